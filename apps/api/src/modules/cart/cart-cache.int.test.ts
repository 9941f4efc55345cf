import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { signedInMember } from '../../../test/members-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { productSkus } from '../catalog/catalog.tables';
import { coinLedger } from '../coins/coins.tables';
import { donationPlaces } from '../donations/donations.tables';
import { cartLines } from './cart.tables';

// Each process remembers members' cart lines and coin balance (cart-state-cache.ts). These tests
// read a cart first, so that it is remembered, then change the data behind the server's back.

type Member = Awaited<ReturnType<typeof signedInMember>>;
type Cart = {
  cart: {
    generalProduct: { totalAmount: number; products: { totalAmount: number; product: { price: number } }[] };
    donationProduct: { donationPlace: string }[];
  };
  coin: { currentCoin: number };
};

const [miniAdult, , , , , donation] = fixtureProducts;
const small = miniAdult!.skus[0]!; // 235.00, stock 20
const env = { DEMO_DATA: 'false', RATE_LIMIT_PER_MINUTE: '100000', SIGNIN_ATTEMPTS_PER_MINUTE: '1000' };

const cartOf = async (server: TestServer, m: Member): Promise<Cart> => (await server.request('/api/v1/carts', { headers: m.auth, lang: 'en' })).body.result;
const add = (server: TestServer, m: Member, body: object) => server.request('/api/v1/carts', { method: 'POST', headers: m.auth, json: body, lang: 'en' });

/** A change made elsewhere arrives as a notification: the cart shows it within that round trip. */
async function eventually(server: TestServer, m: Member, holds: (cart: Cart) => boolean): Promise<Cart> {
  let cart = await cartOf(server, m);
  for (let i = 0; i < 40 && !holds(cart); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    cart = await cartOf(server, m);
  }
  return cart;
}

describe('the remembered cart', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(env);
    await loadCatalogFixture(server.app.database);
    await server.app.liveCatalog.settle();
  });
  afterAll(() => server.close());

  it('shows lines changed directly in the database', async () => {
    const m = await signedInMember(server);
    await add(server, m, { skuId: small.id, amount: 2 });
    expect((await cartOf(server, m)).cart.generalProduct.totalAmount).toBe(2);
    expect((await cartOf(server, m)).cart.generalProduct.totalAmount).toBe(2); // remembered now
    const db = server.app.database.db;
    await db.update(cartLines).set({ amount: 4 }).where(eq(cartLines.memberId, m.id));
    expect((await eventually(server, m, (c) => c.cart.generalProduct.totalAmount === 4)).cart.generalProduct.totalAmount).toBe(4);
    await db.delete(cartLines).where(eq(cartLines.memberId, m.id));
    expect((await eventually(server, m, (c) => c.cart.generalProduct.products.length === 0)).cart.generalProduct.products).toEqual([]);
  });

  it('shows coins credited directly in the ledger', async () => {
    const m = await signedInMember(server);
    expect((await cartOf(server, m)).coin.currentCoin).toBe(0);
    await server.app.database.db.insert(coinLedger).values({ memberId: m.id, coin: 70, activity: 'admin-adjustment', reference: 'grant' });
    expect((await eventually(server, m, (c) => c.coin.currentCoin === 70)).coin.currentCoin).toBe(70);
  });

  it('forgets everyone on a TRUNCATE', async () => {
    const m = await signedInMember(server);
    await add(server, m, { skuId: small.id, amount: 1 });
    expect((await cartOf(server, m)).cart.generalProduct.totalAmount).toBe(1);
    await server.app.database.db.execute(sql`truncate cart_lines`);
    expect((await eventually(server, m, (c) => c.cart.generalProduct.products.length === 0)).cart.generalProduct.products).toEqual([]);
  });

  it('prices a remembered cart with the catalogue of the moment', async () => {
    const m = await signedInMember(server);
    await add(server, m, { skuId: small.id, amount: 3 });
    expect((await cartOf(server, m)).cart.generalProduct.products[0]!.product.price).toBe(235);
    const db = server.app.database.db;
    await db.update(productSkus).set({ priceSatang: 25_000, stock: 2 }).where(eq(productSkus.id, small.id));
    await server.app.liveCatalog.settle();
    try {
      // at once: the catalogue has applied the change, the remembered lines are priced anew
      const general = (await cartOf(server, m)).cart.generalProduct;
      expect(general.products[0]!.product).toMatchObject({ price: 250, totalProduct: 2 });
      expect(general.totalAmount).toBe(0); // 3 wanted, 2 in stock: shown, not counted
    } finally {
      await db.update(productSkus).set({ priceSatang: small.priceSatang, stock: 20 }).where(eq(productSkus.id, small.id));
      await server.app.liveCatalog.settle();
    }
  });

  it('shows a donation place renamed, as soon as the catalogue has applied it', async () => {
    const m = await signedInMember(server);
    const res = await add(server, m, { skuId: donation!.skus[0]!.id, amount: 1, orderProductTypeId: 2, donationId: 501 });
    expect(res.status, res.text).toBe(200);
    const before = (await cartOf(server, m)).cart.donationProduct[0]!.donationPlace;
    const db = server.app.database.db;
    await db.update(donationPlaces).set({ nameEn: 'Renamed Shelter' }).where(eq(donationPlaces.id, 501));
    await server.app.liveCatalog.settle();
    try {
      expect((await cartOf(server, m)).cart.donationProduct[0]!.donationPlace).toBe('Renamed Shelter');
    } finally {
      await db.update(donationPlaces).set({ nameEn: before }).where(eq(donationPlaces.id, 501));
      await server.app.liveCatalog.settle();
    }
  });

  it('never lets parallel adds pass the stock while the cart is being read', async () => {
    const m = await signedInMember(server);
    const db = server.app.database.db;
    await db.update(productSkus).set({ stock: 5 }).where(eq(productSkus.id, small.id));
    try {
      await cartOf(server, m);
      const calls = Array.from({ length: 12 }, (_, i) => (i % 3 === 2 ? cartOf(server, m) : add(server, m, { skuId: small.id, amount: 1 })));
      const results = await Promise.all(calls);
      const adds = results.filter((_, i) => i % 3 !== 2) as Awaited<ReturnType<typeof add>>[];
      expect(adds.filter((r) => r.status === 200)).toHaveLength(5);
      expect(adds.filter((r) => r.status === 400)).toHaveLength(3);
      for (const r of adds.filter((a) => a.status === 200)) expect(r.body.result.cart.generalProduct.products[0].totalAmount).toBeLessThanOrEqual(5);
      // the last word: every write is in, nothing past the stock
      expect((await cartOf(server, m)).cart.generalProduct.products[0]!.totalAmount).toBe(5);
      const [line] = await db.select().from(cartLines).where(eq(cartLines.memberId, m.id));
      expect(line!.amount).toBe(5);
    } finally {
      await db.update(productSkus).set({ stock: 20 }).where(eq(productSkus.id, small.id));
      await server.app.liveCatalog.settle();
    }
  });

  it('answers a write with the cart as it is after the write, then reads it again unchanged', async () => {
    const m = await signedInMember(server);
    await cartOf(server, m);
    const added = await add(server, m, { skuId: small.id, amount: 2 });
    expect(added.body.result.cart.generalProduct.totalAmount).toBe(2);
    expect((await cartOf(server, m)).cart.generalProduct.totalAmount).toBe(2);
    const patched = await server.request(`/api/v1/carts/${small.id}`, {
      method: 'PATCH',
      headers: m.auth,
      json: { orderProductTypeId: 1, amount: 6 },
      lang: 'en',
    });
    expect(patched.body.result.cart.generalProduct.totalAmount).toBe(6);
    expect((await cartOf(server, m)).cart.generalProduct.totalAmount).toBe(6);
    const removed = await server.request(`/api/v1/carts/${small.id}`, { method: 'DELETE', headers: m.auth, json: { orderProductTypeId: 1 }, lang: 'en' });
    expect(removed.body.result.cart.generalProduct.products).toEqual([]);
    expect((await cartOf(server, m)).cart.generalProduct.products).toEqual([]);
  });

  it('after parallel adds and changes of two lines, the remembered cart holds exactly what the database does', async () => {
    // each write is applied to the remembered state only when nothing else touched it meanwhile
    const m = await signedInMember(server);
    const medium = miniAdult!.skus[1]!;
    await add(server, m, { skuId: medium.id, amount: 1 });
    await cartOf(server, m);
    const patch = (amount: number) =>
      server.request(`/api/v1/carts/${medium.id}`, { method: 'PATCH', headers: m.auth, json: { orderProductTypeId: 1, amount }, lang: 'en' });
    const calls = Array.from({ length: 16 }, (_, i) =>
      i % 4 === 0 ? patch(1 + (i % 7)) : i % 4 === 3 ? cartOf(server, m) : add(server, m, { skuId: small.id, amount: 1 }),
    );
    await Promise.all(calls);
    const rows = await server.app.database.db.select().from(cartLines).where(eq(cartLines.memberId, m.id));
    const inDatabase = Object.fromEntries(rows.map((r) => [r.skuId, r.amount]));
    expect(inDatabase[small.id]).toBe(8);
    for (let i = 0; i < 3; i++) {
      const shown = (await cartOf(server, m)).cart.generalProduct.products as unknown as { totalAmount: number; product: { skuId: number } }[];
      expect(Object.fromEntries(shown.map((l) => [l.product.skuId, l.totalAmount]))).toEqual(inDatabase);
    }
  });
});

// Two server processes on one PostgreSQL database, as in production with several instances.
describe.runIf(process.env.TEST_DATABASE_URL)('the remembered cart with two servers', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer(env);
    second = await startTestServer(env, { databaseUrl: first.config.databaseUrl });
    await loadCatalogFixture(first.app.database);
    await Promise.all([first.app.liveCatalog.settle(), second.app.liveCatalog.settle()]);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a line added, changed or removed on one server shows on the other', async () => {
    const m = await signedInMember(first);
    expect((await cartOf(first, m)).cart.generalProduct.products).toEqual([]); // remembered by the first
    expect((await add(second, m, { skuId: small.id, amount: 2 })).status).toBe(200);
    expect((await eventually(first, m, (c) => c.cart.generalProduct.totalAmount === 2)).cart.generalProduct.totalAmount).toBe(2);
    await second.request(`/api/v1/carts/${small.id}`, { method: 'PATCH', headers: m.auth, json: { orderProductTypeId: 1, amount: 7 } });
    expect((await eventually(first, m, (c) => c.cart.generalProduct.totalAmount === 7)).cart.generalProduct.totalAmount).toBe(7);
    await second.request(`/api/v1/carts/${small.id}`, { method: 'DELETE', headers: m.auth, json: { orderProductTypeId: 1 } });
    expect((await eventually(first, m, (c) => c.cart.generalProduct.products.length === 0)).cart.generalProduct.products).toEqual([]);
  });

  it('coins spent on one server show on the other', async () => {
    const m = await signedInMember(first);
    await first.app.database.db.insert(coinLedger).values({ memberId: m.id, coin: 120, activity: 'admin-adjustment', reference: 'grant' });
    expect((await eventually(first, m, (c) => c.coin.currentCoin === 120)).coin.currentCoin).toBe(120);
    const reward = fixtureProducts[6]!.skus[0]!; // 50 coins
    const exchanged = await second.request(`/api/v1/product-sku/exchange-coin-reward/${reward.id}`, { headers: m.auth });
    expect(exchanged.status, exchanged.text).toBe(200);
    expect((await eventually(first, m, (c) => c.coin.currentCoin === 70)).coin.currentCoin).toBe(70);
  });

  it('parallel adds on both servers never pass the stock', async () => {
    const m = await signedInMember(first);
    await first.app.database.db.update(productSkus).set({ stock: 6 }).where(eq(productSkus.id, small.id));
    try {
      await Promise.all([cartOf(first, m), cartOf(second, m)]);
      const results = await Promise.all(Array.from({ length: 14 }, (_, i) => add(i % 2 ? first : second, m, { skuId: small.id, amount: 1 })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(6);
      for (const server of [first, second]) {
        expect((await eventually(server, m, (c) => c.cart.generalProduct.products[0]?.totalAmount === 6)).cart.generalProduct.products[0]!.totalAmount).toBe(6);
      }
    } finally {
      await first.app.database.db.update(productSkus).set({ stock: 20 }).where(eq(productSkus.id, small.id));
      await Promise.all([first.app.liveCatalog.settle(), second.app.liveCatalog.settle()]);
    }
  });
});
