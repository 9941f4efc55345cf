import type { ReactNode } from 'react';

/** A section of an order page: a card with its heading (the section's name for screen readers too). */
export function OrderSection({ id, title, children, className = '' }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-brand-100 bg-white p-4 md:p-5 ${className}`}>
      <h2 id={id} className="mb-2 text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Labelled rows: the term on the left, its value on the right (wrapping under it when narrow). */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className="divide-y divide-brand-100">{children}</dl>;
}

export function Fact({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className={`min-w-0 text-right break-words ${strong ? 'text-lg font-bold text-brand-900' : 'font-semibold text-ink'}`}>{children}</dd>
    </div>
  );
}
