// Several instances at once (issue 40): 1, 2, then 3 instances of the built shop on one PostgreSQL
// database behind a real HAProxy, shoppers browsing, buying and paying through it; then, with
// three, the checks across instances (a price change, a sign-out, order expiry, a shared sign-in
// throttle, an uploaded photo, the books). A bare node:http server is measured in the same run.
// Exits 1 if any check fails.
// Usage: npm run bench:scale   (BENCH_SECONDS, BENCH_WARM_UP_SECONDS, BENCH_MEMBERS, BENCH_CONNECTIONS,
//   BENCH_INSTANCES=3, BENCH_BALANCE=roundrobin, BENCH_FOLLOWER=1, BENCH_DATABASE_URL, BENCH_REDIS_URL, BENCH_HAPROXY, BENCH_NODE_ARGS)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/database';
import { orderAddresses } from '../apps/api/src/modules/addresses/addresses.tables';
import { productSkus } from '../apps/api/src/modules/catalog/catalog.tables';
import { coinLedger } from '../apps/api/src/modules/coins/coins.tables';
import { orders } from '../apps/api/src/modules/orders/orders.tables';
import { benchOptions } from './bench-options';
import { bareServerSource, benchMembers, throwAwayDatabase, waitFor } from './bench-setup';
import { BALANCE, startLoadBalancer, type LoadBalancer } from './haproxy';
import { generateLoad } from './load-generator';
import { startObjectStore } from './object-store';
import { cpuSeconds, shopServerPid } from './process-cpu';
import { booksExact, expiredOnce, photoServedByEvery, priceChangeSeenByEvery, signedOutRefusedByEvery, throttleShared, type CheckResult } from './scale-checks';
import { startShopServer, statusCounts, type ShopServer } from './shop-server';
import { BANGKOK, orderBodyFor } from './bench-orders';
import { runShopperJourneys, type Shopper } from './shopper-journeys';

const { seconds, warmUpSeconds } = benchOptions;
const memberCount = Number(process.env.BENCH_MEMBERS ?? 200);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const maxInstances = Number(process.env.BENCH_INSTANCES ?? 3);
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** this bench's ports (3350–3369): the load balancer, its stats page, the object store, the bare server, then the instances */
const FRONT_PORT = 3350;
const STATS_PORT = 3351;
const S3_PORT = 3355;
const BARE_PORT = 3356;
const instancePort = (i: number) => 3360 + i;

const SECRET = 'bench-scale-payment-notify-secret-0123456789';
const STAFF_TOKEN = 'bench-scale-staff-api-token-0123456789abcdef';
const COINS_OFF = 10;
/** the SKUs shoppers buy, with stock to spare */
const loadSkus = [930000001, 930000004, 930000010, 930000020, 930000030];
/** the SKU of the expiry check's orders, the price change and the uploaded photo: none of the load's */
const checkSku = 930000040;
const EXPIRING_ORDERS = 20;
const PLENTY = 1_000_000;
const SIGNIN_ATTEMPTS_PER_MINUTE = 10;
/** BENCH_FOLLOWER=1: a row with the second instance running beside the first but taking no shoppers */
const withFollower = process.env.BENCH_FOLLOWER === '1';

interface Member {
  id: number;
  token: string;
  addressId: number;
}

const startingStock = new Map<number, number>();
const people: { shoppers: Member[]; expiring: Member[]; probe: Member; leaving: Member } = {
  shoppers: [],
  expiring: [],
  probe: undefined as unknown as Member,
  leaving: undefined as unknown as Member,
};

/** Members with an address and 100,000 coins each. */
async function membersWithCoins(database: Database, count: number, prefix: string): Promise<Member[]> {
  const made: Member[] = [];
  for (const m of await benchMembers(database.db, count, prefix)) {
    const [address] = await database.db
      .insert(orderAddresses)
      .values({ memberId: m.id, book: 'shipping', ...BANGKOK })
      .returning({ id: orderAddresses.id });
    await database.db.insert(coinLedger).values({ memberId: m.id, coin: 100_000, activity: 'admin-adjustment', reference: 'bench' });
    made.push({ ...m, addressId: address!.id });
  }
  return made;
}

const bareRows = await measureBare();
const store = await startObjectStore(S3_PORT, 'pawsook-scale');
const database = await throwAwayDatabase('postgres', async (opened) => {
  people.shoppers = await membersWithCoins(opened, memberCount, 'scale-shopper');
  people.expiring = await membersWithCoins(opened, EXPIRING_ORDERS, 'scale-expiring');
  people.probe = (await membersWithCoins(opened, 1, 'scale-probe'))[0]!;
  people.leaving = (await membersWithCoins(opened, 1, 'scale-leaving'))[0]!;
  for (const skuId of [...loadSkus, checkSku]) {
    await opened.db.update(productSkus).set({ stock: PLENTY }).where(eq(productSkus.id, skuId));
    startingStock.set(skuId, PLENTY);
  }
}).catch(async (error: unknown) => {
  await store.stop();
  throw error;
});
const check = await database.open();
const dataDirs: string[] = [];
const instances: ShopServer[] = [];
let balancer: LoadBalancer | undefined;
const rows: string[] = [];
const refusalLines: string[] = [];
let connectionsLine: string | undefined;
let shoppers: Shopper[] = [];
const checks: CheckResult[] = [];
/** each SKU's product, read once the database is there */
const productOf = new Map<number, number>();

/** Every instance alike: shared settings, a data folder of its own (so a photo on one's disk is not on the others'). */
function instanceEnv(): Record<string, string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pawsook-instance-'));
  dataDirs.push(dataDir);
  return {
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${FRONT_PORT}`,
    TRUST_PROXY: 'true',
    PAYMENT_NOTIFY_SECRET: SECRET,
    STAFF_API_TOKEN: STAFF_TOKEN,
    SIGNIN_ATTEMPTS_PER_MINUTE: String(SIGNIN_ATTEMPTS_PER_MINUTE),
    ORDER_EXPIRY_SWEEP_SECONDS: '1',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `pawsook-bench-scale-${process.pid}:`,
    ...store.env,
  };
}

try {
  const skus = await check.db
    .select({ id: productSkus.id, productId: productSkus.productId })
    .from(productSkus)
    .where(inArray(productSkus.id, [...loadSkus, checkSku]));
  for (const s of skus) productOf.set(s.id, s.productId);
  for (let n = 1; n <= maxInstances; n++) {
    instances.push(await startShopServer(database, instancePort(n), instanceEnv(), 'error'));
    if (n === 1) shoppers = await shoppersOf(instances[0]!.base);
    await measureRow(String(n), instances);
    if (n === 1 && withFollower && maxInstances > 1) {
      // the second instance before it takes shoppers: what following the first one's changes costs it
      instances.push(await startShopServer(database, instancePort(2), instanceEnv(), 'error'));
      await measureRow('1, and 1 taking no shoppers', instances.slice(0, 1), instances[1]);
      n++;
      await measureRow(String(n), instances);
    }
  }

  // each instance's pool (DATABASE_POOL_SIZE) as the load left it, and one listening connection per followed channel
  const held = (await check.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  )) as unknown as { rows: { n: number }[] };
  connectionsLine = `Connections to PostgreSQL after the load: ${held.rows[0]!.n} for ${instances.length} instances (the bench's own one not counted).`;

  const bases = instances.map((i) => i.base);
  checks.push(await expiryCheck(balancer!.base));
  checks.push(await priceChangeSeenByEvery(bases, STAFF_TOKEN, checkSku, productOf.get(checkSku)!));
  checks.push(await signedOutRefusedByEvery(bases, people.leaving.token));
  // with one instance there is no other to count on or to serve the photo: not a pass
  checks.push(
    bases.length > 1
      ? await throttleShared(bases, SIGNIN_ATTEMPTS_PER_MINUTE)
      : { name: 'a sign-in throttle is shared', ok: false, detail: 'needs BENCH_INSTANCES of 2 or more' },
  );
  checks.push(await photoServedByEvery(bases, STAFF_TOKEN, productOf.get(checkSku)!));
  checks.push(await booksExact(check.db, startingStock));
} finally {
  await balancer?.stop();
  for (const instance of instances) await instance.stop();
  await check.close();
  await database.cleanup();
  await store.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

/**
 * The journeys through HAProxy in front of `serving`, and the row of what they did; a `follower`
 * runs beside them taking no shoppers, and what it spends is shown apart.
 */
async function measureRow(label: string, serving: ShopServer[], follower?: ShopServer): Promise<void> {
  await balancer?.stop();
  const ports = serving.map((server) => Number(new URL(server.base).port));
  balancer = await startLoadBalancer(FRONT_PORT, STATS_PORT, ports);
  const journeys = (base: string, duration: number) =>
    runShopperJourneys({
      base,
      connections,
      seconds: duration,
      warmUpSeconds: 0,
      headers: { lang: 'th' },
      shoppers,
      coinsOff: COINS_OFF,
      notifySecret: SECRET,
    });
  // warmed up apart, so the CPU counted is the measured run's alone: a new instance's compiler at work is not a cost per order
  if (warmUpSeconds > 0) await journeys(balancer.base, warmUpSeconds);
  const startedAt = new Date();
  const cpuSpent = await cpuFromNow(ports.map(shopServerPid));
  const statsBefore = await databaseStats();
  const followerSpent = follower ? await cpuFromNow([shopServerPid(Number(new URL(follower.base).port))]) : undefined;
  const result = await journeys(balancer.base, seconds);
  const cpu = await cpuSpent();
  const statsAfter = await databaseStats();
  const followerCpu = await followerSpent?.();
  const endedAt = new Date();
  const rss = [...serving, ...(follower ? [follower] : [])].map((i) => i.rssMb()).join(' / ');
  // what each part spent on one purchase in the measured run
  const [all] = await check.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(gte(orders.createdAt, startedAt), lt(orders.createdAt, endedAt)));
  const eachOrder = (count: number) => (all!.n > 0 ? (count / all!.n).toFixed(1) : '—');
  const perOrder = (spentSeconds: number) => eachOrder(1000 * spentSeconds);
  const shopCpu = followerCpu ? `${perOrder(cpu.shop)} + ${perOrder(followerCpu.shop)} following` : perOrder(cpu.shop);
  const window = (column: typeof orders.createdAt | typeof orders.paidAt) =>
    and(gte(column, new Date(result.startedAt)), lt(column, new Date(result.startedAt + seconds * 1000)));
  const [placed] = await check.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(window(orders.createdAt));
  const [paid] = await check.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), window(orders.paidAt)));
  rows.push(
    `| ${label} | ${Math.round(placed!.n / seconds)} | ${Math.round(paid!.n / seconds)} | ${result.rps} req/s | ${result.p50} | ${result.p99} | ${result.errors} | ${statusCounts(result.statuses)} | ${shopCpu} | ${perOrder(cpu.postgres)} | ${eachOrder(statsAfter.commits - statsBefore.commits)} / ${eachOrder(statsAfter.rows - statsBefore.rows)} | ${rss} |`,
  );
  for (const [call, { count, sample }] of Object.entries(result.refusals)) refusalLines.push(`${label} instance(s), ${call} × ${count}: ${sample}`);
}

/**
 * The database's committed transactions and rows read so far (PostgreSQL's statistics, which
 * each backend reports within a second or so): whether more instances mean more round trips.
 */
async function databaseStats(): Promise<{ commits: number; rows: number }> {
  const answer = (await check.db.execute(
    sql`select xact_commit::bigint as commits, (tup_returned + tup_fetched)::bigint as rows from pg_stat_database where datname = current_database()`,
  )) as unknown as { rows: { commits: string; rows: string }[] };
  return { commits: Number(answer.rows[0]!.commits), rows: Number(answer.rows[0]!.rows) };
}

/** The PostgreSQL server's processes serving this bench's database (the pools and the listeners). */
async function backendPids(): Promise<number[]> {
  const answer = (await check.db.execute(sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)) as unknown as {
    rows: { pid: number }[];
  };
  return answer.rows.map((r) => r.pid);
}

/**
 * CPU seconds the instances and the database's backends use from now until the returned function
 * is called. A backend that ends meanwhile takes its time with it: PostgreSQL's figure is a floor.
 */
async function cpuFromNow(shopPids: number[]): Promise<() => Promise<{ shop: number; postgres: number }>> {
  const start = new Map([...shopPids, ...(await backendPids())].map((pid) => [pid, cpuSeconds(pid)]));
  const spent = (pid: number) => Math.max(0, cpuSeconds(pid) - (start.get(pid) ?? 0));
  return async () => ({
    shop: shopPids.reduce((total, pid) => total + spent(pid), 0),
    postgres: (await backendPids()).reduce((total, pid) => total + spent(pid), 0),
  });
}

/** Each shopper's SKU, product and order body, priced by the shop through `base`. */
async function shoppersOf(base: string): Promise<Shopper[]> {
  const bodies = new Map<number, (addressId: number) => string>();
  for (const skuId of loadSkus) bodies.set(skuId, await orderBodyFor(base, people.probe.token, skuId, COINS_OFF));
  return people.shoppers.map((member, i) => {
    const skuId = loadSkus[i % loadSkus.length]!;
    return { token: member.token, skuId, productId: productOf.get(skuId)!, order: bodies.get(skuId)!(member.addressId) };
  });
}

/**
 * Unpaid orders placed through the load balancer, then made due at once (their expiry moved to now
 * in the database, rather than waiting ORDER_EXPIRY_MINUTES' one-minute least) while every
 * instance sweeps each second.
 */
async function expiryCheck(base: string): Promise<CheckResult> {
  const [sku] = await check.db.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, checkSku));
  const body = await orderBodyFor(base, people.probe.token, checkSku, COINS_OFF);
  const placed: string[] = [];
  const refused: number[] = [];
  for (const [i, member] of people.expiring.entries()) {
    const headers = { authorization: `Bearer ${member.token}`, 'content-type': 'application/json', lang: 'th' };
    await fetch(`${base}/api/v1/carts`, { method: 'POST', headers, body: JSON.stringify({ skuId: checkSku, amount: 1, orderProductTypeId: 1 }) });
    await fetch(`${base}/api/v1/coin-history/use-coin-discount`, { method: 'POST', headers, body: JSON.stringify({ coin: COINS_OFF }) });
    const order = await fetch(`${base}/api/v1/orders`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': `scale-expiring-${i}` },
      body: body(member.addressId),
    });
    if (order.ok) placed.push(((await order.json()) as { result: { orderNo: string } }).result.orderNo);
    else refused.push(order.status);
  }
  if (placed.length === 0) return { name: 'each unpaid order is expired exactly once', ok: false, detail: `no order was placed: ${refused.join(', ')}` };
  const result = await expiredOnce(check.db, placed, checkSku, sku!.stock);
  return refused.length === 0 ? result : { ...result, detail: `${result.detail} (${refused.length} of the orders refused: ${refused.join(', ')})` };
}

/**
 * A bare node:http server on this bench's port, measured at the same connections alone and then
 * behind the same HAProxy: what this machine does with no shop at all, and what the balancer costs.
 */
async function measureBare(): Promise<string[]> {
  const bare = spawn(process.execPath, ['-e', bareServerSource], { env: { ...process.env, BARE_PORT: String(BARE_PORT) }, stdio: 'inherit' });
  const measure = async (base: string, what: string) => {
    const r = await generateLoad({ base, connections, seconds, warmUpSeconds, headers: {}, mix: { kind: 'paths', paths: ['/'] } });
    return `| ${what} | | | ${r.rps} req/s | ${r.p50} | ${r.p99} | ${r.errors} | ${statusCounts(r.statuses)} | | | | |`;
  };
  try {
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
    const alone = await measure(`http://127.0.0.1:${BARE_PORT}`, 'bare node:http, 200 bytes');
    const front = await startLoadBalancer(FRONT_PORT, STATS_PORT, [BARE_PORT]);
    try {
      return [alone, await measure(front.base, 'the same behind HAProxy')];
    } finally {
      await front.stop();
    }
  } finally {
    bare.kill();
  }
}

console.log(
  `\n${memberCount} shoppers, ${connections} connections through HAProxy (balance ${BALANCE}, /readyz checks), one PostgreSQL database, ${seconds} s after ${warmUpSeconds} s of warm-up, ${new Date().toISOString()}`,
);
console.log(
  'Each connection: the product list, a product, add to cart, set one unit, 10 coins off, place the order (Thai QR), pay it by the signed notification.',
);
console.log(
  'Two cores: every instance, PostgreSQL, HAProxy and the load generator share them, so more instances cannot add throughput here; the rows show what sharing and the balancer cost, not scaling.\n',
);
console.log(
  "| instances | orders/s | paid/s | all calls | p50 ms | p99 ms | connection errors | HTTP statuses | instances' CPU ms per order | PostgreSQL CPU ms per order | PostgreSQL transactions / rows read per order | RSS MB per instance |",
);
console.log('|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---|');
for (const row of bareRows) console.log(row);
for (const row of rows) console.log(row);
if (refusalLines.length > 0) console.log(`\nRefusals in the measured runs (call, status, count, the first answer):\n${refusalLines.join('\n')}`);
console.log(`\n${connectionsLine}`);
console.log(`\nChecks across ${instances.length} instances:\n`);
for (const c of checks) console.log(`${c.ok ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`);
if (checks.some((c) => !c.ok) || checks.length === 0) process.exitCode = 1;
