import { describe, expect, it } from 'vitest';
import { catalogListHref, catalogListSearch, changeCatalogFilters, isCatalogFiltered, NO_CATALOG_FILTERS, readCatalogFilters } from './catalog-params';

const read = (search: string) => readCatalogFilters(new URLSearchParams(search));

describe('the catalogue filters in the address', () => {
  it('read what the call takes and leave the rest out', () => {
    expect(read('?q=%20Royal%20&status=inactive&categoryId=900000880&brandId=2&page=3')).toEqual({
      q: 'Royal',
      status: 'inactive',
      categoryId: 900000880,
      brandId: 2,
      page: 3,
    });
    expect(read('?status=sold&categoryId=-1&brandId=x&page=0')).toEqual(NO_CATALOG_FILTERS);
    expect(read(`?q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('start again at page 1 when a filter changes, and keep the filters when the page does', () => {
    const filters = { ...NO_CATALOG_FILTERS, q: 'ball', page: 4 };
    expect(changeCatalogFilters(filters, { status: 'active' })).toEqual({ ...filters, status: 'active', page: 1 });
    expect(changeCatalogFilters(filters, { page: 5 })).toEqual({ ...filters, page: 5 });
  });

  it('write only what is set, the first page without its number', () => {
    expect(catalogListSearch(NO_CATALOG_FILTERS)).toBe('');
    expect(catalogListSearch({ q: 'ลูกบอล', status: 'active', categoryId: null, brandId: 1, page: 2 })).toBe(
      '?q=%E0%B8%A5%E0%B8%B9%E0%B8%81%E0%B8%9A%E0%B8%AD%E0%B8%A5&status=active&brandId=1&page=2',
    );
    expect(catalogListHref({ status: 'inactive' })).toBe('/staff/catalog?status=inactive');
    expect(isCatalogFiltered(NO_CATALOG_FILTERS)).toBe(false);
    expect(isCatalogFiltered({ ...NO_CATALOG_FILTERS, brandId: 1 })).toBe(true);
  });
});
