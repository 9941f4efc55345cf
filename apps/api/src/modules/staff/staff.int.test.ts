import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { signedInMember } from '../../../test/members-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';

const STAFF_TOKEN = 'staff-token-for-tests-0123456789abcdef';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false', STAFF_API_TOKEN: STAFF_TOKEN, SIGNUP_COINS: '100', RATE_LIMIT_PER_MINUTE: '100000' });
  await loadCatalogFixture(server.app.database);
  await server.app.liveCatalog.settle();
});
afterAll(() => server.close());

type Member = Awaited<ReturnType<typeof signedInMember>>;
const adjust = (body: Record<string, unknown>, lang: 'th' | 'en' = 'en', headers: Record<string, string> = staff) =>
  server.request('/api/v1/staff/coin-adjustments', { method: 'POST', headers, json: body, lang });
const balance = async (m: Member) => (await server.request('/api/v1/members/get-my-pcg-coin', { headers: m.auth })).body.result.coin as number;

describe('staff coin adjustments', () => {
  it('gives coins: the balance, the history and the cart all show them', async () => {
    const m = await signedInMember(server);
    const start = await balance(m);
    expect((await server.request('/api/v1/carts', { headers: m.auth })).body.result.coin.currentCoin).toBe(start);
    const res = await adjust({ memberId: m.id, coin: 250, reference: 'birthday-2026' });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ balance: start + 250 });
    expect(await balance(m)).toBe(start + 250);
    expect((await server.request('/api/v1/carts', { headers: m.auth })).body.result.coin.currentCoin).toBe(start + 250);
    const history = await server.request('/api/v1/coin-history/web?limit=10&page=1', { headers: m.auth, lang: 'en' });
    expect(history.body.result[0]).toMatchObject({ operator: '+', coin: 250, activity: 'Coin adjustment by Pawsook' });
  });

  it("takes coins back, never below zero, and says so in the caller's language", async () => {
    const m = await signedInMember(server);
    const start = await balance(m);
    expect((await adjust({ memberId: m.id, coin: -(start - 10), reference: 'correction-1' })).body.result).toEqual({ balance: 10 });
    const refused = await adjust({ memberId: m.id, coin: -11, reference: 'correction-2' }, 'th');
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toContainEqual({ coin: 'การปรับนี้จะทำให้เหรียญของสมาชิกติดลบ' });
    expect(await balance(m)).toBe(10);
  });

  it('ten parallel take-backs of 30 from 100 coins: exactly three go through', async () => {
    const m = await signedInMember(server);
    const start = await balance(m);
    await adjust({ memberId: m.id, coin: 100 - start, reference: 'to-100' }).then((r) => expect(r.status).toBe(200));
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => adjust({ memberId: m.id, coin: -30, reference: `parallel-${i}` })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 400)).toHaveLength(7);
    expect(await balance(m)).toBe(10);
  });

  it('refuses a reference used before for the member, an unknown member and bad input', async () => {
    const m = await signedInMember(server);
    const start = await balance(m);
    expect((await adjust({ memberId: m.id, coin: 5, reference: 'ticket-42' })).status).toBe(200);
    const again = await adjust({ memberId: m.id, coin: 5, reference: 'ticket-42' });
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toEqual('An adjustment with this reference was already recorded for this member.');
    expect((await adjust({ memberId: 99_999_999, coin: 5, reference: 'x' })).status).toBe(404);
    for (const body of [
      { memberId: m.id, coin: 0, reference: 'zero' },
      { memberId: m.id, coin: 1.5, reference: 'half' },
      { memberId: m.id, coin: 5, reference: '' },
    ]) {
      expect((await adjust(body)).status).toBe(400);
    }
    expect(await balance(m)).toBe(start + 5);
  });

  it('answers only to the staff token', async () => {
    const m = await signedInMember(server);
    expect((await adjust({ memberId: m.id, coin: 5, reference: 'a' }, 'en', {})).status).toBe(401);
    const wrong = await adjust({ memberId: m.id, coin: 5, reference: 'a' }, 'th', { authorization: 'Bearer not-the-staff-token-0123456789abcdef' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errorMessage).toBe('กรุณาเข้าสู่ระบบหลังร้าน');
    // a member's own token is not a staff token
    expect((await adjust({ memberId: m.id, coin: 5, reference: 'a' }, 'en', m.auth)).status).toBe(401);
  });
});

describe('staff changes to SKUs and donation places', () => {
  const sku = fixtureProducts[2]!.skus[0]!; // rubber ball, stock 20
  const donationSku = fixtureProducts[5]!.skus[0]!;
  const patch = (path: string, body: unknown, headers: Record<string, string> = staff) =>
    server.request(path, { method: 'PATCH', headers, json: body, lang: 'en' });

  it('a counted stock and a SKU taken off sale show at once in product pages and carts', async () => {
    const m = await signedInMember(server);
    await server.request('/api/v1/carts', { method: 'POST', headers: m.auth, json: { skuId: sku.id, amount: 2, orderProductTypeId: 1 } });
    try {
      expect((await patch(`/api/v1/staff/skus/${sku.id}`, { stock: 0 })).body.result).toEqual({
        skuId: sku.id,
        stock: 0,
        displayStatus: 'active',
        soldSeparately: true,
      });
      await server.app.liveCatalog.settle();
      let line = (await server.request('/api/v1/carts', { headers: m.auth })).body.result.cart.generalProduct.products[0];
      expect(line.product).toMatchObject({ totalProduct: 0, displayStatus: 'active' });
      const detail = await server.request(`/api/v1/products/${fixtureProducts[2]!.id}`);
      expect(detail.body.result.skus[0].totalProduct).toBe(0);

      await patch(`/api/v1/staff/skus/${sku.id}`, { stock: 20, displayStatus: 'inactive' });
      await server.app.liveCatalog.settle();
      line = (await server.request('/api/v1/carts', { headers: m.auth })).body.result.cart.generalProduct.products[0];
      expect(line.product).toMatchObject({ totalProduct: 20, displayStatus: 'inactive' });
    } finally {
      await patch(`/api/v1/staff/skus/${sku.id}`, { stock: 20, displayStatus: 'active' });
      await server.app.liveCatalog.settle();
    }
  });

  it('a SKU made a gift only leaves the lists and cannot be added; sold again, it comes back', async () => {
    const m = await signedInMember(server);
    const listed = async () => (await server.request('/api/v1/products?limit=100')).body.result.map((p: { productId: number }) => p.productId);
    const addBall = () =>
      server.request('/api/v1/carts', { method: 'POST', headers: m.auth, json: { skuId: sku.id, amount: 1, orderProductTypeId: 1 }, lang: 'en' });
    try {
      expect((await patch(`/api/v1/staff/skus/${sku.id}`, { soldSeparately: false })).body.result).toEqual({
        skuId: sku.id,
        stock: 20,
        displayStatus: 'active',
        soldSeparately: false,
      });
      await server.app.liveCatalog.settle();
      expect(await listed()).not.toContain(fixtureProducts[2]!.id);
      const refused = await addBall();
      expect(refused.status).toBe(400);
      expect(refused.body.errorMessage).toBe('This product is not available at the moment.');

      expect((await patch(`/api/v1/staff/skus/${sku.id}`, { soldSeparately: true })).body.result.soldSeparately).toBe(true);
      await server.app.liveCatalog.settle();
      expect(await listed()).toContain(fixtureProducts[2]!.id);
      expect((await addBall()).status).toBe(200);
    } finally {
      await patch(`/api/v1/staff/skus/${sku.id}`, { soldSeparately: true });
      await server.request(`/api/v1/carts/${sku.id}`, { method: 'DELETE', headers: m.auth, json: { orderProductTypeId: 1, donationId: null } });
      await server.app.liveCatalog.settle();
    }
  });

  it('a closed donation place shows as inactive in carts, and opens again', async () => {
    const m = await signedInMember(server);
    await server.request('/api/v1/carts', {
      method: 'POST',
      headers: m.auth,
      json: { skuId: donationSku.id, amount: 1, orderProductTypeId: 2, donationId: 501 },
    });
    try {
      expect((await patch('/api/v1/staff/donation-places/501', { status: 'inactive' })).body.result).toMatchObject({ id: 501, status: 'inactive' });
      await server.app.liveCatalog.settle();
      expect((await server.request('/api/v1/carts', { headers: m.auth })).body.result.cart.donationProduct[0].status).toBe('inactive');
    } finally {
      await patch('/api/v1/staff/donation-places/501', { status: 'active' });
      await server.app.liveCatalog.settle();
    }
    expect((await server.request('/api/v1/carts', { headers: m.auth })).body.result.cart.donationProduct[0].status).toBe('active');
  });

  it('refuses unknown ids, bad values and callers without the staff token', async () => {
    expect((await patch('/api/v1/staff/skus/99999999', { stock: 1 })).status).toBe(404);
    expect((await patch('/api/v1/staff/donation-places/99999999', { status: 'active' })).status).toBe(404);
    for (const body of [{}, { stock: -1 }, { stock: 1.5 }, { displayStatus: 'gone' }, { soldSeparately: 'yes' }, { soldSeparately: null }]) {
      expect((await patch(`/api/v1/staff/skus/${sku.id}`, body)).status).toBe(400);
    }
    expect((await patch('/api/v1/staff/donation-places/501', { status: 'closed' })).status).toBe(400);
    expect((await patch(`/api/v1/staff/skus/${sku.id}`, { stock: 1 }, {})).status).toBe(401);
    expect((await server.request(`/api/v1/products/${fixtureProducts[2]!.id}`)).body.result.skus[0].totalProduct).toBe(20);
  });
});

describe('without a token for scripts configured', () => {
  it('the staff calls answer only to signed-in staff', async () => {
    const plain = await startTestServer({ DEMO_DATA: 'false' });
    try {
      const res = await plain.request('/api/v1/staff/coin-adjustments', { method: 'POST', headers: staff, json: { memberId: 1, coin: 5, reference: 'a' } });
      expect(res.status).toBe(401);
    } finally {
      await plain.close();
    }
  });
});
