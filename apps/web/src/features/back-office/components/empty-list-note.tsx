import type { ReactNode } from 'react';

/** What a back-office list says in its own box when it has no rows. */
export function EmptyListNote({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl border border-brand-100 bg-white p-5">{children}</p>;
}
