import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { ordersFixture } from '../../../test/orders-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';

const STAFF_TOKEN = 'staff-token-for-promo-codes-0123456789';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
let server: TestServer;
const small = fixtureProducts[0]!.skus[0]!; // 235.00

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false', STAFF_API_TOKEN: STAFF_TOKEN, RATE_LIMIT_PER_MINUTE: '1000000' });
  await loadCatalogFixture(server.app.database);
  await server.app.liveCatalog.settle();
});
afterAll(() => server.close());

const { shopper, orderBody, place } = ordersFixture(() => server, staff);
const code = (overrides: Record<string, unknown> = {}) => ({
  code: 'rainy-10',
  nameTh: 'หน้าฝนลด 10%',
  nameEn: 'Rainy season 10% off',
  kind: 'percent',
  value: 10,
  maxDiscount: 100,
  minSpend: 200,
  startsAt: '2026-01-01T00:00:00+07:00',
  endsAt: null,
  totalQuota: 2,
  perMemberQuota: 1,
  audience: 'members',
  categoryIds: [],
  brandIds: [],
  skuIds: [],
  bonusCoins: 5,
  status: 'active',
  ...overrides,
});

describe('promo codes in the back office', () => {
  it('a code staff create is used at checkout at once; the list counts its use and names the order', async () => {
    const created = await server.request('/api/v1/staff/promo-codes', { method: 'POST', headers: staff, json: code() });
    expect(created.status, created.text).toBe(200);
    expect(created.body.result).toMatchObject({ code: 'RAINY-10', value: 10, maxDiscount: 100, minSpend: 200, usedCount: 0, quotaLeft: 2 });

    const m = await shopper([{ skuId: small.id, amount: 1 }]);
    const res = await place(m, await orderBody(m, { promoCode: 'Rainy-10' }, { code: 23.5, coin: 0 }));
    expect(res.status, res.text).toBe(200);

    const listed = (await server.request('/api/v1/staff/promo-codes', { headers: staff })).body.result.find((c: { code: string }) => c.code === 'RAINY-10');
    expect(listed).toMatchObject({ usedCount: 1, quotaLeft: 1 });
    const using = await server.request(`/api/v1/staff/promo-codes/${listed.id}/orders`, { headers: staff });
    expect(using.body.result).toEqual([expect.objectContaining({ orderNo: res.body.result.orderNo, memberId: m.id, codeDiscount: 23.5 })]);

    const below = await server.request(`/api/v1/staff/promo-codes/${listed.id}`, { method: 'PATCH', headers: staff, json: { totalQuota: 0 }, lang: 'en' });
    expect(below.status).toBe(400);
    const stopped = await server.request(`/api/v1/staff/promo-codes/${listed.id}`, { method: 'PATCH', headers: staff, json: { status: 'inactive' } });
    expect(stopped.body.result.status).toBe('inactive');
    const log = await server.request('/api/v1/staff/audit-log?action=promotions', { headers: staff });
    expect(log.body.result.entries.map((e: { action: string }) => e.action)).toEqual(['promotions.manage:change', 'promotions.manage:create']);
    expect(log.body.result.entries[0]).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
  });

  it('refuses a code that exists in any case, a bad percentage, a window backwards and unknown categories, in the caller’s language', async () => {
    await server.request('/api/v1/staff/promo-codes', { method: 'POST', headers: staff, json: code({ code: 'TWICE' }) });
    const again = await server.request('/api/v1/staff/promo-codes', { method: 'POST', headers: staff, json: code({ code: 'twice' }), lang: 'en' });
    expect(again.status).toBe(409);
    const percent = await server.request('/api/v1/staff/promo-codes', { method: 'POST', headers: staff, json: code({ code: 'P150', value: 150 }), lang: 'th' });
    expect(percent.status).toBe(400);
    expect(JSON.stringify(percent.body.errorMessage)).toContain('ส่วนลดแบบเปอร์เซ็นต์ต้องเป็นจำนวนเต็ม 1–100');
    const backwards = await server.request('/api/v1/staff/promo-codes', {
      method: 'POST',
      headers: staff,
      json: code({ code: 'BACK', endsAt: '2025-01-01T00:00:00+07:00' }),
      lang: 'en',
    });
    expect(JSON.stringify(backwards.body.errorMessage)).toContain('The end must come after the start.');
    const unknown = await server.request('/api/v1/staff/promo-codes', {
      method: 'POST',
      headers: staff,
      json: code({ code: 'NOCAT', categoryIds: [123456789] }),
      lang: 'en',
    });
    expect(unknown.body.errorMessage).toBe('One of the categories, brands or SKUs does not exist.');
  });

  it('checks a change that sends half of a pair against the half stored, and changes nothing', async () => {
    const made = await server.request('/api/v1/staff/promo-codes', { method: 'POST', headers: staff, json: code({ code: 'HALF-PAIR' }) });
    const id = (made.body.result as { id: number }).id;
    const percent = await server.request(`/api/v1/staff/promo-codes/${id}`, { method: 'PATCH', headers: staff, json: { value: 150 }, lang: 'en' });
    expect(percent.status).toBe(400);
    const backwards = await server.request(`/api/v1/staff/promo-codes/${id}`, {
      method: 'PATCH',
      headers: staff,
      json: { endsAt: '2025-06-01T00:00:00+07:00' },
      lang: 'en',
    });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body.errorMessage)).toContain('The end must come after the start.');
    const nothing = await server.request(`/api/v1/staff/promo-codes/${id}`, { method: 'PATCH', headers: staff, json: {} });
    expect(nothing.status).toBe(200);
    const list = await server.request('/api/v1/staff/promo-codes', { headers: staff });
    expect((list.body.result as { id: number; value: number; endsAt: string | null }[]).find((c) => c.id === id)).toMatchObject({ value: 10, endsAt: null });
  });
});
