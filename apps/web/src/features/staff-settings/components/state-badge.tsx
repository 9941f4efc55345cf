import type { ReactNode } from 'react';

/** On or off, open or closed: a word in a pill, green or grey (never the colour alone). */
export function StateBadge({ on, children }: { on: boolean; children: ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${on ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
    >
      {children}
    </span>
  );
}
