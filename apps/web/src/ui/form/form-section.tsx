import type { ReactNode } from 'react';

/** A titled card of a long form (the back office's promotions and content), named by its heading. */
export function FormSection({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-3xl border border-brand-100 bg-white p-5 md:p-6">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
