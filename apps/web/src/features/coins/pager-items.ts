/**
 * The numbered part of a pager (member-area spec §9): one boundary page at each end, one sibling
 * on each side of the current page, ellipses for the gaps. A gap of a single page shows that page.
 */
export type PagerItem = { type: 'page'; page: number; current: boolean } | { type: 'gap'; key: 'start' | 'end' };

export function pagerItems(page: number, count: number): PagerItem[] {
  if (count < 1) return [];
  const wanted = new Set<number>([1, count, page - 1, page, page + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  const items: PagerItem[] = [];
  pages.forEach((n, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous === 2) items.push({ type: 'page', page: n - 1, current: false });
    else if (previous !== undefined && n - previous > 2) items.push({ type: 'gap', key: index === 1 ? 'start' : 'end' });
    items.push({ type: 'page', page: n, current: n === page });
  });
  return items;
}
