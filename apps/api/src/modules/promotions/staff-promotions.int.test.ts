import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { signedInMember } from '../../../test/members-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';

const STAFF_TOKEN = 'staff-token-for-promotions-0123456789';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
let server: TestServer;
const [miniAdult, catFood] = fixtureProducts;
const small = miniAdult!.skus[0]!; // 235.00
const gift = catFood!.skus[0]!; // 129.00

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false', STAFF_API_TOKEN: STAFF_TOKEN, RATE_LIMIT_PER_MINUTE: '1000000', SIGNIN_ATTEMPTS_PER_MINUTE: '1000' });
  await loadCatalogFixture(server.app.database);
  await server.app.liveCatalog.settle();
});
afterAll(() => server.close());

const promotion = (overrides: Record<string, unknown> = {}) => ({
  code: 'small-gift',
  kind: 'gift',
  nameTh: 'ซื้อ 2 แถมอาหารแมว',
  nameEn: 'Buy 2, get cat food',
  minSpend: 0,
  conditionSkuId: small.id,
  conditionAmount: 2,
  giftSkuId: gift.id,
  giftAmount: 1,
  discountAmount: null,
  discountPercent: null,
  startsAt: '2026-01-01T00:00:00+07:00',
  endsAt: null,
  status: 'active',
  ...overrides,
});
const create = (body: object, lang: 'th' | 'en' = 'en') => server.request('/api/v1/staff/promotions', { method: 'POST', headers: staff, json: body, lang });
const change = (id: number, body: object, lang: 'th' | 'en' = 'en') =>
  server.request(`/api/v1/staff/promotions/${id}`, { method: 'PATCH', headers: staff, json: body, lang });
const message = (res: { body: { errorMessage: unknown } }) => JSON.stringify(res.body.errorMessage);

type Member = Awaited<ReturnType<typeof signedInMember>>;
const general = async (m: Member) => (await server.request('/api/v1/carts', { headers: m.auth, lang: 'en' })).body.result.cart.generalProduct;

describe('automatic promotions in the back office', () => {
  it('a gift staff create reaches a member’s cart at once, and leaves it when switched off; both audited', async () => {
    const m = await signedInMember(server);
    await server.request('/api/v1/carts', { method: 'POST', headers: m.auth, json: { skuId: small.id, amount: 2, orderProductTypeId: 1 } });
    expect((await general(m)).products).toHaveLength(1);

    const created = await create(promotion());
    expect(created.status, created.text).toBe(200);
    expect(created.body.result).toMatchObject({ code: 'SMALL-GIFT', kind: 'gift', giftSkuId: gift.id, discountAmount: null, status: 'active' });
    // no waiting: the answer came once this instance had the promotion
    const withGift = await general(m);
    expect(withGift.products).toHaveLength(2);
    expect(withGift.products[1]).toMatchObject({ totalPrice: 0, product: { skuId: gift.id, orderProductTypeId: 3 } });

    const id = (created.body.result as { id: number }).id;
    const off = await change(id, { status: 'inactive' });
    expect(off.body.result).toMatchObject({ status: 'inactive', giftSkuId: gift.id });
    expect((await general(m)).products).toHaveLength(1);

    const listed = await server.request('/api/v1/staff/promotions', { headers: staff });
    expect(listed.body.result).toEqual(expect.arrayContaining([expect.objectContaining({ id, status: 'inactive', conditionAmount: 2 })]));
    const log = await server.request('/api/v1/staff/audit-log?action=promotions.manage', { headers: staff });
    const entries = (log.body.result.entries as { action: string; target: string; before: unknown; after: unknown }[]).filter(
      (e) => e.target === 'promotion SMALL-GIFT',
    );
    expect(entries.map((e) => e.action)).toEqual(['promotions.manage:change-promotion', 'promotions.manage:create-promotion']);
    expect(entries[0]).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
  });

  it('a percentage off from a spend lowers the cart’s total at once; a change of rate follows', async () => {
    const m = await signedInMember(server);
    await server.request('/api/v1/carts', { method: 'POST', headers: m.auth, json: { skuId: small.id, amount: 1, orderProductTypeId: 1 } });
    const created = await create(
      promotion({ code: 'TEN-OFF', kind: 'discount', conditionSkuId: null, conditionAmount: 1, giftSkuId: null, minSpend: 200, discountPercent: 10 }),
    );
    expect(created.status, created.text).toBe(200);
    expect((await general(m)).totalDiscountPromotion).toBe(23.5);

    const id = (created.body.result as { id: number }).id;
    const fixed = await change(id, { discountAmount: 30.25, discountPercent: null });
    expect(fixed.status, fixed.text).toBe(200);
    expect((await general(m)).totalDiscountPromotion).toBe(30.25);
    await change(id, { status: 'inactive' });
    expect((await general(m)).totalDiscountPromotion).toBe(0);
  });

  it('refuses what the table would refuse, before the database does, in the caller’s language', async () => {
    const noGift = await create(promotion({ code: 'NO-GIFT', giftSkuId: null }), 'th');
    expect(noGift.status).toBe(400);
    expect(message(noGift)).toContain('โปรโมชันของแถมต้องระบุ SKU ที่แถม');
    const both = await create(promotion({ code: 'BOTH', kind: 'discount', giftSkuId: null, discountAmount: 50, discountPercent: 10 }));
    expect(both.status).toBe(400);
    expect(message(both)).toContain('A discount is either an amount above zero or a whole percentage from 1 to 100, not both.');
    const neither = await create(promotion({ code: 'NEITHER', kind: 'discount', giftSkuId: null }));
    expect(neither.status).toBe(400);
    const percent = await create(promotion({ code: 'P150', kind: 'discount', giftSkuId: null, discountPercent: 150 }));
    expect(percent.status).toBe(400);
    const backwards = await create(promotion({ code: 'BACK', endsAt: '2025-01-01T00:00:00+07:00' }));
    expect(message(backwards)).toContain('The end must come after the start.');
    const unknown = await create(promotion({ code: 'NO-SKU', giftSkuId: 987654321 }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorMessage).toEqual([{ giftSkuId: 'One of the categories, brands or SKUs does not exist.' }]);
    const tooLarge = await create(promotion({ code: 'HUGE-ID', conditionSkuId: 99_999_999_999 }));
    expect(tooLarge.status).toBe(400);
    const shape = await create(promotion({ code: 'no spaces' }));
    expect(shape.status).toBe(400);

    expect((await create(promotion({ code: 'TWICE' }))).status).toBe(200);
    const again = await create(promotion({ code: 'twice' }));
    expect(again.status).toBe(409);
    expect(message(again)).toContain('A code with these letters exists already.');
  });

  it('checks a change that sends one half of a pair against the half stored; an empty change changes nothing', async () => {
    const made = await create(promotion({ code: 'HALVES', startsAt: '2026-06-01T00:00:00+07:00' }));
    const id = (made.body.result as { id: number }).id;

    const backwards = await change(id, { endsAt: '2026-05-01T00:00:00+07:00' });
    expect(backwards.status).toBe(400);
    expect(message(backwards)).toContain('The end must come after the start.');
    const toDiscount = await change(id, { kind: 'discount' }, 'th');
    expect(toDiscount.status).toBe(400);
    expect(message(toDiscount)).toContain('ส่วนลดต้องเป็นจำนวนเงินมากกว่า 0');
    const noGift = await change(id, { giftSkuId: null });
    expect(message(noGift)).toContain('A gift promotion needs the SKU it gives.');
    const unknown = await change(id, { conditionSkuId: 987654321 });
    expect(unknown.status).toBe(400);

    const before = await server.request('/api/v1/staff/audit-log?action=promotions.manage', { headers: staff });
    const nothing = await change(id, {});
    expect(nothing.status).toBe(200);
    const same = await change(id, { nameEn: 'Buy 2, get cat food' });
    expect(same.status).toBe(200);
    const after = await server.request('/api/v1/staff/audit-log?action=promotions.manage', { headers: staff });
    expect(after.body.result.total).toBe(before.body.result.total);

    // a discount from a gift: the gift's SKU goes, the discount comes
    const toFixed = await change(id, { kind: 'discount', discountAmount: 50 });
    expect(toFixed.status, toFixed.text).toBe(200);
    expect(toFixed.body.result).toMatchObject({
      kind: 'discount',
      giftSkuId: null,
      discountAmount: 50,
      discountPercent: null,
      startsAt: '2026-05-31T17:00:00.000Z',
    });
  });

  it('offers every category and brand, and SKUs by name, code or id, for the pickers', async () => {
    const choices = await server.request('/api/v1/staff/promotion-choices', { headers: staff });
    expect(choices.body.result.categories).toEqual(expect.arrayContaining([{ id: 900000881, nameTh: 'แมว', nameEn: 'Cats', active: true }]));
    expect(choices.body.result.brands).toEqual(expect.arrayContaining([expect.objectContaining({ id: 2, nameEn: 'SmartHeart' })]));

    const byName = await server.request(`/api/v1/staff/promotion-skus?q=${encodeURIComponent('mackerel')}`, { headers: staff });
    expect(byName.body.result).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: gift.id, productNameEn: 'SmartHeart Cat Food Mackerel', active: true })]),
    );
    const byIds = await server.request(`/api/v1/staff/promotion-skus?ids=${small.id},${gift.id},${small.id}`, { headers: staff });
    expect((byIds.body.result as { id: number }[]).map((s) => s.id).sort((a, b) => a - b)).toEqual([small.id, gift.id].sort((a, b) => a - b));
    expect((await server.request('/api/v1/staff/promotion-skus?ids=1,x', { headers: staff })).status).toBe(400);
    expect((await server.request('/api/v1/staff/promotion-skus', { headers: staff })).body.result).toEqual([]);
  });
});
