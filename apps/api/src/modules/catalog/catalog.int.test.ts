import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { brands, categories } from './catalog.tables';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface CategoryAnswer {
  id: number;
  nameTh: string;
  nameEn: string;
  seoUrlSlug: string;
  kind: string;
  petType: string | null;
  brands: { id: number; seoUrl: string }[];
}

describe('GET /api/v1/categories?activeStatus=active', () => {
  it('lists the active categories with their brands, including the regular and donation ids', async () => {
    const res = await server.request('/api/v1/categories?activeStatus=active');
    expect(res.status).toBe(200);
    const list = res.body.result as CategoryAnswer[];
    const ids = list.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([900000879, 900002075]));
    expect(list.find((c) => c.id === 900002075)?.kind).toBe('donation');
    expect(list.find((c) => c.id === 900000879)?.kind).toBe('regular');
    expect(new Set(list.map((c) => c.petType))).toEqual(new Set([null, 'dog', 'cat', 'fish', 'bird', 'small-pet']));
    for (const category of list) {
      expect(category.nameTh).not.toBe('');
      expect(category.nameEn).not.toBe('');
      expect(category.seoUrlSlug).toMatch(/^[a-z0-9-]+$/);
      expect(category.brands.length).toBeGreaterThan(0);
    }
  });

  it('accepts the call without the parameter and refuses unknown values with a field message', async () => {
    expect((await server.request('/api/v1/categories')).status).toBe(200);
    const res = await server.request('/api/v1/categories?activeStatus=everything', { lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toEqual([{ activeStatus: 'Must be one of: active' }]);
  });

  it('hides inactive categories and inactive brands as soon as the catalogue hears of the change', async () => {
    const { db } = server.app.database;
    const before = (await server.request('/api/v1/categories')).body.result as CategoryAnswer[];
    const fish = before.find((c) => c.petType === 'fish')!;
    const hiddenBrand = fish.brands[0]!;
    await db.update(categories).set({ activeStatus: 'inactive' }).where(eq(categories.id, fish.id));
    await db.update(brands).set({ activeStatus: 'inactive' }).where(eq(brands.id, hiddenBrand.id));
    // the answers are kept per catalogue snapshot; the triggers' NOTIFY makes a new one
    await server.app.liveCatalog.settle();
    try {
      const after = (await server.request('/api/v1/categories')).body.result as CategoryAnswer[];
      expect(after.map((c) => c.id)).not.toContain(fish.id);
      for (const c of after) expect(c.brands.map((b) => b.id)).not.toContain(hiddenBrand.id);
      const brandList = (await server.request('/api/v1/brand')).body.result as { id: number }[];
      expect(brandList.map((b) => b.id)).not.toContain(hiddenBrand.id);
    } finally {
      await db.update(categories).set({ activeStatus: 'active' }).where(eq(categories.id, fish.id));
      await db.update(brands).set({ activeStatus: 'active' }).where(eq(brands.id, hiddenBrand.id));
      await server.app.liveCatalog.settle();
    }
    const restored = (await server.request('/api/v1/categories')).body.result as CategoryAnswer[];
    expect(restored.map((c) => c.id)).toContain(fish.id);
  });
});

describe('GET /api/v1/brand', () => {
  it('lists brands with the categories they are sold in, matching the category answer', async () => {
    const brandList = (await server.request('/api/v1/brand')).body.result as {
      id: number;
      nameTh: string;
      nameEn: string;
      seoUrl: string;
      category: { id: number; seoUrlSlug: string }[];
    }[];
    expect(brandList.length).toBeGreaterThanOrEqual(20);
    const categoryList = (await server.request('/api/v1/categories')).body.result as CategoryAnswer[];
    for (const brand of brandList) {
      expect(brand.seoUrl).toMatch(/^[a-z0-9-]+$/);
      for (const c of brand.category) {
        const category = categoryList.find((x) => x.id === c.id)!;
        expect(category.brands.map((b) => b.id)).toContain(brand.id);
      }
    }
    expect(new Set(brandList.map((b) => b.seoUrl)).size).toBe(brandList.length);
  });
});

describe('the demo flash sale', () => {
  it('ends at one moment: the home shelf and /promotion (the list) and every product page serve the same end (issue 38)', async () => {
    // the home shelf and /promotion ask for the list's first 12; each product page for its product
    const shelf = await server.request('/api/v1/products?list=flash-sale&page=1&limit=12');
    const items = shelf.body.result as { productId: number; flashSaleEndAt: string | null }[];
    expect(items.length).toBeGreaterThan(1);
    expect(shelf.body.totalRecord).toBe(items.length);
    const ends = new Set(items.map((item) => item.flashSaleEndAt));
    expect(ends.size).toBe(1);
    const [end] = ends;
    expect(Date.parse(end!)).toBeGreaterThan(Date.now());
    for (const item of items) {
      const page = await server.request(`/api/v1/products/${item.productId}`);
      expect(page.body.result.flashSaleEndAt, `product ${item.productId}`).toBe(end);
    }
  });
});
