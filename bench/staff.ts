// The back office under load (issue 19): staff reading the orders board (its first page, a status,
// a search by order number or e-mail, a member's orders, a Bangkok day), an order in full and the
// dashboard, against the built shop holding tens of thousands of orders, on both databases. A bare
// node:http server is measured first, the same way; the shares are of it.
// Usage: npm run bench:staff   (BENCH_EACH=1 measures each call alone too; BENCH_SECONDS, BENCH_WARM_UP_SECONDS, BENCH_ORDERS, BENCH_KINDS=pglite,postgres, BENCH_DATABASE_URL, BENCH_NODE_ARGS)
import { benchOptions } from './bench-options';
import { insertBenchOrders } from './bench-orders';
import { benchMembers, measureBareServer, throwAwayDatabase } from './bench-setup';
import { generateLoad } from './load-generator';
import { startShopServer, statusCounts } from './shop-server';

const { seconds, warmUpSeconds, kinds } = benchOptions;
const orderCount = Number(process.env.BENCH_ORDERS ?? 30_000);
const STAFF_TOKEN = 'bench-staff-token-0123456789abcdefghijkl';

const rows: string[] = [];
const bare = await measureBareServer(seconds, warmUpSeconds);
rows.push(`| bare node:http, 200 bytes | ${bare.rps} | 100 % | ${bare.p50} | ${bare.p99} | ${bare.errors} | | |`);

for (const kind of kinds) {
  let memberId = 0;
  const database = await throwAwayDatabase(kind, async ({ db }) => {
    const members = await benchMembers(db, 1000, 'staffbench');
    memberId = members[7]!.id;
    const day = 86_400_000;
    await insertBenchOrders(
      db,
      orderCount,
      members.map((m) => m.id),
      (i) => {
        const createdAt = new Date(Date.now() - (i % 90) * day - (i % 1440) * 60_000);
        return { statusId: [1, 2, 3, 5, 8, 12][i % 6]!, createdAt, expiresAt: new Date(createdAt.getTime() + 3600_000) };
      },
    );
  });

  const server = await startShopServer(database, 3915, { STAFF_API_TOKEN: STAFF_TOKEN }, 'error');
  try {
    const { base } = server;
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const paths = [
      '/api/v1/staff/orders',
      '/api/v1/staff/orders?statusId=2',
      '/api/v1/staff/orders?q=PSBENCH00123',
      '/api/v1/staff/orders?q=staffbench7%40',
      `/api/v1/staff/orders?memberId=${memberId}`,
      `/api/v1/staff/orders?from=${today}&to=${today}`,
      '/api/v1/staff/orders/PSBENCH0004242',
      '/api/v1/staff/dashboard',
    ];
    const headers = { authorization: `Bearer ${STAFF_TOKEN}` };
    // BENCH_EACH=1: each call on its own first, to find the slow one
    if (process.env.BENCH_EACH) {
      for (const one of paths) {
        const alone = await generateLoad({ base, connections: 4, seconds: 2, warmUpSeconds: 1, headers, mix: { kind: 'paths', paths: [one] } });
        rows.push(`| ${kind} ${one} | ${alone.rps} | ${((100 * alone.rps) / bare.rps).toFixed(2)} % | ${alone.p50} | ${alone.p99} | ${alone.errors} | | |`);
      }
    }
    const result = await generateLoad({ base, connections: 20, seconds, warmUpSeconds, headers, mix: { kind: 'paths', paths } });
    const rss = server.rssMb();
    const statuses = statusCounts(result.statuses);
    rows.push(
      `| ${kind} | ${result.rps} | ${((100 * result.rps) / bare.rps).toFixed(2)} % | ${result.p50} | ${result.p99} | ${result.errors} | ${statuses} | ${rss} |`,
    );
  } finally {
    await server.stop();
    await database.cleanup();
  }
}

console.log(
  `\n${orderCount} orders over 90 days, 20 connections of staff reading the board, an order and the dashboard in turn, ${seconds} s after ${warmUpSeconds} s of warm-up, ${new Date().toISOString()}\n`,
);
console.log('| server | req/s | share of bare | p50 ms | p99 ms | connection errors | HTTP statuses | server RSS MB |');
console.log('|---|---:|---:|---:|---:|---:|---|---:|');
for (const row of rows) console.log(row);
