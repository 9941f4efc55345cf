import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager-items';

const show = (page: number, count: number) => pagerItems(page, count).map((i) => (i.type === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page)));

describe('pagerItems', () => {
  it('lists every page of a short list', () => {
    expect(show(1, 1)).toEqual(['[1]']);
    expect(show(2, 2)).toEqual(['1', '[2]']);
    expect(show(1, 4)).toEqual(['[1]', '2', '3', '4']);
    expect(show(1, 5)).toEqual(['[1]', '2', '…', '5']);
    expect(show(3, 5)).toEqual(['1', '2', '[3]', '4', '5']);
  });

  it('keeps the first, the last and the neighbours of the current page', () => {
    expect(show(5, 10)).toEqual(['1', '…', '4', '[5]', '6', '…', '10']);
    expect(show(10, 10)).toEqual(['1', '…', '9', '[10]']);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(show(4, 10)).toEqual(['1', '2', '3', '[4]', '5', '…', '10']);
  });

  it('is empty without pages', () => {
    expect(pagerItems(1, 0)).toEqual([]);
  });
});
