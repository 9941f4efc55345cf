import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { signedInMember } from '../../../test/members-fixture';
import { ordersFixture } from '../../../test/orders-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { productSkus } from '../catalog/catalog.tables';
import { coinLedger } from './coins.tables';

let server: TestServer;
const reward = fixtureProducts[6]!.skus[0]!; // 50 coins, stock 20
const notReward = fixtureProducts[0]!.skus[0]!;

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false', RATE_LIMIT_PER_MINUTE: '100000', SIGNIN_ATTEMPTS_PER_MINUTE: '1000' });
  await loadCatalogFixture(server.app.database);
  await server.app.liveCatalog.settle();
});
afterAll(() => server.close());

type Member = Awaited<ReturnType<typeof signedInMember>>;
async function memberWithCoins(coins: number): Promise<Member> {
  const m = await signedInMember(server);
  await server.app.database.db.insert(coinLedger).values({ memberId: m.id, coin: coins, activity: 'admin-adjustment', reference: `grant-${m.id}` });
  return m;
}
const exchange = (m: Member, skuId: number, lang: 'th' | 'en' = 'en') =>
  server.request(`/api/v1/product-sku/exchange-coin-reward/${skuId}`, { headers: m.auth, lang });
const balance = async (m: Member) => (await server.request('/api/v1/members/get-my-pcg-coin', { headers: m.auth })).body.result.coin;

describe('coins', () => {
  it('shows the balance, and the rewards page by page sorted by cost', async () => {
    const m = await memberWithCoins(120);
    expect((await server.request('/api/v1/members/get-my-pcg-coin', { headers: m.auth })).body.result).toEqual({ coin: 120 });
    const page = await server.request('/api/v1/members/get-my-pcg-coin?limit=12&page=1&orderBy=asc', { headers: m.auth });
    expect(page.body.totalRecord).toBe(1);
    expect(page.body.result.listSkuReward).toEqual([
      { id: reward.id, skuId: reward.id, productName: 'ตัวอย่างขนมแมวฟรี', productSkuImageKey: 'product/107.svg', coinReward: 50, totalProductInSellStock: 20 },
    ]);
    expect((await server.request('/api/v1/members/get-my-pcg-coin')).status).toBe(401);
  });

  it("sorting the reward page never reorders the cart's reward list (it is shared between answers)", async () => {
    const m = await signedInMember(server);
    const dearer = fixtureProducts[1]!.skus[0]!;
    await server.app.database.db.update(productSkus).set({ coinReward: 80 }).where(eq(productSkus.id, dearer.id));
    await server.app.liveCatalog.settle();
    try {
      const desc = await server.request('/api/v1/members/get-my-pcg-coin?limit=12&page=1&orderBy=desc', { headers: m.auth });
      expect(desc.body.result.listSkuReward.map((r: { coinReward: number }) => r.coinReward)).toEqual([80, 50]);
      const cart = await server.request('/api/v1/carts', { headers: m.auth });
      expect(cart.body.result.coin.rewardProducts.map((r: { coinReward: number }) => r.coinReward)).toEqual([50, 80]);
    } finally {
      await server.app.database.db.update(productSkus).set({ coinReward: null }).where(eq(productSkus.id, dearer.id));
      await server.app.liveCatalog.settle();
    }
  });

  it('exchanges coins for a reward: the coins go, a free line comes, and the history says so', async () => {
    const m = await memberWithCoins(120);
    const res = await exchange(m, reward.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.result.coin.currentCoin).toBe(70);
    expect(res.body.result.cart.generalProduct.products[0]).toMatchObject({
      totalAmount: 1,
      totalPrice: 0,
      product: { skuId: reward.id, orderProductTypeId: 4, orderProductTypeDisplay: 'free' },
    });
    const history = await server.request('/api/v1/coin-history/web?limit=10&page=1', { headers: m.auth, lang: 'en' });
    expect(history.body.totalRecord).toBe(2);
    expect(history.body.result[0]).toMatchObject({ operator: '-', coin: 50, activity: 'Exchanged for a reward' });
    expect(history.body.result[1]).toMatchObject({ operator: '+', coin: 120, activity: 'Coin adjustment by Pawsook' });
    const th = await server.request('/api/v1/coin-history/web?limit=1&page=2', { headers: m.auth });
    expect(th.body.result).toEqual([expect.objectContaining({ operator: '+', activity: 'ปรับยอดเหรียญโดย Pawsook' })]);
    // a free line is fixed
    const patch = await server.request(`/api/v1/carts/${reward.id}`, {
      method: 'PATCH',
      headers: m.auth,
      json: { orderProductTypeId: 4, amount: 2 },
      lang: 'en',
    });
    expect(patch.body.errorMessage).toBe('The quantity of this item cannot be changed.');
    const remove = await server.request(`/api/v1/carts/${reward.id}`, { method: 'DELETE', headers: m.auth, json: { orderProductTypeId: 4 }, lang: 'en' });
    expect(remove.body.errorMessage).toBe('This item cannot be removed from the cart.');
  });

  it('refuses when the coins are short, when it is not a reward, and when it is sold out', async () => {
    const poor = await memberWithCoins(49);
    const short = await exchange(poor, reward.id);
    expect(short.status).toBe(400);
    expect(short.body.errorMessage).toBe('You do not have enough coins for this reward.');
    expect(await balance(poor)).toBe(49);
    expect((await exchange(poor, notReward.id)).body.errorMessage).toBe('This product cannot be exchanged for coins.');
    const rich = await memberWithCoins(500);
    await server.app.database.db.update(productSkus).set({ stock: 0 }).where(eq(productSkus.id, reward.id));
    try {
      expect((await exchange(rich, reward.id, 'th')).body.errorMessage).toBe('สินค้าหมด');
      expect(await balance(rich)).toBe(500);
    } finally {
      await server.app.database.db.update(productSkus).set({ stock: 20 }).where(eq(productSkus.id, reward.id));
      await server.app.liveCatalog.settle();
    }
  });

  it('lets exactly one of ten parallel exchanges through when the coins cover one', async () => {
    const m = await memberWithCoins(60);
    const results = await Promise.all(Array.from({ length: 10 }, () => exchange(m, reward.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(9);
    expect(await balance(m)).toBe(10);
    const ledger = await server.app.database.db.select().from(coinLedger).where(eq(coinLedger.memberId, m.id));
    expect(ledger.reduce((sum, e) => sum + e.coin, 0)).toBe(10);
  });

  describe('returning a reward from the cart (decision 0044)', () => {
    const returnReward = (m: Member, skuId: number, lang: 'th' | 'en' = 'en') =>
      server.request(`/api/v1/carts/rewards/${skuId}/return`, { method: 'POST', headers: m.auth, lang });
    const rewardLine = (body: {
      result: { cart: { generalProduct: { products: { totalAmount: number; product: { skuId: number; orderProductTypeId: number } }[] } } };
    }) => body.result.cart.generalProduct.products.find((l) => l.product.skuId === reward.id && l.product.orderProductTypeId === 4);

    it('gives the coins back and takes the line out; the history says so; a second return is refused', async () => {
      const m = await memberWithCoins(120);
      await exchange(m, reward.id);
      const res = await returnReward(m, reward.id);
      expect(res.status, res.text).toBe(200);
      expect(res.body.result.coin.currentCoin).toBe(120);
      expect(rewardLine(res.body)).toBeUndefined();
      const history = await server.request('/api/v1/coin-history/web?limit=10&page=1', { headers: m.auth, lang: 'en' });
      expect(history.body.result[0]).toMatchObject({ operator: '+', coin: 50, activity: 'A reward returned from the cart' });
      const again = await returnReward(m, reward.id, 'th');
      expect(again.status).toBe(404);
      expect(again.body.errorMessage).toBe('ของรางวัลนี้ไม่อยู่ในตะกร้าแล้ว: คืนไปแล้วหรืออยู่ในคำสั่งซื้อ');
      expect(await balance(m)).toBe(120);
      // a normal product is no reward line
      expect((await returnReward(m, notReward.id)).status).toBe(404);
    });

    it('returns exactly what each exchange cost, the latest first, when the cost changed in between', async () => {
      const m = await memberWithCoins(200);
      await exchange(m, reward.id);
      await server.app.database.db.update(productSkus).set({ coinReward: 80 }).where(eq(productSkus.id, reward.id));
      await server.app.liveCatalog.settle();
      try {
        const second = await exchange(m, reward.id);
        expect(second.body.result.coin.currentCoin).toBe(70);
        expect(rewardLine(second.body)?.totalAmount).toBe(2);
        const first = await returnReward(m, reward.id);
        expect(first.body.result.coin.currentCoin).toBe(150);
        expect(rewardLine(first.body)?.totalAmount).toBe(1);
        const last = await returnReward(m, reward.id);
        expect(last.body.result.coin.currentCoin).toBe(200);
        expect(rewardLine(last.body)).toBeUndefined();
      } finally {
        await server.app.database.db.update(productSkus).set({ coinReward: 50 }).where(eq(productSkus.id, reward.id));
        await server.app.liveCatalog.settle();
      }
    });

    it('gives the coins back once when the same reward is returned ten times at once', async () => {
      const m = await memberWithCoins(60);
      await exchange(m, reward.id);
      const results = await Promise.all(Array.from({ length: 10 }, () => returnReward(m, reward.id)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 404)).toHaveLength(9);
      expect(await balance(m)).toBe(60);
      const ledger = await server.app.database.db.select().from(coinLedger).where(eq(coinLedger.memberId, m.id));
      expect(ledger.filter((e) => e.activity === 'reward-return')).toHaveLength(1);
    });

    it('gives nothing back once an order has taken the reward, even when both are sent at once', async () => {
      const { shopper, orderBody, place } = ordersFixture(() => server);
      for (let round = 0; round < 3; round += 1) {
        const m = await shopper([{ skuId: notReward.id, amount: 1 }]);
        await server.app.database.db.insert(coinLedger).values({ memberId: m.id, coin: 100, activity: 'admin-adjustment', reference: `grant-${m.id}` });
        await exchange(m, reward.id);
        const body = await orderBody(m);
        const [placed, returned] = await Promise.all([place(m, body), returnReward(m, reward.id)]);
        expect(placed.status, placed.text).toBe(200);
        // either the return came first (coins back, the order without it) or the order did (nothing back)
        expect([200, 404]).toContain(returned.status);
        expect(await balance(m)).toBe(returned.status === 200 ? 100 : 50);
        const cart = await server.request('/api/v1/carts', { headers: m.auth });
        expect(rewardLine(cart.body)).toBeUndefined();
        expect((await returnReward(m, reward.id)).status).toBe(404);
      }
    });

    it('keeps coins and lines in step when exchanges and returns of one member cross', async () => {
      const m = await memberWithCoins(150);
      await exchange(m, reward.id);
      const calls = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? returnReward(m, reward.id) : exchange(m, reward.id)));
      const results = await Promise.all(calls);
      // no deadlock or failure: each call is served or refused in the shopper's words
      expect(results.every((r) => r.status === 200 || r.status === 400 || r.status === 404)).toBe(true);
      const cart = await server.request('/api/v1/carts', { headers: m.auth });
      const units = rewardLine(cart.body)?.totalAmount ?? 0;
      expect(cart.body.result.coin.currentCoin + 50 * units).toBe(150);
    });
  });
});
