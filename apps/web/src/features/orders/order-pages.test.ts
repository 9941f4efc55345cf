import { describe, expect, it } from 'vitest';
import { pageCount, pageFromSearch } from './order-pages';

describe('orders pages', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(Number.NaN, 10)).toBe(1);
  });

  it('reads ?page= as a whole number from 1, else 1', () => {
    expect(pageFromSearch(null)).toBe(1);
    expect(pageFromSearch('3')).toBe(3);
    expect(pageFromSearch('0')).toBe(1);
    expect(pageFromSearch('-2')).toBe(1);
    expect(pageFromSearch('2.5')).toBe(1);
    expect(pageFromSearch('abc')).toBe(1);
    expect(pageFromSearch('10000')).toBe(10_000);
    expect(pageFromSearch('10001')).toBe(1);
  });
});
