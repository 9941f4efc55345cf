import type { Key, ReactNode } from 'react';
import type { TableDensity } from './staff-table';

const listClass: Record<TableDensity, string> = { roomy: 'space-y-3 md:hidden', compact: 'space-y-2 md:hidden' };
const cardClass: Record<TableDensity, string> = {
  roomy: 'rounded-2xl border border-brand-100 bg-white p-4 text-sm',
  compact: 'rounded-xl border border-brand-100 p-3 text-sm',
};

interface StaffCardsProps<T> {
  caption: string;
  items: T[];
  keyOf: (item: T) => Key;
  density?: TableDensity;
  children: (item: T) => ReactNode;
}

/** Narrow screens: a back-office list as one card per row, named like the table it stands for. */
export function StaffCards<T>({ caption, items, keyOf, density = 'roomy', children }: StaffCardsProps<T>) {
  return (
    <ul aria-label={caption} className={listClass[density]}>
      {items.map((item) => (
        <li key={keyOf(item)} className={cardClass[density]}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
