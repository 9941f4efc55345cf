import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { signedInMember } from '../../../test/members-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { cartAnswerSchema } from '@pawsook/shared/schemas/cart';
import { productSkus } from '../catalog/catalog.tables';
import { coinLedger } from '../coins/coins.tables';
import { cartLines } from './cart.tables';

let server: TestServer;
const [miniAdult, , , soldOut, hidden, donation] = fixtureProducts;
const [small, medium, large] = miniAdult!.skus; // 235.00 (20), 865.00 special 735.00 (20), 2890.00 (0)

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false', RATE_LIMIT_PER_MINUTE: '100000', SIGNIN_ATTEMPTS_PER_MINUTE: '1000' });
  await loadCatalogFixture(server.app.database);
  await server.app.liveCatalog.settle();
});
afterAll(() => server.close());

type Member = Awaited<ReturnType<typeof signedInMember>>;
const add = (m: Member, body: object, lang: 'th' | 'en' = 'en') => server.request('/api/v1/carts', { method: 'POST', headers: m.auth, json: body, lang });
const cartOf = async (m: Member) => (await server.request('/api/v1/carts', { headers: m.auth })).body.result;

describe('the cart', () => {
  it('is for members only', async () => {
    expect((await server.request('/api/v1/carts')).status).toBe(401);
    expect((await server.request('/api/v1/carts', { method: 'POST', json: { skuId: small!.id, amount: 1 } })).status).toBe(401);
  });

  it('starts empty, with the coin balance and the reward products', async () => {
    const m = await signedInMember(server);
    const res = await server.request('/api/v1/carts', { headers: m.auth });
    expect(res.status).toBe(200);
    expect(res.body.result.cart).toEqual({
      generalProduct: { totalAmount: 0, totalPrice: 0, products: [], totalShippingPrice: 0, totalDiscountPromotion: 0, grandTotalPrice: 0, receiveCoin: 0 },
      donationProduct: [],
    });
    expect(res.body.result.coin.currentCoin).toBe(0);
    expect(res.body.result.coin.rewardProducts).toEqual([
      expect.objectContaining({ skuId: fixtureProducts[6]!.skus[0]!.id, coinReward: 50, totalProductInSellStock: 20, productName: 'ตัวอย่างขนมแมวฟรี' }),
    ]);
  });

  it('adds lines, adds to an existing line, and prices the group on the server with the shipping rule', async () => {
    const m = await signedInMember(server);
    expect((await add(m, { skuId: small!.id, amount: 1, orderProductTypeId: 1 })).status).toBe(200);
    const after = await add(m, { skuId: small!.id, amount: 1 });
    const general = after.body.result.cart.generalProduct;
    expect(general).toMatchObject({ totalAmount: 2, totalPrice: 470, totalShippingPrice: 50, grandTotalPrice: 520, receiveCoin: 9 });
    expect(general.products).toEqual([
      {
        totalAmount: 2,
        totalPrice: 470,
        product: expect.objectContaining({
          skuId: small!.id,
          productId: 101,
          productNameEn: 'Royal Canin Mini Adult Dry Dog Food',
          price: 235,
          totalProduct: 20,
          displayStatus: 'active',
          orderProductTypeId: 1,
          orderProductTypeDisplay: 'normal',
          isProductVariant: true,
          productChoice: { choiceNameDisplayTh: '400 กรัม', choiceNameDisplayEn: '400 g' },
        }),
      },
    ]);
    const cheap = await signedInMember(server);
    await add(cheap, { skuId: fixtureProducts[2]!.skus[0]!.id, amount: 1 });
    expect((await cartOf(cheap)).cart.generalProduct).toMatchObject({ totalPrice: 99, totalShippingPrice: 50, grandTotalPrice: 149 });
    // the special price is what the line costs
    await add(cheap, { skuId: medium!.id, amount: 1 });
    expect((await cartOf(cheap)).cart.generalProduct).toMatchObject({ totalPrice: 834, totalShippingPrice: 0 });
  });

  it('refuses more than the stock, out-of-stock and hidden SKUs, with the spec’s messages', async () => {
    const m = await signedInMember(server);
    const over = await add(m, { skuId: small!.id, amount: 21 });
    expect(over.status).toBe(400);
    expect(over.body.errorMessage).toBe('The item cannot be added to the cart because it exceeds the total number of products.');
    const th = await add(m, { skuId: small!.id, amount: 21 }, 'th');
    expect(th.body.errorMessage).toBe('ไม่สามารถเพิ่มสินค้าลงตะกร้าได้ เนื่องจากเกินจำนวนสินค้าทั้งหมดที่มี');
    expect((await add(m, { skuId: large!.id, amount: 1 })).body.errorMessage).toBe('This product is not available at the moment.');
    expect((await add(m, { skuId: soldOut!.skus[0]!.id, amount: 1 })).status).toBe(400);
    expect((await add(m, { skuId: hidden!.skus[0]!.id, amount: 1 })).status).toBe(400);
    expect((await add(m, { skuId: 999_999, amount: 1 })).body.errorMessage).toBe('Cannot be added to the shopping cart.');
    const bad = await add(m, { skuId: small!.id, amount: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage[0]).toHaveProperty('amount');
    expect((await cartOf(m)).cart.generalProduct.products).toEqual([]);
  });

  it('never lets parallel adds push a line past its stock', async () => {
    const m = await signedInMember(server);
    const db = server.app.database.db;
    await db.update(productSkus).set({ stock: 5 }).where(eq(productSkus.id, small!.id));
    try {
      const results = await Promise.all(Array.from({ length: 10 }, () => add(m, { skuId: small!.id, amount: 1 })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(5);
      expect(results.filter((r) => r.status === 400)).toHaveLength(5);
      expect((await cartOf(m)).cart.generalProduct.products[0].totalAmount).toBe(5);
    } finally {
      await db.update(productSkus).set({ stock: 20 }).where(eq(productSkus.id, small!.id));
      await server.app.liveCatalog.settle();
    }
  });

  it('answers each of many members writing at once on its own, though their writes share statements', async () => {
    // adds and changes that arrive together go to the database as one statement (statement-batcher.ts):
    // each member still gets its own line, refusal and message, in Thai and in English
    const members = await Promise.all(Array.from({ length: 8 }, () => signedInMember(server)));
    const [fits, tooMany, notOnSale, unknown, wrongType, changes, changesTooFar, changesNothing] = members as [
      Member,
      Member,
      Member,
      Member,
      Member,
      Member,
      Member,
      Member,
    ];
    await add(changes, { skuId: small!.id, amount: 1 });
    await add(changesTooFar, { skuId: small!.id, amount: 1 });
    const patch = (m: Member, skuId: number, amount: number, lang: 'th' | 'en') =>
      server.request(`/api/v1/carts/${skuId}`, { method: 'PATCH', headers: m.auth, json: { orderProductTypeId: 1, amount }, lang });
    const round = async (lang: 'th' | 'en') => {
      const answers = await Promise.all([
        add(fits, { skuId: small!.id, amount: 2 }, lang),
        add(tooMany, { skuId: small!.id, amount: 21 }, lang),
        add(notOnSale, { skuId: large!.id, amount: 1 }, lang),
        add(unknown, { skuId: 999_999, amount: 1 }, lang),
        add(wrongType, { skuId: donation!.skus[0]!.id, amount: 1, orderProductTypeId: 1 }, lang),
        patch(changes, small!.id, lang === 'en' ? 4 : 6, lang),
        patch(changesTooFar, small!.id, 21, lang),
        patch(changesNothing, medium!.id, 1, lang),
      ]);
      return answers.map((a) => [a.status, a.status === 200 ? a.body.result.cart.generalProduct.totalAmount : a.body.errorMessage]);
    };
    const before = server.app.cart.lineWriteBatches();
    const en = await round('en');
    const th = await round('th');
    const after = server.app.cart.lineWriteBatches();
    expect(after.items - before.items).toBe(16);
    expect(after.batches - before.batches).toBeLessThan(16);
    expect(en[0]![0]).toBe(200);
    expect(en.slice(1)).toEqual([
      [400, 'The item cannot be added to the cart because it exceeds the total number of products.'],
      [400, 'This product is not available at the moment.'],
      [400, 'Cannot be added to the shopping cart.'],
      [400, 'Cannot be added to the shopping cart.'],
      [200, expect.any(Number)],
      [400, 'The quantity cannot be increased because it exceeds the total stock.'],
      [404, expect.any(String)],
    ]);
    expect(th.slice(1, 3)).toEqual([
      [400, 'ไม่สามารถเพิ่มสินค้าลงตะกร้าได้ เนื่องจากเกินจำนวนสินค้าทั้งหมดที่มี'],
      [400, expect.not.stringMatching(/[a-z]/)],
    ]);
    // each member's writes applied in the order they were sent, and nothing else written
    expect((await cartOf(fits)).cart.generalProduct.totalAmount).toBe(4);
    expect((await cartOf(changes)).cart.generalProduct.totalAmount).toBe(6);
    expect((await cartOf(changesTooFar)).cart.generalProduct.totalAmount).toBe(1);
    for (const m of [tooMany, notOnSale, unknown, wrongType, changesNothing]) expect((await cartOf(m)).cart.generalProduct.products).toEqual([]);
  });

  it('reads the carts of many members at once together, each its own', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => signedInMember(server)));
    // lines put straight into the database for members whose carts were never read: every read below goes to it
    await server.app.database.db.insert(cartLines).values(members.map((m, i) => ({ memberId: m.id, skuId: small!.id, orderProductTypeId: 1, amount: i + 1 })));
    const before = server.app.cart.stateReadBatches();
    const carts = await Promise.all(members.map(cartOf));
    const after = server.app.cart.stateReadBatches();
    expect(after.items - before.items).toBe(10);
    expect(after.batches - before.batches).toBeLessThan(10);
    expect(carts.map((c) => c.cart.generalProduct.totalAmount)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('changes quantities within 1 and the stock, and removes lines', async () => {
    const m = await signedInMember(server);
    await add(m, { skuId: small!.id, amount: 2 });
    const patch = (amount: number) =>
      server.request(`/api/v1/carts/${small!.id}`, { method: 'PATCH', headers: m.auth, json: { orderProductTypeId: 1, amount, totalPrice: 0 }, lang: 'en' });
    expect((await patch(5)).body.result.cart.generalProduct.totalAmount).toBe(5);
    expect((await patch(21)).body.errorMessage).toBe('The quantity cannot be increased because it exceeds the total stock.');
    const zero = await patch(0);
    expect(zero.status).toBe(400);
    expect((await cartOf(m)).cart.generalProduct.totalAmount).toBe(5);
    const missing = await server.request(`/api/v1/carts/${medium!.id}`, { method: 'PATCH', headers: m.auth, json: { orderProductTypeId: 1, amount: 1 } });
    expect(missing.status).toBe(404);
    const removed = await server.request(`/api/v1/carts/${small!.id}`, {
      method: 'DELETE',
      headers: m.auth,
      json: { orderProductTypeId: 1, donationId: null, amount: 5, totalPrice: 0 },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.result.cart.generalProduct.products).toEqual([]);
  });

  it('groups donated lines per donation place, requires an active place, and removes a whole group', async () => {
    const m = await signedInMember(server);
    const skuId = donation!.skus[0]!.id;
    expect((await add(m, { skuId, amount: 1, orderProductTypeId: 2 })).body.errorMessage).toEqual([{ donationId: 'Please choose a donation place.' }]);
    expect((await add(m, { skuId, amount: 1, orderProductTypeId: 2, donationId: 502 })).status).toBe(400);
    expect((await add(m, { skuId, amount: 1, orderProductTypeId: 1 })).status).toBe(400);
    const res = await add(m, { skuId, amount: 2, orderProductTypeId: 2, donationId: 501 });
    expect(res.status, res.text).toBe(200);
    const [group] = res.body.result.cart.donationProduct;
    expect(group).toMatchObject({
      donationId: 501,
      status: 'active',
      donationPlace: 'Home for Dogs and Cats Foundation',
      receiveName: 'คุณสมศรี ใจบุญ',
      province: 'Bangkok',
      postelCode: '10200',
      totalAmount: 2,
      totalPrice: 1380,
      totalShippingPrice: 0,
      grandTotalPrice: 1380,
    });
    expect(group.products[0].product.orderProductTypeId).toBe(2);
    expect(res.body.result.cart.generalProduct.products).toEqual([]);
    const gone = await server.request('/api/v1/carts/donation/501', { method: 'DELETE', headers: m.auth });
    expect(gone.body.result.cart.donationProduct).toEqual([]);
    expect((await server.request('/api/v1/carts/donation/501', { method: 'DELETE', headers: m.auth })).status).toBe(404);
  });

  it('answers exactly what its documented schema says, every line type and group included', async () => {
    // the routes send the cart as JSON text without running the response schema: this checks it
    const m = await signedInMember(server);
    await server.app.database.db.insert(coinLedger).values({ memberId: m.id, coin: 100, activity: 'admin-adjustment', reference: `grant-${m.id}` });
    expect((await add(m, { skuId: small!.id, amount: 2, orderProductTypeId: 1 })).status).toBe(200);
    expect((await add(m, { skuId: donation!.skus[0]!.id, amount: 1, orderProductTypeId: 2, donationId: 501 })).status).toBe(200);
    const reward = fixtureProducts[6]!.skus[0]!.id;
    expect((await server.request(`/api/v1/product-sku/exchange-coin-reward/${reward}`, { headers: m.auth })).status).toBe(200);
    const changed = await server.request(`/api/v1/carts/${small!.id}`, { method: 'PATCH', headers: m.auth, json: { orderProductTypeId: 1, amount: 3 } });
    const res = await server.request('/api/v1/carts', { headers: m.auth });
    for (const answer of [changed, res]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      // parsing strips keys the schema does not know and fails on wrong types
      expect(envelopeSchema(cartAnswerSchema).parse(answer.body)).toEqual(answer.body);
    }
    const types = [...res.body.result.cart.generalProduct.products, ...res.body.result.cart.donationProduct[0].products].map(
      (line: { product: { orderProductTypeId: number } }) => line.product.orderProductTypeId,
    );
    expect(types.sort()).toEqual([1, 2, 4]);
  });

  it('shows a line whose product was hidden as inactive and leaves it out of the totals', async () => {
    const m = await signedInMember(server);
    await add(m, { skuId: small!.id, amount: 1 });
    await add(m, { skuId: medium!.id, amount: 1 });
    const db = server.app.database.db;
    await db.update(productSkus).set({ displayStatus: 'inactive' }).where(eq(productSkus.id, medium!.id));
    await server.app.liveCatalog.settle();
    try {
      const general = (await cartOf(m)).cart.generalProduct;
      expect(general.products.map((l: { product: { displayStatus: string } }) => l.product.displayStatus)).toEqual(['active', 'inactive']);
      expect(general).toMatchObject({ totalAmount: 1, totalPrice: 235 });
    } finally {
      await db.update(productSkus).set({ displayStatus: 'active' }).where(eq(productSkus.id, medium!.id));
      await server.app.liveCatalog.settle();
    }
  });

  it('merges the browser cart after sign-in, trimmed to stock, skipping what cannot be bought', async () => {
    const m = await signedInMember(server);
    await add(m, { skuId: small!.id, amount: 19 });
    const res = await server.request('/api/v1/carts/merge', {
      method: 'POST',
      headers: m.auth,
      json: {
        lines: [
          { skuId: small!.id, amount: 5, orderProductTypeId: 1 },
          { skuId: large!.id, amount: 1, orderProductTypeId: 1 },
          { skuId: donation!.skus[0]!.id, amount: 1, orderProductTypeId: 2, donationId: 501 },
        ],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.result.cart.generalProduct.products.map((l: { totalAmount: number }) => l.totalAmount)).toEqual([20]);
    expect(res.body.result.cart.donationProduct[0].totalAmount).toBe(1);
  });

  it('keeps each member’s cart to themselves', async () => {
    const a = await signedInMember(server);
    const b = await signedInMember(server);
    await add(a, { skuId: small!.id, amount: 1 });
    expect((await cartOf(b)).cart.generalProduct.products).toEqual([]);
    expect((await server.request(`/api/v1/carts/${small!.id}`, { method: 'DELETE', headers: b.auth, json: { orderProductTypeId: 1 } })).status).toBe(404);
    expect((await cartOf(a)).cart.generalProduct.products).toHaveLength(1);
  });
});
