import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { ordersFixture } from '../../../test/orders-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';

const STAFF_TOKEN = 'staff-token-for-the-catalogue-0123456789';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
let server: TestServer;
const product = fixtureProducts[2]!; // the rubber ball
const sku = product.skus[0]!; // 99.00, stock 20

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false', STAFF_API_TOKEN: STAFF_TOKEN, RATE_LIMIT_PER_MINUTE: '1000000' });
  await loadCatalogFixture(server.app.database);
  await server.app.liveCatalog.settle();
});
afterAll(() => server.close());

const { shopper, orderBody, place } = ordersFixture(() => server, staff);

describe('the catalogue in the back office', () => {
  it('finds products by part of a name or SKU code, and opens one with its SKUs', async () => {
    const byName = await server.request(`/api/v1/staff/products?q=${encodeURIComponent(product.nameEn.slice(0, 6).toLowerCase())}`, { headers: staff });
    expect(byName.status, byName.text).toBe(200);
    expect(byName.body.result.products.map((p: { id: number }) => p.id)).toContain(product.id);
    const detail = await server.request(`/api/v1/staff/products/${product.id}`, { headers: staff });
    expect(detail.body.result.skus).toContainEqual(expect.objectContaining({ id: sku.id, price: 99 }));
  });

  it('a product renamed and put on the recommended list shows so to every shopper at once', async () => {
    const res = await server.request(`/api/v1/staff/products/${product.id}`, {
      method: 'PATCH',
      headers: staff,
      json: { nameEn: 'Squeaky rubber ball', nameTh: 'ลูกบอลยางมีเสียง', isRecommended: true },
    });
    expect(res.status, res.text).toBe(200);
    await server.app.liveCatalog.settle();
    const shop = await server.request(`/api/v1/products/${product.id}`, { lang: 'en' });
    expect(JSON.stringify(shop.body.result)).toContain('Squeaky rubber ball');
    const log = await server.request('/api/v1/staff/audit-log?action=catalog.write:product', { headers: staff });
    expect(log.body.result.entries[0]).toMatchObject({
      target: `product ${product.id}`,
      before: { nameEn: product.nameEn, isRecommended: false },
      after: { nameEn: 'Squeaky rubber ball', isRecommended: true },
    });
  });

  it('a special price below the price sells at once; one above it is refused', async () => {
    const refused = await server.request(`/api/v1/staff/skus/${sku.id}/prices`, { method: 'PATCH', headers: staff, json: { specialPrice: 120 }, lang: 'en' });
    expect(refused.status).toBe(400);
    const special = await server.request(`/api/v1/staff/skus/${sku.id}/prices`, {
      method: 'PATCH',
      headers: staff,
      json: { specialPrice: 79, specialStartsAt: '2026-01-01T00:00:00+07:00', specialEndsAt: null },
    });
    expect(special.body.result).toMatchObject({ price: 99, specialPrice: 79 });
    await server.app.liveCatalog.settle();
    const m = await shopper([{ skuId: sku.id, amount: 1 }]);
    const body = await orderBody(m);
    expect(body.products).toEqual([{ skuId: sku.id, price: 79, amount: 1 }]);
  });

  it('a SKU given a coin price joins the rewards members can take for coins', async () => {
    const reward = fixtureProducts[1]!.skus[0]!;
    const res = await server.request(`/api/v1/staff/skus/${reward.id}/prices`, { method: 'PATCH', headers: staff, json: { coinReward: 50 } });
    expect(res.body.result).toMatchObject({ id: reward.id, coinReward: 50 });
    await server.app.liveCatalog.settle();
    const m = await shopper([]);
    const rewards = (await server.request('/api/v1/carts', { headers: m.auth })).body.result.coin.rewardProducts as unknown[];
    expect(JSON.stringify(rewards)).toContain(String(reward.id));
  });

  it('adjusts stock with a reason, never below zero, and keeps the history with counts and who', async () => {
    const start = (await server.request(`/api/v1/staff/products/${product.id}`, { headers: staff })).body.result.skus[0].stock as number;
    const delivery = await server.request(`/api/v1/staff/skus/${sku.id}/stock-adjustments`, {
      method: 'POST',
      headers: staff,
      json: { change: 12, reason: 'delivery', note: 'PO-889' },
    });
    expect(delivery.body.result).toEqual({ skuId: sku.id, stock: start + 12 });
    const tooMany = await server.request(`/api/v1/staff/skus/${sku.id}/stock-adjustments`, {
      method: 'POST',
      headers: staff,
      json: { change: -(start + 13), reason: 'damaged' },
      lang: 'en',
    });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body.errorMessage)).toContain('There are not that many units in stock to take out.');
    await server.request(`/api/v1/staff/skus/${sku.id}`, { method: 'PATCH', headers: staff, json: { stock: 7 } });
    const history = await server.request(`/api/v1/staff/skus/${sku.id}/stock-adjustments`, { headers: staff });
    expect(history.body.result.slice(0, 2)).toEqual([
      expect.objectContaining({ change: 7 - (start + 12), stockAfter: 7, reason: 'count', actor: 'STAFF_API_TOKEN' }),
      expect.objectContaining({ change: 12, stockAfter: start + 12, reason: 'delivery', note: 'PO-889', actor: 'STAFF_API_TOKEN' }),
    ]);
  });

  it('takes units out exactly beside orders taking them at the same moment', async () => {
    await server.request(`/api/v1/staff/skus/${sku.id}`, { method: 'PATCH', headers: staff, json: { stock: 10 } });
    await server.app.liveCatalog.settle();
    const buyers = await Promise.all(Array.from({ length: 6 }, () => shopper([{ skuId: sku.id, amount: 1 }])));
    const bodies = await Promise.all(buyers.map((m) => orderBody(m)));
    const [orders, adjustments] = await Promise.all([
      Promise.all(buyers.map((m, i) => place(m, bodies[i]!))),
      Promise.all(
        Array.from({ length: 6 }, () =>
          server.request(`/api/v1/staff/skus/${sku.id}/stock-adjustments`, { method: 'POST', headers: staff, json: { change: -1, reason: 'damaged' } }),
        ),
      ),
    ]);
    const sold = orders.filter((r) => r.status === 200).length;
    const out = adjustments.filter((r) => r.status === 200).length;
    expect(sold + out).toBe(10);
    const stock = (await server.request(`/api/v1/staff/products/${product.id}`, { headers: staff })).body.result.skus[0].stock;
    expect(stock).toBe(0);
  });
});

describe('donation places in the back office', () => {
  const place = {
    nameTh: 'มูลนิธิบ้านหมาแมว',
    nameEn: 'Dogs and Cats Home Foundation',
    descriptionTh: '',
    descriptionEn: '',
    receiveName: 'คุณสมหญิง',
    contact: '0891112222',
    address: '9/9 ถนนสุขุมวิท',
    province: 1,
    district: 1004,
    subDistrict: 100402,
    postelCode: '10500',
    status: 'active',
  };

  it('adds a place with its region checked like an address, and changes it', async () => {
    const wrongCode = await server.request('/api/v1/staff/donation-places', {
      method: 'POST',
      headers: staff,
      json: { ...place, postelCode: '50000' },
      lang: 'en',
    });
    expect(wrongCode.status).toBe(400);
    expect(JSON.stringify(wrongCode.body.errorMessage)).toContain('This postal code does not belong to the chosen sub-district.');
    const added = await server.request('/api/v1/staff/donation-places', { method: 'POST', headers: staff, json: place });
    expect(added.status, added.text).toBe(200);
    const id = added.body.result.id as number;
    const changed = await server.request(`/api/v1/staff/donation-places/${id}`, {
      method: 'PATCH',
      headers: staff,
      json: { contact: 'LINE @dogcathome', status: 'inactive' },
    });
    expect(changed.body.result).toMatchObject({ id, contact: 'LINE @dogcathome', status: 'inactive', nameEn: 'Dogs and Cats Home Foundation' });
    const all = await server.request('/api/v1/staff/donation-places', { headers: staff });
    expect(all.body.result).toContainEqual(expect.objectContaining({ id, status: 'inactive' }));
  });
});
