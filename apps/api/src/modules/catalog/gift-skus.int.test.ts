import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/members-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { productSkus } from './catalog.tables';

// Issue 15 on the demo catalogue itself: the gift packs (decision 0021), and the one price a list
// shows, sorts and filters by.

const STAFF_TOKEN = 'staff-token-for-gift-tests-0123456789abcdef';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

/** The demo's gift packs: product → its one SKU. */
const GIFTS = new Map([
  [920000023, 930000045], // Jerhigh Stick Chicken Trial Pack 20 g (Free Gift), given with Royal Canin Maxi Adult 15 kg
  [920000083, 930000143], // Trixie Cat Bell Ball (Free Gift), given with Royal Canin Kitten 400 g
  [920000099, 930000168], // TetraMin Flakes Trial Pack 4 g (Free Gift), ฿1
  [920000144, 930000228], // Oxbow Western Timothy Hay Trial Pack 40 g (Free Gift)
]);
const TETRA_TRIAL = 920000099;
const TETRA_TRIAL_SKU = GIFTS.get(TETRA_TRIAL)!;
const KITTEN_400G = 930000086;
const BELL_BALL = GIFTS.get(920000083)!;

interface Item {
  productId: number;
  skuId: number;
  sellPrice: number;
  minSellPrice: number;
  inStock: boolean;
  soldSeparately: boolean;
  receiveCoin: number;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ STAFF_API_TOKEN: STAFF_TOKEN, RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => server.close());

/** Every product of a listing, all pages. */
async function all(query = ''): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page++) {
    const res = await server.request(`/api/v1/products?limit=100&page=${page}${query}`);
    expect(res.status).toBe(200);
    items.push(...res.body.result);
    if (items.length >= res.body.totalRecord) return items;
  }
}
const ids = (items: Item[]) => items.map((i) => i.productId);
const sellGift = (skuId: number, soldSeparately: boolean) =>
  server.request(`/api/v1/staff/skus/${skuId}`, { method: 'PATCH', headers: staff, json: { soldSeparately } });

describe('gift packs, given with promotions and not sold on their own', () => {
  it('are in no product list, search, category or brand listing, and do not lead the price sort', async () => {
    const everything = await all();
    expect(everything.length).toBeGreaterThan(100);
    for (const gift of GIFTS.keys()) expect(ids(everything)).not.toContain(gift);
    expect(everything.every((i) => i.soldSeparately)).toBe(true);

    const cheapestFirst = await all('&sort=price-asc');
    expect(cheapestFirst[0]!.productId).not.toBe(TETRA_TRIAL);
    expect(cheapestFirst[0]!.sellPrice).toBeGreaterThan(1);
    for (const query of ['&sort=price-desc', '&maxPrice=20', '&category=fish', '&brand=tetra', '&petType=small-pet', '&category=pet-supplies']) {
      for (const gift of GIFTS.keys()) expect(ids(await all(query)), query).not.toContain(gift);
    }
    for (const keyword of ['trial', 'free gift', 'ของแถม', 'ทดลอง', 'tetramin']) {
      for (const gift of GIFTS.keys()) expect(ids(await all(`&keyword=${encodeURIComponent(keyword)}`)), keyword).not.toContain(gift);
    }
  });

  it('are shown in the free-gift list, as gifts: not in stock to buy, earning no coins', async () => {
    const free = await all('&list=free');
    expect(ids(free).sort()).toEqual([...GIFTS.keys()].sort());
    for (const item of free) expect(item).toMatchObject({ soldSeparately: false, inStock: false, receiveCoin: 0 });
  });

  it('have a product page that offers no way to buy them', async () => {
    const res = await server.request(`/api/v1/products/${TETRA_TRIAL}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ productId: TETRA_TRIAL, soldSeparately: false, inStock: false, stockState: 'not-displayed' });
    expect(res.body.result.skus.map((s: { skuId: number }) => s.skuId)).toEqual([TETRA_TRIAL_SKU]);
    // a product for sale answers as before
    expect((await server.request(`/api/v1/products/920000001`)).body.result).toMatchObject({ soldSeparately: true, stockState: 'in-stock' });
  });

  it('cannot be added to the cart ("not available", in the shopper’s language) nor merged from a guest cart', async () => {
    const m = await signedInMember(server);
    const add = (lang: 'th' | 'en') =>
      server.request('/api/v1/carts', { method: 'POST', headers: m.auth, json: { skuId: TETRA_TRIAL_SKU, amount: 1, orderProductTypeId: 1 }, lang });
    const th = await add('th');
    expect(th.status).toBe(400);
    expect(th.body.errorMessage).toBe('สินค้านี้ไม่พร้อมจำหน่ายในขณะนี้');
    const en = await add('en');
    expect(en.status).toBe(400);
    expect(en.body.errorMessage).toBe('This product is not available at the moment.');

    const merged = await server.request('/api/v1/carts/merge', {
      method: 'POST',
      headers: m.auth,
      json: {
        lines: [
          { skuId: TETRA_TRIAL_SKU, amount: 1, orderProductTypeId: 1 },
          { skuId: KITTEN_400G, amount: 1, orderProductTypeId: 1 },
        ],
      },
    });
    expect(merged.status).toBe(200);
    const lines = merged.body.result.cart.generalProduct.products as { product: { skuId: number; orderProductTypeId: number } }[];
    expect(lines.map((l) => l.product.skuId)).not.toContain(TETRA_TRIAL_SKU);
  });

  it('are still given by their promotion, as an active complimentary line', async () => {
    const m = await signedInMember(server);
    const res = await server.request('/api/v1/carts', {
      method: 'POST',
      headers: m.auth,
      json: { skuId: KITTEN_400G, amount: 1, orderProductTypeId: 1 },
      lang: 'en',
    });
    expect(res.status).toBe(200);
    const gift = res.body.result.cart.generalProduct.products.find((l: { product: { skuId: number } }) => l.product.skuId === BELL_BALL);
    expect(gift).toMatchObject({
      totalAmount: 1,
      totalPrice: 0,
      product: { productNameEn: 'Trixie Cat Bell Ball (Free Gift)', orderProductTypeId: 3, orderProductTypeDisplay: 'complimentary', displayStatus: 'active' },
    });
  });

  it('are sold once staff choose to, and leave the lists and carts’ totals again when staff stop', async () => {
    const m = await signedInMember(server);
    try {
      expect((await sellGift(TETRA_TRIAL_SKU, true)).body.result).toMatchObject({ skuId: TETRA_TRIAL_SKU, soldSeparately: true });
      await server.app.liveCatalog.settle();
      const cheapest = (await all('&sort=price-asc'))[0]!;
      expect(cheapest).toMatchObject({ productId: TETRA_TRIAL, sellPrice: 1, soldSeparately: true, inStock: true });
      const added = await server.request('/api/v1/carts', {
        method: 'POST',
        headers: m.auth,
        json: { skuId: TETRA_TRIAL_SKU, amount: 2, orderProductTypeId: 1 },
      });
      expect(added.status).toBe(200);
      expect(added.body.result.cart.generalProduct).toMatchObject({ totalAmount: 2, totalPrice: 2 });

      expect((await sellGift(TETRA_TRIAL_SKU, false)).body.result.soldSeparately).toBe(false);
      await server.app.liveCatalog.settle();
      expect(ids(await all())).not.toContain(TETRA_TRIAL);
      // the line bought before stays in the cart, shown as not on sale and left out of the totals
      const cart = (await server.request('/api/v1/carts', { headers: m.auth })).body.result.cart.generalProduct;
      expect(cart.products[0].product).toMatchObject({ skuId: TETRA_TRIAL_SKU, orderProductTypeId: 1, displayStatus: 'inactive' });
      expect(cart).toMatchObject({ totalAmount: 0, totalPrice: 0 });
    } finally {
      await sellGift(TETRA_TRIAL_SKU, false);
      await server.app.liveCatalog.settle();
    }
  });

  it('migration 0010 makes exactly the free-gift list’s SKUs gifts in a database that had them on sale', async () => {
    const db = server.app.database.db;
    const migration = readFileSync(fileURLToPath(new URL('../../../migrations/0010_sku-sold-separately.sql', import.meta.url)), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((part) => /\bUPDATE\b/.test(part));
    expect(backfill).toBeDefined();
    try {
      await db.update(productSkus).set({ soldSeparately: true });
      await db.execute(sql.raw(backfill!));
      const gifts = await db
        .select({ id: productSkus.id })
        .from(productSkus)
        .where(sql`not ${productSkus.soldSeparately}`);
      expect(gifts.map((g) => g.id).sort()).toEqual([...GIFTS.values()].sort());
    } finally {
      await db.update(productSkus).set({ soldSeparately: true });
      await db
        .update(productSkus)
        .set({ soldSeparately: false })
        .where(inArray(productSkus.id, [...GIFTS.values()]));
      await server.app.liveCatalog.settle();
    }
  });
});

describe('the price of a product in lists', () => {
  it('is the lowest price it can be bought at now, the one its page opens on', async () => {
    for (const item of await all()) {
      const detail = (await server.request(`/api/v1/products/${item.productId}`)).body.result;
      const buyable = detail.skus.filter((s: { totalProduct: number }) => s.totalProduct > 0).map((s: { sellPrice: number }) => s.sellPrice);
      if (buyable.length) expect(item.sellPrice, `${item.productId}`).toBe(Math.min(...buyable));
      expect(detail.skuId, `${item.productId}`).toBe(item.skuId);
    }
  });

  it('orders the price sorts, with the sellPrice shown and not minSellPrice', async () => {
    const ascending = (await all('&sort=price-asc')).map((i) => i.sellPrice);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await all('&sort=price-desc')).map((i) => i.sellPrice);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('is what minPrice and maxPrice judge', async () => {
    const everything = await all();
    const inRange = (min: number, max: number) => everything.filter((i) => i.sellPrice >= min && i.sellPrice <= max).map((i) => i.productId);
    for (const [min, max] of [
      [0, 100],
      [100, 500],
      [499, 499.99],
      [1000, 100000],
    ] as const) {
      expect(ids(await all(`&minPrice=${min}&maxPrice=${max}`)).sort(), `${min}–${max}`).toEqual(inRange(min, max).sort());
    }
    // a product whose staff floor (minSellPrice) is below its price is not found at the floor
    const floored = everything.find((i) => i.minSellPrice < i.sellPrice)!;
    expect(ids(await all(`&minPrice=${floored.minSellPrice}&maxPrice=${floored.minSellPrice}`))).not.toContain(floored.productId);
    expect(ids(await all(`&minPrice=${floored.sellPrice}&maxPrice=${floored.sellPrice}`))).toContain(floored.productId);
  });
});
