import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { ordersFixture } from '../../../test/orders-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { products } from './catalog.tables';

const STAFF_TOKEN = 'staff-token-for-new-products-0123456789';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
let server: TestServer;
const existing = fixtureProducts[0]!;

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false', STAFF_API_TOKEN: STAFF_TOKEN, RATE_LIMIT_PER_MINUTE: '1000000' });
  await loadCatalogFixture(server.app.database);
  await server.app.liveCatalog.settle();
});
afterAll(() => server.close());

const { shopper, orderBody, place } = ordersFixture(() => server, staff);
const newProduct = (overrides: Record<string, unknown> = {}) => ({
  nameTh: 'อาหารแมวสูตรปลาทู',
  nameEn: 'Mackerel cat food',
  descriptionTh: 'อาหารเม็ดสำหรับแมวโต',
  descriptionEn: 'Dry food for adult cats',
  brandId: existing.brandId,
  categoryId: existing.categoryId,
  petType: 'cat',
  lifeStage: 'adult',
  kind: 'food',
  skus: [
    { skuCode: 'MACK-400G', choiceNameTh: '400 กรัม', choiceNameEn: '400 g', price: 129, stock: 12 },
    { skuCode: 'mack-1kg', choiceNameTh: '1 กก.', choiceNameEn: '1 kg', price: 289.5, minSellPrice: 259 },
  ],
  ...overrides,
});
const create = (json: unknown, lang: 'th' | 'en' = 'en') => server.request('/api/v1/staff/products', { method: 'POST', headers: staff, json, lang });
const productCount = async () => (await server.app.database.db.select({ n: count() }).from(products))[0]!.n;

describe('new products in the back office', () => {
  it('starts off sale; put on sale it is bought at once, its counted units in the stock history', async () => {
    const made = await create(newProduct());
    expect(made.status, made.text).toBe(200);
    const product = made.body.result;
    expect(product).toMatchObject({ nameEn: 'Mackerel cat food', displayStatus: 'inactive', isNew: true, imageKeys: [] });
    expect(product.skus.map((s: { skuCode: string; price: number; stock: number }) => [s.skuCode, s.price, s.stock])).toEqual([
      ['MACK-400G', 129, 12],
      ['MACK-1KG', 289.5, 0],
    ]);
    await server.app.liveCatalog.settle();
    expect(JSON.stringify((await server.request(`/api/v1/products/${product.id}`, { lang: 'en' })).body.result)).toContain('"displayStatus":"inactive"');

    expect((await server.request(`/api/v1/staff/products/${product.id}`, { method: 'PATCH', headers: staff, json: { displayStatus: 'active' } })).status).toBe(
      200,
    );
    await server.app.liveCatalog.settle();
    const shop = await server.request(`/api/v1/products/${product.id}`, { lang: 'th' });
    expect(JSON.stringify(shop.body.result)).not.toContain('"displayStatus":"inactive"');
    expect(JSON.stringify(shop.body.result)).toContain('อาหารแมวสูตรปลาทู');

    const skuId = product.skus[0].id as number;
    const history = await server.request(`/api/v1/staff/skus/${skuId}/stock-adjustments`, { headers: staff });
    expect(history.body.result).toEqual([expect.objectContaining({ change: 12, stockAfter: 12, reason: 'count' })]);

    const member = await shopper([{ skuId, amount: 2 }]);
    const placed = await place(member, await orderBody(member));
    expect(placed.status, placed.text).toBe(200);

    const added = await server.request(`/api/v1/staff/products/${product.id}/skus`, {
      method: 'POST',
      headers: staff,
      json: { skuCode: 'MACK-3KG', price: 699, stock: 3 },
    });
    expect(added.status, added.text).toBe(200);
    expect(added.body.result.skus.map((s: { skuCode: string }) => s.skuCode)).toEqual(['MACK-400G', 'MACK-1KG', 'MACK-3KG']);
    const log = await server.request('/api/v1/staff/audit-log?action=catalog.write:new', { headers: staff });
    expect(log.body.result.entries.map((e: { action: string; target: string }) => [e.action, e.target])).toEqual([
      ['catalog.write:new-sku', `product ${product.id}`],
      ['catalog.write:new-product', `product ${product.id}`],
    ]);
  });

  it('refuses a SKU code in use, an unknown brand, a floor above the price and a bad code in the caller’s language, and adds nothing', async () => {
    const before = await productCount();
    const taken = await create(newProduct({ skus: [{ skuCode: existing.skus[0]!.skuCode.toLowerCase(), price: 10 }] }), 'th');
    expect(taken.status).toBe(409);
    expect(JSON.stringify(taken.body.errorMessage)).toContain('รหัส SKU นี้ถูกใช้แล้ว');
    const twice = await create(
      newProduct({
        skus: [
          { skuCode: 'TWIN-1', price: 10 },
          { skuCode: 'twin-1', price: 12 },
        ],
      }),
    );
    expect(twice.status).toBe(400);
    const brand = await create(newProduct({ brandId: 987654321, skus: [{ skuCode: 'NOBRAND-1', price: 10 }] }));
    expect(brand.body.errorMessage).toBe('One of the categories, brands or SKUs does not exist.');
    const floor = await create(newProduct({ skus: [{ skuCode: 'FLOOR-1', price: 10, minSellPrice: 12 }] }));
    expect(floor.status).toBe(400);
    expect(JSON.stringify(floor.body.errorMessage)).toContain('The lowest selling price cannot be above the price.');
    const shape = await create(newProduct({ skus: [{ skuCode: '-bad code', price: 10 }] }));
    expect(JSON.stringify(shape.body.errorMessage)).toContain('A SKU code is 2–40 letters');
    expect(await productCount()).toBe(before);
  });

  it('ten staff adding products at once get ten products with ten ids', async () => {
    const made = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create(
          newProduct({
            nameEn: `Parallel food ${i}`,
            skus: [
              { skuCode: `PAR-${i}-A`, price: 50 },
              { skuCode: `PAR-${i}-B`, price: 60 },
            ],
          }),
        ),
      ),
    );
    expect(made.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(made.map((r) => r.body.result.id)).size).toBe(10);
    expect(new Set(made.flatMap((r) => r.body.result.skus.map((s: { id: number }) => s.id))).size).toBe(20);
  });
});
