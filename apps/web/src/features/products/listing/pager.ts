/**
 * The pager of member-area spec §9: shown only when the count exceeds the page size, with one
 * boundary page at each end and one sibling on each side of the current page; gaps are ellipses.
 */
export type PagerItem = { type: 'page'; page: number; current: boolean } | { type: 'ellipsis'; key: 'start' | 'end' };

export const PAGER_BOUNDARY_COUNT = 1;
export const PAGER_SIBLING_COUNT = 1;

const range = (start: number, end: number) => Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);

export function isPagerShown(totalRecord: number, pageSize: number): boolean {
  return totalRecord > pageSize;
}

/** The numbered items between "previous" and "next" (the same layout as MUI's pagination). */
export function pagerItems(page: number, count: number, boundary = PAGER_BOUNDARY_COUNT, siblings = PAGER_SIBLING_COUNT): PagerItem[] {
  if (count < 1) return [];
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(Math.min(page - siblings, count - boundary - siblings * 2 - 1), boundary + 2);
  const siblingsEnd = Math.min(Math.max(page + siblings, boundary + siblings * 2 + 2), endPages.length > 0 ? endPages[0]! - 2 : count - 1);

  const numbers: Array<number | 'start' | 'end'> = [
    ...startPages,
    ...(siblingsStart > boundary + 2 ? (['start'] as const) : boundary + 1 < count - boundary ? [boundary + 1] : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundary - 1 ? (['end'] as const) : count - boundary > boundary ? [count - boundary] : []),
    ...endPages,
  ];
  return numbers.map((n) => (typeof n === 'number' ? { type: 'page', page: n, current: n === page } : { type: 'ellipsis', key: n }));
}
