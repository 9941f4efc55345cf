// Members buying at once (issue 16): at 50 connections each member adds its SKU to the cart, sets
// the line to one unit, chooses 10 coins off at step 2 and places the order with them, over and
// over, against the built shop on both databases; then the books are checked: no unit sold past the stock, stock + sold =
// starting stock for every SKU, no balance below zero, coins spent = coins the orders used. A bare
// node:http server is measured first, the same way, so the figures can be read against this machine.
// Usage: npm run bench:checkout   (BENCH_SECONDS, BENCH_WARM_UP_SECONDS, BENCH_MEMBERS, BENCH_KINDS=pglite,postgres, BENCH_DATABASE_URL, BENCH_NODE_ARGS)
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { orderAddresses } from '../apps/api/src/modules/addresses/addresses.tables';
import { productSkus } from '../apps/api/src/modules/catalog/catalog.tables';
import { coinLedger } from '../apps/api/src/modules/coins/coins.tables';
import { orderLines, orders } from '../apps/api/src/modules/orders/orders.tables';
import { benchOptions } from './bench-options';
import { BANGKOK, orderBodyFor } from './bench-orders';
import { benchMembers, measureBareServer, throwAwayDatabase } from './bench-setup';
import { generateLoad } from './load-generator';
import { startShopServer, statusCounts } from './shop-server';

const { seconds, warmUpSeconds, kinds } = benchOptions;
const memberCount = Number(process.env.BENCH_MEMBERS ?? 200);
/** five SKUs with stock to spare, and one that sells out during the run: the oversell check's SKU */
const skus = [930000001, 930000004, 930000010, 930000020, 930000030, 930000040];
const PLENTY = 1_000_000;
const SCARCE = 25;
const COINS_OFF = 10;

const rows: string[] = [];
const bareResult = await measureBareServer(seconds, warmUpSeconds);
const bareRps = bareResult.rps;
rows.push(
  `| bare node:http, 200 bytes | | ${bareResult.rps} req/s | ${bareResult.p50} | ${bareResult.p99} | ${bareResult.errors} | 200: ${bareResult.statuses['200'] ?? 0} | | | |`,
);

for (const kind of kinds) {
  const buyers: { token: string; addressId: number }[] = [];
  const startingStock = new Map<number, number>();
  const database = await throwAwayDatabase(kind, async ({ db }) => {
    for (const m of await benchMembers(db, memberCount, 'buyer')) {
      const [address] = await db
        .insert(orderAddresses)
        .values({ memberId: m.id, book: 'shipping', ...BANGKOK })
        .returning({ id: orderAddresses.id });
      await db.insert(coinLedger).values({ memberId: m.id, coin: 100_000, activity: 'admin-adjustment', reference: 'bench' });
      buyers.push({ token: m.token, addressId: address!.id });
    }
    for (const [i, skuId] of skus.entries()) {
      const stock = i === skus.length - 1 ? SCARCE : PLENTY;
      await db.update(productSkus).set({ stock }).where(eq(productSkus.id, skuId));
      startingStock.set(skuId, stock);
    }
  });

  // BENCH_NODE_ARGS: e.g. --cpu-prof to see where an order's time goes
  const server = await startShopServer(database, 3913);
  try {
    const { base } = server;
    const bodies = await orderBodies(base, buyers);
    const result = await generateLoad({
      base,
      connections: 50,
      seconds,
      warmUpSeconds,
      headers: { lang: 'th' },
      mix: { kind: 'checkout', tokens: buyers.map((b) => b.token), skus, orders: bodies, coinsOff: COINS_OFF },
    });
    const rss = server.rssMb();
    // 400s are the shop answering correctly: the scarce SKU sold out, a member's line already gone
    const statuses = statusCounts(result.statuses);
    await server.stop();

    const check = await database.open();
    const [measured] = await check.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(gte(orders.createdAt, new Date(result.startedAt)), lt(orders.createdAt, new Date(result.startedAt + seconds * 1000))));
    const sold = await check.db
      .select({ skuId: orderLines.skuId, n: sql<number>`sum(${orderLines.amount})::int` })
      .from(orderLines)
      .groupBy(orderLines.skuId);
    const stocks = await check.db.select({ id: productSkus.id, stock: productSkus.stock }).from(productSkus).where(inArray(productSkus.id, skus));
    const offBooks = stocks.filter((s) => s.stock < 0 || s.stock + (sold.find((x) => x.skuId === s.id)?.n ?? 0) !== startingStock.get(s.id)).length;
    const [spent] = await check.db
      .select({ n: sql<number>`coalesce(-sum(${coinLedger.coin}), 0)::int` })
      .from(coinLedger)
      .where(eq(coinLedger.activity, 'order-discount'));
    const [used] = await check.db.select({ n: sql<number>`coalesce(sum(${orders.coinsUsed}), 0)::int` }).from(orders);
    const balances = await check.db
      .select({ balance: sql<number>`sum(${coinLedger.coin})::int` })
      .from(coinLedger)
      .groupBy(coinLedger.memberId);
    const coins = { spent: spent!.n, used: used!.n, negative: balances.filter((b) => b.balance < 0).length };
    await check.close();
    const ordersPerSecond = Math.round(measured!.n / seconds);
    const share = ((100 * ordersPerSecond) / bareRps).toFixed(2);
    const booksRight = offBooks === 0 && coins.negative === 0 && coins.spent === coins.used;
    rows.push(
      `| ${kind} | ${ordersPerSecond} (${share} % of bare) | ${result.rps} req/s | ${result.p50} | ${result.p99} | ${result.errors} | ${statuses} | ${offBooks} | ${booksRight ? 'yes' : `NO (spent ${coins.spent}, used ${coins.used}, below zero ${coins.negative})`} | ${rss} |`,
    );
  } finally {
    await server.stop();
    await database.cleanup();
  }
}

/** Each member's order body for one unit of its SKU with 10 coins off, at the shop's own prices. */
async function orderBodies(base: string, buyers: { token: string; addressId: number }[]): Promise<string[]> {
  const bodyOf = new Map<number, (addressId: number) => string>();
  for (const skuId of skus) bodyOf.set(skuId, await orderBodyFor(base, buyers[0]!.token, skuId, COINS_OFF));
  return buyers.map((buyer, member) => bodyOf.get(skus[member % skus.length]!)!(buyer.addressId));
}
