import { describe, expect, it } from 'vitest';
import { catalogPartsShownAt, partVersionsOf } from './catalog-parts';
import type { CatalogProduct, CatalogSnapshot } from './catalog-snapshot';

describe('the parts of the catalogue a drawn page shows (decision 0071)', () => {
  it('reads them from the addresses the page read: its own and its API calls', () => {
    expect(catalogPartsShownAt('/th/product/920000060')).toEqual(['page:920000060']);
    expect(catalogPartsShownAt('/en/product/12/?utm_source=line')).toEqual(['page:12']);
    expect(catalogPartsShownAt('/api/v1/products/12')).toEqual(['page:12']);
    expect(catalogPartsShownAt('/api/v1/products?list=best-seller&page=1&limit=12')).toEqual(['lists']);
    expect(catalogPartsShownAt('/api/v1/products')).toEqual(['lists']);
    expect(catalogPartsShownAt('/api/v1/categories?activeStatus=active')).toEqual(['whole']);
    expect(catalogPartsShownAt('/api/v1/brand')).toEqual(['whole']);
  });

  it("knows none but the catalogue's own addresses", () => {
    for (const address of [
      '/',
      '/search?keyword=cat',
      '/api/v1/products/12/reviews?page=1',
      '/api/v1/content/home-banners',
      '/api/v1/productsx',
      '/th/product/x',
    ]) {
      expect(catalogPartsShownAt(address)).toBeNull();
    }
  });

  it('gives each snapshot one reader, and a version per part', () => {
    const product = { row: { id: 7 }, shown: {} } as CatalogProduct;
    const snapshot = { byId: new Map([[7, product]]), shown: { whole: {}, lists: {} } } as unknown as CatalogSnapshot;
    const versions = partVersionsOf(snapshot);
    expect(partVersionsOf(snapshot)).toBe(versions);
    expect(versions('whole')).toBe(snapshot.shown.whole);
    expect(versions('lists')).toBe(snapshot.shown.lists);
    expect(versions('product:7')).toBe(product);
    expect(versions('product:8')).toBeNull();
    expect(versions('page:7')).toBe(product.shown);
    expect(versions('page:8')).toBeNull();
    expect(versions('everything')).toBe(snapshot);
  });
});
