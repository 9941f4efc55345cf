import type { ReactNode } from 'react';

/** A titled box of a back-office page (an order's facts, a member's profile): its heading names it. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-brand-100 bg-white p-4 md:p-5">
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
