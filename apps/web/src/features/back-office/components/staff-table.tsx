import type { ReactNode } from 'react';

interface StaffColumn {
  /** the column's name (a table may hide it from sight, as the products' images do) */
  label: ReactNode;
  /** a number column: its name and its cells to the right */
  numeric?: boolean;
}

/** How much room a row takes: the board lists `roomy`, the lists inside a member's page `compact`. */
export type TableDensity = 'roomy' | 'compact';

const headClass: Record<TableDensity, string> = {
  roomy: 'px-3 py-3 text-left text-sm font-semibold text-brand-900',
  compact: 'px-3 py-2 text-left text-sm font-semibold text-brand-900',
};

/** A body cell of a StaffTable of that density. */
export const tableCell: Record<TableDensity, string> = {
  roomy: 'px-3 py-3 align-top text-sm',
  compact: 'px-3 py-2 align-top text-sm',
};

const frameClass: Record<TableDensity, string> = {
  roomy: 'hidden overflow-x-auto rounded-2xl border border-brand-100 md:block',
  compact: 'hidden overflow-x-auto rounded-xl border border-brand-100 md:block',
};

interface StaffTableProps {
  caption: string;
  columns: StaffColumn[];
  density?: TableDensity;
  /** the columns' widths, where the table sets them */
  colgroup?: ReactNode;
  /** the rows */
  children: ReactNode;
}

/** Wide screens: a back-office list as a table, its caption for screen readers (the cards show on narrow ones). */
export function StaffTable({ caption, columns, density = 'roomy', colgroup, children }: StaffTableProps) {
  return (
    <div className={frameClass[density]}>
      <table className="w-full border-collapse bg-white">
        <caption className="sr-only">{caption}</caption>
        {colgroup}
        <thead className="bg-brand-50">
          <tr>
            {columns.map((column, index) => (
              // columns never move: their place is who they are
              <th key={index} scope="col" className={column.numeric ? `${headClass[density]} text-right` : headClass[density]}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
