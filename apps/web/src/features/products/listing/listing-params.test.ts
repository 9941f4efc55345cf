import { describe, expect, it } from 'vitest';
import { changeFilters, EMPTY_FILTERS, hasActiveFilters, pageCount, readListingFilters, toProductQuery, writeListingFilters } from './listing-params';

describe('listing filters in the address', () => {
  it('reads every filter, sort and page', () => {
    const params = new URLSearchParams('petType=cat&age=senior&categories=910000001&minPrice=100&maxPrice=900&sort=price-asc&page=3');
    expect(readListingFilters(params, 'categories')).toEqual({
      petType: 'cat',
      age: 'senior',
      facet: '910000001',
      minPrice: 100,
      maxPrice: 900,
      sort: 'price-asc',
      page: 3,
    });
  });

  it('ignores values that make no sense', () => {
    const params = new URLSearchParams('petType=dragon&age=all-ages&brands=<x>&minPrice=-4&maxPrice=abc&sort=cheap&page=0');
    expect(readListingFilters(params, 'brands')).toEqual(EMPTY_FILTERS);
  });

  it('reads the facet only from the parameter of its listing', () => {
    const params = new URLSearchParams('brands=900000881&categories=910000001');
    expect(readListingFilters(params, 'brands').facet).toBe('900000881');
    expect(readListingFilters(params, 'categories').facet).toBe('910000001');
    expect(readListingFilters(params, null).facet).toBeNull();
  });

  it('puts a reversed price range the right way round', () => {
    expect(readListingFilters(new URLSearchParams('minPrice=500&maxPrice=100'), null)).toMatchObject({ minPrice: 100, maxPrice: 500 });
  });

  it('writes a plain address for the plain listing and keeps other parameters', () => {
    const current = new URLSearchParams('keyword=cat+food&page=4&sort=newest');
    expect(writeListingFilters(EMPTY_FILTERS, current, null).toString()).toBe('keyword=cat+food');
    const filters = { ...EMPTY_FILTERS, petType: 'dog' as const, facet: '5', minPrice: 0, page: 2 };
    expect(writeListingFilters(filters, new URLSearchParams(), 'categories').toString()).toBe('petType=dog&categories=5&minPrice=0&page=2');
  });

  it('survives a round trip', () => {
    const filters = { petType: 'bird' as const, age: 'baby' as const, facet: 'royal-canin', minPrice: 10, maxPrice: 20, sort: 'best-seller' as const, page: 7 };
    expect(readListingFilters(writeListingFilters(filters, new URLSearchParams(), 'brands'), 'brands')).toEqual(filters);
  });

  it('goes back to page 1 when a filter or the sort changes', () => {
    expect(changeFilters({ ...EMPTY_FILTERS, page: 5 }, { sort: 'price-desc' })).toMatchObject({ sort: 'price-desc', page: 1 });
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, sort: 'newest' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, maxPrice: 100 })).toBe(true);
  });
});

describe('toProductQuery', () => {
  it('sends the scope, the filters and the page size', () => {
    const filters = { ...EMPTY_FILTERS, facet: '910000001', age: 'adult' as const, page: 2 };
    expect(toProductQuery({ category: 'cat', facetTarget: 'brand' }, filters)).toEqual({
      category: 'cat',
      brand: '910000001',
      age: 'adult',
      page: 2,
      limit: 20,
    });
    expect(toProductQuery({ keyword: 'อาหารแมว' }, EMPTY_FILTERS)).toEqual({ keyword: 'อาหารแมว', page: 1, limit: 20 });
  });

  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
});
