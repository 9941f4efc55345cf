import type { ReactNode } from 'react';

/** A line of an order's totals: what it is on the left, the amount on the right; the last one stands out. */
export function SummaryRow({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-brand-100 pt-3 text-lg font-bold text-brand-900' : 'text-ink'}`}>
      <dt>{term}</dt>
      <dd className="text-right whitespace-nowrap">{children}</dd>
    </div>
  );
}
