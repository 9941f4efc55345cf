import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { signedInMember } from '../../../test/members-fixture';
import { ordersFixture, QR, type Member } from '../../../test/orders-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { productSkus } from '../catalog/catalog.tables';
import { coinLedger } from '../coins/coins.tables';
import { formatDateTime } from '@pawsook/shared/format/date';
import { mailOutbox } from '../mail/mail.tables';
import { promoCodes } from '../promotions/promotions.tables';
import { checkoutDiscounts } from '../checkout/checkout.tables';
import { orderLines, orderStatusHistory, orders } from './orders.tables';

const STAFF_TOKEN = 'staff-token-for-the-orders-test-0123456789';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
let server: TestServer;
const [miniAdult, smartHeart, ball, , , donation] = fixtureProducts;
const small = miniAdult!.skus[0]!; // 235.00, stock 20
const medium = miniAdult!.skus[1]!; // 735.00 special, stock 20
const catFood = smartHeart!.skus[0]!; // 129.00, a cat product of brand 2
const rubberBall = ball!.skus[0]!; // 99.00

beforeAll(async () => {
  server = await startTestServer({
    DEMO_DATA: 'false',
    STAFF_API_TOKEN: STAFF_TOKEN,
    RATE_LIMIT_PER_MINUTE: '1000000',
    SIGNIN_ATTEMPTS_PER_MINUTE: '1000000',
    // the tests run the sweep themselves
    ORDER_EXPIRY_SWEEP_SECONDS: '60',
  });
  await loadCatalogFixture(server.app.database);
  await server.app.liveCatalog.settle();
  await server.app.database.db.insert(promoCodes).values([
    {
      code: 'TEN',
      nameTh: 'ลด 10%',
      nameEn: '10% off',
      kind: 'percent',
      value: 10,
      maxDiscountSatang: 10_000,
      minSpendSatang: 30_000,
      startsAt: new Date('2026-01-01'),
    },
    { code: 'OLD', nameTh: 'หมดเขต', nameEn: 'Ended', kind: 'fixed', value: 1_000, startsAt: new Date('2025-01-01'), endsAt: new Date('2025-02-01') },
    { code: 'FULL', nameTh: 'เต็ม', nameEn: 'Used up', kind: 'fixed', value: 1_000, totalQuota: 1, usedCount: 1, startsAt: new Date('2026-01-01') },
    { code: 'CATS', nameTh: 'แมว', nameEn: 'Cats', kind: 'fixed', value: 2_000, categoryIds: [900000881], bonusCoins: 30, startsAt: new Date('2026-01-01') },
    { code: 'ONCE', nameTh: 'ครั้งเดียว', nameEn: 'Once', kind: 'fixed', value: 1_000, perMemberQuota: 1, startsAt: new Date('2026-01-01') },
  ]);
});
afterAll(() => server.close());

const fixture = ordersFixture(() => server, staff);
const { orderBody, place } = fixture;
const shopper = (lines: Parameters<typeof fixture.shopper>[0] = [{ skuId: small.id, amount: 2 }], coins = 0) => fixture.shopper(lines, coins);

const stockOf = async (skuId: number) =>
  (await server.app.database.db.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, skuId)))[0]!.stock;

const balanceMatchesLedger = async (memberId: number) => {
  const [row] = await server.app.database.db
    .select({ sum: sql<number>`coalesce(sum(${coinLedger.coin}), 0)::int` })
    .from(coinLedger)
    .where(eq(coinLedger.memberId, memberId));
  return row!.sum;
};

describe('placing an order', () => {
  it('reserves the stock, takes the group out of the cart, answers the order and mails the member', async () => {
    const m = await shopper();
    const before = await stockOf(small.id);
    const res = await place(m, await orderBody(m));
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toEqual({
      orderNo: expect.stringMatching(/^PS\d{6}[0-9A-HJKMNP-TV-Z]{6}$/),
      orderId: expect.any(Number),
      netTotalPrice: 520, // 2 × 235.00 + 50.00 shipping
      expiryDate: expect.any(String),
      productType: 'regular',
    });
    const expiresIn = new Date(res.body.result.expiryDate).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);
    expect(await stockOf(small.id)).toBe(before - 2);
    expect((await server.request('/api/v1/carts', { headers: m.auth })).body.result.cart.generalProduct.products).toEqual([]);

    const status = await server.request(`/api/v1/orders/${res.body.result.orderNo}/status`, { headers: m.auth });
    expect(status.body.result).toEqual({ statusId: 1 });
    const [order] = await server.app.database.db.select().from(orders).where(eq(orders.id, res.body.result.orderId));
    expect(order).toMatchObject({
      statusId: 1,
      productTotalSatang: 47_000,
      shippingSatang: 5_000,
      netTotalSatang: 52_000,
      shippingAddress: expect.objectContaining({ name: 'Malee', provinceEn: 'Bangkok' }),
    });
    const lines = await server.app.database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines).toEqual([
      expect.objectContaining({ skuId: small.id, amount: 2, unitPriceSatang: 23_500, nameEn: miniAdult!.nameEn, choiceEn: '400 g', orderProductTypeId: 1 }),
    ]);
    expect(await server.app.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order!.id))).toEqual([
      expect.objectContaining({ fromStatusId: null, toStatusId: 1, actor: 'member' }),
    ]);
    const [mail] = await server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, m.email));
    expect(mail?.subject).toBe(`Order ${res.body.result.orderNo} received: waiting for payment`);
    expect(mail?.text).toContain('฿520.00');
    expect(mail?.text).toContain(`by ${formatDateTime(order!.expiresAt, 'en')}`);
    // the link opens the order in the mail's language, whatever the device last used
    expect(mail?.links).toEqual([`${server.config.publicUrl}/cart/checkout?step=3&Ref=${res.body.result.orderNo}&lang=en`]);
  });

  it('mails a Thai member the date to pay by with the Buddhist-era year', async () => {
    const m = await shopper();
    const res = await place(m, await orderBody(m), {}, 'th');
    expect(res.status, res.text).toBe(200);
    const [order] = await server.app.database.db.select().from(orders).where(eq(orders.id, res.body.result.orderId));
    const [mail] = await server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, m.email));
    expect(mail?.text).toContain(`ภายใน ${formatDateTime(order!.expiresAt, 'th')} น.`);
    expect(mail?.links).toEqual([`${server.config.publicUrl}/cart/checkout?step=3&Ref=${res.body.result.orderNo}&lang=th`]);
  });

  it('answers another member’s order as not found, and needs a token', async () => {
    const owner = await shopper();
    const placed = await place(owner, await orderBody(owner));
    const stranger = await signedInMember(server);
    expect((await server.request(`/api/v1/orders/${placed.body.result.orderNo}/status`, { headers: stranger.auth })).status).toBe(404);
    expect((await server.request('/api/v1/orders', { method: 'POST', json: {} })).status).toBe(401);
  });

  it.each([
    [
      'a price the server does not charge',
      (b: Record<string, unknown>) => ({ ...b, products: [{ skuId: small.id, price: 1, amount: 2 }] }),
      'Your cart has changed. Please check it again.',
      1,
    ],
    [
      'a total the server does not charge',
      (b: Record<string, unknown>) => ({ ...b, netTotalPrice: 1 }),
      'The prices or discounts of your order have changed. Please check your order again.',
      2,
    ],
    ['no delivery address', (b: Record<string, unknown>) => ({ ...b, shippingAddressId: null }), 'Please add delivery address.', 2],
    ['another member’s address', (b: Record<string, unknown>) => ({ ...b, shippingAddressId: 1 }), 'Please add delivery address.', 2],
    ['no receipt address when one is needed', (b: Record<string, unknown>) => ({ ...b, receiptNeed: true }), 'Please add the receipt address.', 2],
    ['no payment channel', (b: Record<string, unknown>) => ({ ...b, paymentChannelId: null }), 'Please select payment method.', 2],
    ['an unknown payment channel', (b: Record<string, unknown>) => ({ ...b, paymentChannelId: 99 }), 'Please select payment method.', 2],
  ])('refuses %s with the spec’s list, the message and then the step to go back to, changing nothing', async (_what, tamper, message, step) => {
    const m = await shopper();
    const stock = await stockOf(small.id);
    const res = await place(m, tamper(await orderBody(m)));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ responseCode: '400', errorMessage: [{ message }, { result: String(step) }], result: null });
    expect(await stockOf(small.id)).toBe(stock);
    expect((await server.request('/api/v1/carts', { headers: m.auth })).body.result.cart.generalProduct.products).toHaveLength(1);
  });

  it('speaks Thai by default', async () => {
    const m = await shopper();
    const res = await place(m, { ...(await orderBody(m)), shippingAddressId: null }, {}, 'th');
    expect(res.body.errorMessage).toEqual([{ message: 'กรุณาเพิ่มที่อยู่จัดส่ง' }, { result: '2' }]);
  });

  it('answers a body that is not an order as the same list: the first field’s message, then step 2', async () => {
    const m = await shopper();
    const res = await place(m, { ...(await orderBody(m)), products: 'none' });
    expect(res.status).toBe(400);
    expect(res.body.result).toBeNull();
    expect(res.body.errorMessage).toEqual([{ message: expect.stringMatching(/^products: .+/) }, { result: '2' }]);
    const broken = await server.request('/api/v1/orders', {
      method: 'POST',
      headers: { ...m.auth, 'content-type': 'application/json' },
      body: '{"products":',
      lang: 'en',
    });
    expect(broken.body).toEqual({ responseCode: '400', errorMessage: [{ message: 'The request body is not valid JSON.' }, { result: '2' }], result: null });
    // other calls keep their field lists
    const address = await server.request('/api/v1/order-shipping-address', { method: 'POST', headers: m.auth, json: {}, lang: 'en' });
    expect(address.status).toBe(400);
    expect(Object.keys(address.body.errorMessage[0])).not.toContain('message');
  });

  it('makes one order of a retry with the same Idempotency-Key, and refuses the key with another body', async () => {
    const m = await shopper();
    const body = await orderBody(m);
    const key = { 'idempotency-key': `k-${m.id}-0123456789` };
    const [a, b] = await Promise.all([place(m, body, key), place(m, body, key)]);
    expect(a.status, a.text).toBe(200);
    expect(b.body.result.orderNo).toBe(a.body.result.orderNo);
    const again = await place(m, body, key);
    expect(again.body.result.orderNo).toBe(a.body.result.orderNo);
    expect((await server.app.database.db.select().from(orders).where(eq(orders.memberId, m.id))).length).toBe(1);
    const other = await place(m, { ...body, netTotalPrice: 1 }, key);
    expect(other.status).toBe(409);
  });

  it('makes one order of a double click without a key', async () => {
    const m = await shopper();
    const body = await orderBody(m);
    const results = await Promise.all([place(m, body), place(m, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('places a donation to the place’s own address, free of shipping', async () => {
    const m = await shopper([{ skuId: donation!.skus[0]!.id, amount: 1, orderProductTypeId: 2, donationId: 501 }]);
    const cart = (await server.request('/api/v1/carts', { headers: m.auth })).body.result.cart;
    const group = cart.donationProduct[0];
    const res = await place(m, {
      products: [{ skuId: donation!.skus[0]!.id, price: 690, amount: 1 }],
      netTotalPrice: group.grandTotalPrice,
      shippingAddressId: null,
      paymentChannelId: QR,
      isDonation: true,
      donationId: 501,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.result.netTotalPrice).toBe(690);
    const [order] = await server.app.database.db.select().from(orders).where(eq(orders.id, res.body.result.orderId));
    expect(order).toMatchObject({
      isDonation: true,
      donationPlaceId: 501,
      shippingSatang: 0,
      shippingAddress: expect.objectContaining({ name: 'คุณสมศรี ใจบุญ', postelCode: '10200' }),
    });
  });
});

describe('orders arriving together', () => {
  it('are placed together, each whole: its own lines, history, coins, code, mail and emptied cart', async () => {
    await server.app.database.db
      .update(productSkus)
      .set({ stock: 100 })
      .where(inArray(productSkus.id, [rubberBall.id, catFood.id]));
    await server.app.liveCatalog.settle();
    await server.app.database.db
      .insert(promoCodes)
      .values({ code: 'TOGETHER', nameTh: 'x', nameEn: 'x', kind: 'fixed', value: 500, startsAt: new Date('2026-01-01') });
    // a mix: plain, with coins, with a code, two lines
    const kinds = Array.from({ length: 24 }, (_, i) => i % 4);
    const shoppers = await Promise.all(
      kinds.map((kind) =>
        shopper(
          kind === 3
            ? [
                { skuId: rubberBall.id, amount: 1 },
                { skuId: catFood.id, amount: 2 },
              ]
            : [{ skuId: rubberBall.id, amount: 1 }],
          kind === 1 ? 50 : 0,
        ),
      ),
    );
    const bodies = await Promise.all(
      shoppers.map((m, i) =>
        kinds[i] === 1
          ? orderBody(m, { coinUsed: 10 }, { code: 0, coin: 10 })
          : kinds[i] === 2
            ? orderBody(m, { promoCode: 'together' }, { code: 5, coin: 0 })
            : orderBody(m),
      ),
    );
    // and donors who also have a general line: their donation leaves the general line in the cart
    const donationSku = donation!.skus[0]!;
    const donors = await Promise.all(
      Array.from({ length: 4 }, () =>
        shopper([
          { skuId: rubberBall.id, amount: 1 },
          { skuId: donationSku.id, amount: 1, orderProductTypeId: 2, donationId: 501 },
        ]),
      ),
    );
    const donationBody = {
      products: [{ skuId: donationSku.id, price: 690, amount: 1 }],
      netTotalPrice: 690,
      shippingAddressId: null,
      paymentChannelId: QR,
      isDonation: true,
      donationId: 501,
    };
    const ballStock = await stockOf(rubberBall.id);
    const before = server.app.checkout.placingSent();
    const [results, donated] = await Promise.all([
      Promise.all(shoppers.map((m, i) => place(m, bodies[i]!))),
      Promise.all(donors.map((m) => place(m, donationBody))),
    ]);
    expect(results.map((r) => `${r.status} ${r.status === 200 ? '' : r.text}`)).toEqual(kinds.map(() => '200 '));
    expect(donated.map((r) => `${r.status} ${r.status === 200 ? '' : r.text}`)).toEqual(donors.map(() => '200 '));
    const sent = server.app.checkout.placingSent();
    expect(sent.items - before.items).toBe(28);
    expect(sent.batches - before.batches).toBeLessThan(28);
    for (const [i, m] of donors.entries()) {
      const [order] = await server.app.database.db.select().from(orders).where(eq(orders.orderNo, donated[i]!.body.result.orderNo));
      expect(order).toMatchObject({ memberId: m.id, isDonation: true, donationPlaceId: 501, netTotalSatang: 69_000 });
      const cart = (await server.request('/api/v1/carts', { headers: m.auth })).body.result.cart;
      expect(cart.generalProduct.products.map((p: { product: { skuId: number } }) => p.product.skuId)).toEqual([rubberBall.id]);
      expect(cart.donationProduct).toEqual([]);
    }

    const db = server.app.database.db;
    for (const [i, m] of shoppers.entries()) {
      const [order] = await db.select().from(orders).where(eq(orders.orderNo, results[i]!.body.result.orderNo));
      expect(order).toMatchObject({ memberId: m.id, coinsUsed: kinds[i] === 1 ? 10 : 0, promoCode: kinds[i] === 2 ? 'TOGETHER' : null });
      expect(order!.netTotalSatang).toBe(Math.round(bodies[i]!.netTotalPrice * 100));
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
      expect(lines.map((l) => [l.skuId, l.amount]).sort()).toEqual(
        (kinds[i] === 3
          ? [
              [rubberBall.id, 1],
              [catFood.id, 2],
            ]
          : [[rubberBall.id, 1]]
        ).sort(),
      );
      expect(await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order!.id))).toHaveLength(1);
      expect(await balanceMatchesLedger(m.id)).toBe(kinds[i] === 1 ? 40 : 0);
      expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, m.email))).toHaveLength(1);
      expect((await server.request('/api/v1/carts', { headers: m.auth })).body.result.cart.generalProduct.products).toEqual([]);
    }
    expect(await stockOf(rubberBall.id)).toBe(ballStock - 24);
    const [code] = await db.select().from(promoCodes).where(eq(promoCodes.code, 'TOGETHER'));
    expect(code!.usedCount).toBe(6);
  });
});

describe('promo codes', () => {
  const apply = (m: Member, promoCode: string, lang: 'th' | 'en' = 'en') =>
    server.request('/api/v1/promo-code/apply-promo-code', { method: 'POST', headers: m.auth, json: { promoCode }, lang });

  it('applies a code without regard to case, and cancels it', async () => {
    const m = await shopper([{ skuId: small.id, amount: 2 }]);
    const res = await apply(m, ' ten ');
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toEqual({ receiveCoin: expect.any(Number), discountPrice: 47, currentPrice: 473 });
    const cancel = await server.request('/api/v1/promo-code/cancel-promo-code', { headers: m.auth });
    expect(cancel.status).toBe(200);
  });

  it.each([
    ['NOPE', 'This code does not exist. Please check it and try again.'],
    ['OLD', 'This code has expired.'],
    ['FULL', 'This code has been fully used.'],
  ])('refuses %s under the input', async (code, message) => {
    const m = await shopper();
    const res = await apply(m, code);
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toEqual([{ promoCode: message }]);
  });

  it('says how much more to spend, in baht', async () => {
    const m = await shopper([{ skuId: rubberBall.id, amount: 1 }]);
    const res = await apply(m, 'TEN', 'th');
    expect(res.body.errorMessage).toEqual([{ promoCode: 'ซื้อสินค้าที่ร่วมรายการเพิ่มอีก ฿201.00 เพื่อใช้โค้ดนี้' }]);
  });

  it('checks the code again when the cart changed after it was applied', async () => {
    const m = await shopper([{ skuId: small.id, amount: 2 }]);
    expect((await apply(m, 'TEN')).status).toBe(200);
    // one bag instead of two: ฿235.00, under the code's ฿300.00 minimum
    const lowered = await server.request(`/api/v1/carts/${small.id}`, { method: 'PATCH', headers: m.auth, json: { orderProductTypeId: 1, amount: 1 } });
    expect(lowered.status, lowered.text).toBe(200);
    const detail = await server.request('/api/v1/coin/detail-use-coin', { method: 'POST', headers: m.auth, json: { orderPrice: 285 } });
    expect(detail.status, detail.text).toBe(200);
    const res = await place(m, await orderBody(m, { promoCode: 'TEN' }, { code: 23.5, coin: 0 }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorMessage: [{ message: 'Spend ฿65.00 more on eligible products to use this code.' }, { result: '2' }], result: null });
    expect(await server.app.database.db.select().from(orders).where(eq(orders.memberId, m.id))).toEqual([]);
  });

  it('applies to eligible products only, and gives its bonus coins with the order', async () => {
    const dogOnly = await shopper([{ skuId: small.id, amount: 1 }]);
    expect((await apply(dogOnly, 'CATS')).body.errorMessage).toEqual([{ promoCode: 'This code is not for the products in your order.' }]);
    const m = await shopper([
      { skuId: catFood.id, amount: 2 },
      { skuId: small.id, amount: 1 },
    ]);
    const applied = await apply(m, 'CATS');
    expect(applied.body.result.discountPrice).toBe(20);
    const res = await place(m, await orderBody(m, { promoCode: 'cats' }, { code: 20, coin: 0 }));
    expect(res.status, res.text).toBe(200);
    const [order] = await server.app.database.db.select().from(orders).where(eq(orders.id, res.body.result.orderId));
    expect(order).toMatchObject({ promoCode: 'CATS', codeDiscountSatang: 2_000 });
    expect(order!.receiveCoin).toBeGreaterThanOrEqual(30);
    // the order took the chosen code: nothing is left chosen for the next one
    expect(await server.app.database.db.select().from(checkoutDiscounts).where(eq(checkoutDiscounts.memberId, m.id))).toEqual([]);
  });

  it('keeps a per-account quota: a second order with the code is refused', async () => {
    const m = await shopper();
    expect((await place(m, await orderBody(m, { promoCode: 'ONCE' }, { code: 10, coin: 0 }))).status).toBe(200);
    await server.request('/api/v1/carts', { method: 'POST', headers: m.auth, json: { skuId: small.id, amount: 1 } });
    const second = await place(m, await orderBody(m, { promoCode: 'ONCE' }, { code: 10, coin: 0 }));
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ errorMessage: [{ message: 'You have already used this code.' }, { result: '2' }] });
  });

  it('gives exactly the total quota to parallel orders of different members', async () => {
    await server.app.database.db
      .insert(promoCodes)
      .values({ code: 'TENUSES', nameTh: 'x', nameEn: 'x', kind: 'fixed', value: 500, totalQuota: 10, startsAt: new Date('2026-01-01') });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopper([{ skuId: rubberBall.id, amount: 1 }])));
    const bodies = await Promise.all(shoppers.map((m) => orderBody(m, { promoCode: 'TENUSES' }, { code: 5, coin: 0 })));
    const results = await Promise.all(shoppers.map((m, i) => place(m, bodies[i]!)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.errorMessage[0].message === 'This code has been fully used.')).toBe(true);
    const [code] = await server.app.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'TENUSES'));
    const carrying = await server.app.database.db.select().from(orders).where(eq(orders.promoCodeId, code!.id));
    expect(code!.usedCount).toBe(10);
    expect(carrying).toHaveLength(10);
  });
  it('gives a one-per-account code to exactly one of 20 parallel orders of one member', async () => {
    await server.app.database.db
      .insert(promoCodes)
      .values({ code: 'ONEEACH', nameTh: 'x', nameEn: 'x', kind: 'fixed', value: 500, perMemberQuota: 1, startsAt: new Date('2026-01-01') });
    const m = await shopper([{ skuId: rubberBall.id, amount: 1 }]);
    const body = await orderBody(m, { promoCode: 'ONEEACH' }, { code: 5, coin: 0 });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => place(m, body, { 'idempotency-key': `one-each-${m.id}-${i}` })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    const [code] = await server.app.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'ONEEACH'));
    const carrying = await server.app.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.promoCodeId, code!.id), eq(orders.memberId, m.id)));
    expect(carrying).toHaveLength(1);
    expect(code!.usedCount).toBe(1);
  });
});

describe('coins as a discount', () => {
  it('offers the amounts that fit, takes the coins with the order, and never double-spends', async () => {
    const m = await shopper([{ skuId: medium.id, amount: 1 }], 100);
    const detail = await server.request('/api/v1/coin/detail-use-coin', { method: 'POST', headers: m.auth, json: { orderPrice: 735 } });
    expect(detail.body.result).toEqual({ currentCoin: 100, coinPerBaht: 1, listChangeCoin: [10, 20, 50, 100] });
    const refused = await server.request('/api/v1/coin-history/use-coin-discount', {
      method: 'POST',
      headers: m.auth,
      json: { coin: 30, price: 735 },
      lang: 'en',
    });
    expect(refused.body.errorMessage).toEqual([{ coin: 'Please choose an amount of coins from the list.' }]);
    const used = await server.request('/api/v1/coin-history/use-coin-discount', { method: 'POST', headers: m.auth, json: { coin: 50, price: 735 } });
    expect(used.body.result).toEqual({ currentCoin: 50, currentPrice: 685, discountPrice: 50, receiveCoin: expect.any(Number), useCoin: 50 });

    const body = await orderBody(m, { coinUsed: 100 }, { code: 0, coin: 100 });
    const results = await Promise.all([place(m, body), place(m, { ...body, netTotalPrice: body.netTotalPrice })]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const balance = (await server.request(`/api/v1/members/web/${m.id}`, { headers: m.auth })).body.result.coin;
    expect(balance).toBe(0);
    expect(await balanceMatchesLedger(m.id)).toBe(0);
  });
});

describe('priced only from step 2', () => {
  const useCoins = (m: Member, coin: number) =>
    server.request('/api/v1/coin-history/use-coin-discount', { method: 'POST', headers: m.auth, json: { coin, price: 735 } });

  it("refuses a stale tab's coins or code that step 2 no longer holds, and spends nothing", async () => {
    const m = await shopper([{ skuId: medium.id, amount: 1 }], 100);
    expect((await useCoins(m, 10)).status).toBe(200);
    // a tab still showing the 50 coins the member changed to 10
    const plain = await orderBody(m);
    const stale = await place(m, { ...plain, coinUsed: 50, discountCoin: 50, netTotalPrice: plain.netTotalPrice - 50 }, {}, 'th');
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ errorMessage: [{ message: 'ราคาหรือส่วนลดของคำสั่งซื้อมีการเปลี่ยนแปลง กรุณาตรวจสอบคำสั่งซื้ออีกครั้ง' }, { result: '2' }] });
    // no coins at all, though 10 were chosen
    expect((await place(m, plain)).body).toMatchObject({ errorMessage: [expect.anything(), { result: '2' }] });
    // a code cancelled at step 2
    expect((await server.request('/api/v1/promo-code/apply-promo-code', { method: 'POST', headers: m.auth, json: { promoCode: 'TEN' } })).status).toBe(200);
    expect((await server.request('/api/v1/promo-code/cancel-promo-code', { headers: m.auth })).status).toBe(200);
    const withCode = { ...plain, promoCode: 'TEN', discountPromoCode: 73.5, netTotalPrice: plain.netTotalPrice - 73.5 };
    expect((await place(m, withCode)).body).toMatchObject({ errorMessage: [expect.anything(), { result: '2' }] });
    expect(await server.app.database.db.select().from(orders).where(eq(orders.memberId, m.id))).toEqual([]);
    expect((await server.request(`/api/v1/members/web/${m.id}`, { headers: m.auth })).body.result.coin).toBe(100);

    // what step 2 holds is what the order takes
    const res = await place(m, await orderBody(m, { coinUsed: 10 }, { code: 0, coin: 10 }));
    expect(res.status, res.text).toBe(200);
    expect((await server.request(`/api/v1/members/web/${m.id}`, { headers: m.auth })).body.result.coin).toBe(90);
  });
});

describe('stock under concurrency', () => {
  const soldOf = async (skuId: number) =>
    (
      await server.app.database.db
        .select({ n: sql<number>`coalesce(sum(${orderLines.amount}), 0)::int` })
        .from(orderLines)
        .where(eq(orderLines.skuId, skuId))
    )[0]!.n;

  it('sells exactly the stock to parallel orders: 100 orders for 10 units', async () => {
    const soldBefore = await soldOf(catFood.id);
    await server.app.database.db.update(productSkus).set({ stock: 10 }).where(eq(productSkus.id, catFood.id));
    await server.app.liveCatalog.settle();
    const shoppers = await Promise.all(Array.from({ length: 100 }, () => shopper([{ skuId: catFood.id, amount: 1 }])));
    const bodies = await Promise.all(shoppers.map((m) => orderBody(m)));
    const results = await Promise.all(shoppers.map((m, i) => place(m, bodies[i]!)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    // stock + sold = starting stock
    expect(await stockOf(catFood.id)).toBe(0);
    expect((await soldOf(catFood.id)) - soldBefore).toBe(10);
  });
});

describe('order states', () => {
  it('expires an unpaid order once past its time, giving back stock, coins and the code’s use', async () => {
    const m = await shopper([{ skuId: medium.id, amount: 1 }], 50);
    const stock = await stockOf(medium.id);
    const res = await place(m, await orderBody(m, { promoCode: 'TEN', coinUsed: 50 }, { code: 73.5, coin: 50 }));
    expect(res.status, res.text).toBe(200);
    const [ten] = await server.app.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'TEN'));
    await server.app.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, res.body.result.orderId));
    const [first, second] = await Promise.all([server.app.orders.expireDue(), server.app.orders.expireDue()]);
    expect(first! + second!).toBeGreaterThanOrEqual(1);
    expect(await server.app.orders.expireDue()).toBe(0);
    const [order] = await server.app.database.db.select().from(orders).where(eq(orders.id, res.body.result.orderId));
    expect(order!.statusId).toBe(12);
    expect(await stockOf(medium.id)).toBe(stock);
    expect(await balanceMatchesLedger(m.id)).toBe(50);
    const [tenAfter] = await server.app.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'TEN'));
    expect(tenAfter!.usedCount).toBe(ten!.usedCount - 1);
    const history = await server.app.database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order!.id), eq(orderStatusHistory.toStatusId, 12)));
    expect(history).toEqual([expect.objectContaining({ fromStatusId: 1, actor: 'system' })]);
    // the member's coin history names both movements
    const coinHistory = await server.request('/api/v1/coin-history/web?page=1&limit=10', { headers: m.auth, lang: 'en' });
    const activities = coinHistory.body.result.map((entry: { activity: string }) => entry.activity);
    expect(activities).toEqual(expect.arrayContaining([`Coins used as a discount on order ${order!.orderNo}`, `Coins returned from order ${order!.orderNo}`]));
  });

  it('moves through the table by staff, credits earned coins on delivery, and refuses moves the table does not have', async () => {
    const m = await shopper([{ skuId: medium.id, amount: 1 }]);
    const res = await place(m, await orderBody(m));
    const orderNo = res.body.result.orderNo as string;
    const move = (statusId: number) =>
      server.request(`/api/v1/staff/orders/${orderNo}/status`, { method: 'PATCH', headers: staff, json: { statusId }, lang: 'en' });
    const skip = await move(5);
    expect(skip.status).toBe(409);
    expect(skip.body.errorMessage).toBe('The order cannot move to this status.');
    for (const statusId of [2, 3, 4, 5, 6, 7, 8]) expect((await move(statusId)).status).toBe(200);
    const [order] = await server.app.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const earned = await server.app.database.db
      .select()
      .from(coinLedger)
      .where(and(eq(coinLedger.memberId, m.id), eq(coinLedger.activity, 'purchase')));
    expect(earned).toEqual([expect.objectContaining({ coin: order!.receiveCoin, reference: orderNo })]);
    expect((await move(9)).status).toBe(409);
  });
});

describe('re-ordering', () => {
  it('puts the lines back in the cart at today’s prices', async () => {
    const m = await shopper([
      { skuId: small.id, amount: 1 },
      { skuId: rubberBall.id, amount: 2 },
    ]);
    const res = await place(m, await orderBody(m));
    const again = await server.request('/api/v1/orders/re-order', { method: 'POST', headers: m.auth, json: { orderId: res.body.result.orderId }, lang: 'en' });
    expect(again.status, again.text).toBe(200);
    expect(again.body.result).toMatchObject({ message: 'Successfully re-ordered all', unavailable: [] });
    const lines = (await server.request('/api/v1/carts', { headers: m.auth })).body.result.cart.generalProduct.products;
    expect(lines.map((l: { product: { skuId: number }; totalAmount: number }) => [l.product.skuId, l.totalAmount]).sort()).toEqual(
      [
        [small.id, 1],
        [rubberBall.id, 2],
      ].sort(),
    );
    const stranger = await signedInMember(server);
    expect(
      (await server.request('/api/v1/orders/re-order', { method: 'POST', headers: stranger.auth, json: { orderId: res.body.result.orderId } })).status,
    ).toBe(404);
  });

  it('leaves out what cannot be bought again, naming it as it was bought, and says so', async () => {
    const m = await shopper([
      { skuId: small.id, amount: 1 },
      { skuId: rubberBall.id, amount: 2 },
    ]);
    const res = await place(m, await orderBody(m));
    const orderId = res.body.result.orderId as number;
    const setStock = async (stock: number) => {
      const patched = await server.request(`/api/v1/staff/skus/${rubberBall.id}`, { method: 'PATCH', headers: staff, json: { stock } });
      expect(patched.status, patched.text).toBe(200);
      await server.app.liveCatalog.settle();
    };
    const before = await stockOf(rubberBall.id);
    await setStock(0);
    try {
      const again = await server.request('/api/v1/orders/re-order', { method: 'POST', headers: m.auth, json: { orderId }, lang: 'en' });
      expect(again.status, again.text).toBe(200);
      expect(again.body.result).toEqual({
        added: [{ skuCode: small.skuCode, amount: 1 }],
        unavailable: [{ skuCode: rubberBall.skuCode, name: 'Rubber Ball for Puppies', reason: expect.any(String) }],
        message: expect.any(String),
      });
      expect(again.body.result.message).not.toBe('Successfully re-ordered all');
      // only the sold-out line asked for: nothing goes in, in Thai
      const none = await server.request('/api/v1/orders/re-order-item', {
        method: 'POST',
        headers: m.auth,
        json: { orderId, skuCode: rubberBall.skuCode },
        lang: 'th',
      });
      expect(none.status).toBe(400);
      expect(none.body.result.unavailable).toEqual([expect.objectContaining({ name: 'ลูกบอลยางสำหรับลูกสุนัข' })]);
    } finally {
      await setStock(before);
    }
  });

  it('lists the member’s orders, newest first', async () => {
    const m = await shopper();
    const res = await place(m, await orderBody(m));
    const list = await server.request('/api/v1/orders/get-order', { headers: m.auth });
    expect(list.body.totalRecord).toBe(1);
    expect(list.body.result[0]).toMatchObject({ id: res.body.result.orderId, orderNo: res.body.result.orderNo, statusId: 1, grandTotalPrice: 520 });
  });
});
