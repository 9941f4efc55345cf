import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { ordersFixture } from '../../../test/orders-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';

const STAFF_TOKEN = 'staff-token-for-shop-settings-0123456789';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
let server: TestServer;
const small = fixtureProducts[0]!.skus[0]!; // 235.00

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false', STAFF_API_TOKEN: STAFF_TOKEN, SHIPPING_FEE: '50', FREE_SHIPPING_FROM: '499' });
  await loadCatalogFixture(server.app.database);
  await server.app.liveCatalog.settle();
});
afterAll(() => server.close());

const { shopper, orderBody, place } = ordersFixture(() => server, staff);
const generalGroup = async (auth: Record<string, string>) =>
  (await server.request('/api/v1/carts', { headers: auth })).body.result.cart.generalProduct as { totalShippingPrice: number; grandTotalPrice: number };
const put = (json: unknown, lang: 'th' | 'en' = 'en') => server.request('/api/v1/staff/shop-settings', { method: 'PUT', headers: staff, json, lang });

// one file, one order of events: the settings are the shop's, not a member's
describe('the shipping fee and free-shipping threshold staff set', () => {
  it('starts from the configuration, and a change prices the next cart and order at once', async () => {
    expect((await server.request('/api/v1/staff/shop-settings', { headers: staff })).body.result).toEqual({
      shippingFee: 50,
      freeShippingFrom: 499,
      changedByStaff: false,
    });
    const member = await shopper([{ skuId: small.id, amount: 1 }]);
    expect((await generalGroup(member.auth)).totalShippingPrice).toBe(50);

    const changed = await put({ shippingFee: 39.5, freeShippingFrom: 200 });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.result).toEqual({ shippingFee: 39.5, freeShippingFrom: 200, changedByStaff: true });
    expect((await generalGroup(member.auth)).totalShippingPrice).toBe(0);

    const neverFree = await put({ shippingFee: 39.5, freeShippingFrom: null });
    expect(neverFree.body.result.freeShippingFrom).toBeNull();
    const group = await generalGroup(member.auth);
    expect(group.totalShippingPrice).toBe(39.5);
    expect(group.grandTotalPrice).toBe(274.5);
    const placed = await place(member, await orderBody(member));
    expect(placed.status, placed.text).toBe(200);
    expect(placed.body.result.netTotalPrice).toBe(274.5);

    const audit = await server.request('/api/v1/staff/audit-log?action=settings.manage', { headers: staff });
    const entries = audit.body.result.entries as { action: string; before: { shippingFee: number }; after: { shippingFee: number } }[];
    expect(entries.filter((e) => e.action === 'settings.manage:shipping').map((e) => [e.before.shippingFee, e.after.shippingFee])).toEqual([
      [39.5, 39.5],
      [50, 39.5],
    ]);
  });

  it('refuses a fee below zero or finer than a satang in the caller’s language, and changes nothing', async () => {
    const before = (await server.request('/api/v1/staff/shop-settings', { headers: staff })).body.result;
    const negative = await put({ shippingFee: -1, freeShippingFrom: 100 }, 'th');
    expect(negative.status).toBe(400);
    expect(JSON.stringify(negative.body.errorMessage)).toMatch(/[\u0E00-\u0E7F]/);
    expect((await put({ shippingFee: 10.005, freeShippingFrom: 100 })).status).toBe(400);
    expect((await put({ shippingFee: 10 })).status).toBe(400);
    expect((await server.request('/api/v1/staff/shop-settings', { headers: staff })).body.result).toEqual(before);
  });

  it('five staff saving at once: each audit entry starts from what the one before it left', async () => {
    const fees = [11, 12, 13, 14, 15];
    const answers = await Promise.all(fees.map((fee) => put({ shippingFee: fee, freeShippingFrom: 1000 })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const log = await server.request('/api/v1/staff/audit-log?action=settings.manage:shipping&limit=5', { headers: staff });
    // in the order they were written (ids), not their transactions' start times
    const chain = (log.body.result.entries as { id: number; before: { shippingFee: number }; after: { shippingFee: number } }[]).sort((a, b) => a.id - b.id);
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.before.shippingFee).toBe(chain[i - 1]!.after.shippingFee);
    const now = (await server.request('/api/v1/staff/shop-settings', { headers: staff })).body.result;
    expect(now.shippingFee).toBe(chain.at(-1)!.after.shippingFee);
  });
});
