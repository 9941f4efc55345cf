import { describe, expect, it } from 'vitest';
import { isPagerShown, pagerItems } from './pager';

const show = (page: number, count: number) =>
  pagerItems(page, count)
    .map((item) => (item.type === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page)))
    .join(' ');

describe('pager (boundary 1, siblings 1)', () => {
  it('is shown only when the count exceeds the page size', () => {
    expect(isPagerShown(20, 20)).toBe(false);
    expect(isPagerShown(21, 20)).toBe(true);
    expect(isPagerShown(0, 20)).toBe(false);
  });

  it('lists every page when there are few', () => {
    expect(show(1, 1)).toBe('[1]');
    expect(show(2, 2)).toBe('1 [2]');
    expect(show(3, 5)).toBe('1 2 [3] 4 5');
    expect(show(1, 7)).toBe('[1] 2 3 4 5 6 7'); // an ellipsis never hides just one page
  });

  it('puts ellipses where pages are left out', () => {
    expect(show(1, 10)).toBe('[1] 2 3 4 5 … 10');
    expect(show(5, 10)).toBe('1 … 4 [5] 6 … 10');
    expect(show(10, 10)).toBe('1 … 6 7 8 9 [10]');
    expect(show(4, 10)).toBe('1 2 3 [4] 5 … 10');
    expect(show(7, 10)).toBe('1 … 6 [7] 8 9 10');
  });

  it('always shows the first and last page and the current one with its neighbours', () => {
    for (let count = 1; count <= 30; count++) {
      for (let page = 1; page <= count; page++) {
        const pages = pagerItems(page, count).flatMap((i) => (i.type === 'page' ? [i.page] : []));
        expect(pages).toContain(1);
        expect(pages).toContain(count);
        expect(pages).toContain(page);
        if (page > 1) expect(pages).toContain(page - 1);
        if (page < count) expect(pages).toContain(page + 1);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
      }
    }
  });
});
