import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { signedInMember } from '../../../test/members-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { productSkus } from '../catalog/catalog.tables';
import { promotions } from './promotions.tables';

let server: TestServer;
const [miniAdult, catFood, ball, , , donation] = fixtureProducts;
const [small, medium] = miniAdult!.skus; // 235.00 (stock 20), 865.00 special 735.00 (20)
const gift = catFood!.skus[0]!; // 129.00, stock 20
const other = ball!.skus[0]!; // 99.00

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false', RATE_LIMIT_PER_MINUTE: '100000', SIGNIN_ATTEMPTS_PER_MINUTE: '1000' });
  await loadCatalogFixture(server.app.database);
  await server.app.liveCatalog.settle();
});
afterAll(() => server.close());

const db = () => server.app.database.db;
async function settle() {
  await server.app.livePromotions.settle();
  await server.app.liveCatalog.settle();
}
beforeEach(async () => {
  await db().delete(promotions);
  await db().update(productSkus).set({ stock: 20 }).where(eq(productSkus.id, gift.id));
  await settle();
});

type Member = Awaited<ReturnType<typeof signedInMember>>;
const add = (m: Member, skuId: number, amount = 1) =>
  server.request('/api/v1/carts', { method: 'POST', headers: m.auth, json: { skuId, amount, orderProductTypeId: 1 } });
const general = async (m: Member) => (await server.request('/api/v1/carts', { headers: m.auth, lang: 'en' })).body.result.cart.generalProduct;
const giftOnSmall = {
  code: 'SMALL-GIFT',
  kind: 'gift' as const,
  nameTh: 'ของแถม',
  nameEn: 'Gift',
  conditionSkuId: small!.id,
  conditionAmount: 2,
  giftSkuId: gift.id,
  giftAmount: 1,
};

describe('gifts with purchase', () => {
  it('come and go with their condition, as fixed complimentary lines that cost nothing', async () => {
    await db().insert(promotions).values(giftOnSmall);
    await settle();
    const m = await signedInMember(server);
    await add(m, small!.id, 1);
    expect((await general(m)).products).toHaveLength(1);

    await add(m, small!.id, 1);
    const withGift = await general(m);
    expect(withGift.products).toHaveLength(2);
    expect(withGift.products[1]).toMatchObject({
      totalAmount: 1,
      totalPrice: 0,
      product: { skuId: gift.id, productNameEn: 'SmartHeart Cat Food Mackerel', orderProductTypeId: 3, orderProductTypeDisplay: 'complimentary' },
    });
    // 2 × 235.00; the gift is free, earns nothing and counts as an item
    expect(withGift).toMatchObject({ totalAmount: 3, totalPrice: 470, grandTotalPrice: 520 });

    // a gift cannot be changed or removed by the member
    const patch = await server.request(`/api/v1/carts/${gift.id}`, { method: 'PATCH', headers: m.auth, json: { orderProductTypeId: 3, amount: 2 } });
    expect(patch.status).toBe(400);
    const del = await server.request(`/api/v1/carts/${gift.id}`, { method: 'DELETE', headers: m.auth, json: { orderProductTypeId: 3, donationId: null } });
    expect(del.status).toBe(400);

    await server.request(`/api/v1/carts/${small!.id}`, { method: 'PATCH', headers: m.auth, json: { orderProductTypeId: 1, amount: 1 } });
    expect((await general(m)).products).toHaveLength(1);
  });

  it('stop while the gift is sold out, and when the promotion is switched off or over', async () => {
    await db().insert(promotions).values(giftOnSmall);
    await settle();
    const m = await signedInMember(server);
    await add(m, small!.id, 2);
    expect((await general(m)).products).toHaveLength(2);

    await db().update(productSkus).set({ stock: 0 }).where(eq(productSkus.id, gift.id));
    await settle();
    expect((await general(m)).products).toHaveLength(1);
    await db().update(productSkus).set({ stock: 20 }).where(eq(productSkus.id, gift.id));
    await settle();
    expect((await general(m)).products).toHaveLength(2);

    await db().update(promotions).set({ status: 'inactive' });
    await settle();
    expect((await general(m)).products).toHaveLength(1);
    await db()
      .update(promotions)
      .set({ status: 'active', startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() - 1_000) });
    await settle();
    expect((await general(m)).products).toHaveLength(1);
  });

  it('are not given for donations', async () => {
    await db()
      .insert(promotions)
      .values({ ...giftOnSmall, conditionSkuId: donation!.skus[0]!.id, conditionAmount: 1 });
    await settle();
    const m = await signedInMember(server);
    await server.request('/api/v1/carts', {
      method: 'POST',
      headers: m.auth,
      json: { skuId: donation!.skus[0]!.id, amount: 1, orderProductTypeId: 2, donationId: 501 },
    });
    const cart = (await server.request('/api/v1/carts', { headers: m.auth })).body.result.cart;
    expect(cart.generalProduct.products).toEqual([]);
    expect(cart.donationProduct[0].products).toHaveLength(1);
  });
});

describe('order discounts', () => {
  it('take the best running discount off the general products from its spend, before the shipping rule', async () => {
    await db()
      .insert(promotions)
      .values([
        { code: 'FIXED-100', kind: 'discount', nameTh: 'ลด 100', nameEn: '100 off', minSpendSatang: 100_000, discountSatang: 10_000 },
        { code: 'FIVE-PERCENT', kind: 'discount', nameTh: 'ลด 5%', nameEn: '5% off', minSpendSatang: 150_000, discountPercent: 5 },
      ]);
    await settle();
    const m = await signedInMember(server);
    await add(m, medium!.id, 1); // 735.00
    expect(await general(m)).toMatchObject({ totalPrice: 735, totalDiscountPromotion: 0, totalShippingPrice: 0, grandTotalPrice: 735 });
    await add(m, other.id, 3); // + 297.00 = 1,032.00: 100 off
    expect(await general(m)).toMatchObject({ totalPrice: 1032, totalDiscountPromotion: 100, grandTotalPrice: 932 });
    await add(m, medium!.id, 1); // 1,767.00: 5 % = 88.35, less than 100
    expect(await general(m)).toMatchObject({ totalPrice: 1767, totalDiscountPromotion: 100, grandTotalPrice: 1667 });
    await add(m, medium!.id, 2); // 3,237.00: 5 % = 161.85
    expect(await general(m)).toMatchObject({ totalPrice: 3237, totalDiscountPromotion: 161.85, grandTotalPrice: 3075.15 });
  });

  it('count only what can be bought now', async () => {
    await db()
      .insert(promotions)
      .values({ code: 'FIXED-50', kind: 'discount', nameTh: 'ลด 50', nameEn: '50 off', minSpendSatang: 40_000, discountSatang: 5_000 });
    await settle();
    const m = await signedInMember(server);
    await add(m, small!.id, 2); // 470.00
    expect((await general(m)).totalDiscountPromotion).toBe(50);
    await db().update(productSkus).set({ stock: 1 }).where(eq(productSkus.id, small!.id));
    await settle();
    try {
      expect((await general(m)).totalDiscountPromotion).toBe(0);
    } finally {
      await db().update(productSkus).set({ stock: 20 }).where(eq(productSkus.id, small!.id));
      await settle();
    }
  });
});
