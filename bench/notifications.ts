// Payment notifications at once (issue 17): at 50 connections a provider's signed notifications
// arrive for thousands of unpaid orders, every tenth delivered twice, against the built shop on
// both databases; then the books are checked: every paid order has exactly one applied
// notification and one move to paid, no notification lost (each answered OK is recorded), none
// applied twice. A bare node:http server is measured first, the same way.
// Usage: npm run bench:notifications   (BENCH_SECONDS, BENCH_WARM_UP_SECONDS, BENCH_ORDERS, BENCH_KINDS=pglite,postgres, BENCH_DATABASE_URL, BENCH_NODE_ARGS)
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { orderStatusHistory, orders } from '../apps/api/src/modules/orders/orders.tables';
import { paymentNotifications } from '../apps/api/src/modules/payments/payments.tables';
import { benchOptions } from './bench-options';
import { insertBenchOrders } from './bench-orders';
import { benchMembers, measureBareServer, throwAwayDatabase } from './bench-setup';
import { generateLoad } from './load-generator';
import { startShopServer, statusCounts } from './shop-server';

const { seconds, warmUpSeconds, kinds } = benchOptions;
const orderCount = Number(process.env.BENCH_ORDERS ?? 30_000);
const SECRET = 'bench-payment-notify-secret-0123456789abcdef';

const rows: string[] = [];
const bareResult = await measureBareServer(seconds, warmUpSeconds);
const bareRps = bareResult.rps;
rows.push(
  `| bare node:http, 200 bytes | | ${bareResult.rps} req/s | ${bareResult.p50} | ${bareResult.p99} | ${bareResult.errors} | 200: ${bareResult.statuses['200'] ?? 0} | | | |`,
);

for (const kind of kinds) {
  const unpaid: { orderNo: string; amount: string }[] = [];
  const database = await throwAwayDatabase(kind, async ({ db }) => {
    const members = await benchMembers(db, 100, 'payer');
    const expiresAt = new Date(Date.now() + 24 * 3600_000);
    await insertBenchOrders(
      db,
      orderCount,
      members.map((m) => m.id),
      (_, { orderNo, netTotalSatang }) => {
        unpaid.push({ orderNo, amount: `${netTotalSatang / 100}.00` });
        return { expiresAt };
      },
    );
  });

  const server = await startShopServer(database, 3914, { PAYMENT_NOTIFY_SECRET: SECRET }, 'error');
  try {
    const { base } = server;
    const result = await generateLoad({ base, connections: 50, seconds, warmUpSeconds, headers: {}, mix: { kind: 'notify', secret: SECRET, orders: unpaid } });
    const rss = server.rssMb();
    const statuses = statusCounts(result.statuses);
    await server.stop();

    const check = await database.open();
    const [measured] = await check.db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentNotifications)
      .where(
        and(
          eq(paymentNotifications.outcome, 'applied'),
          gte(paymentNotifications.receivedAt, new Date(result.startedAt)),
          lt(paymentNotifications.receivedAt, new Date(result.startedAt + seconds * 1000)),
        ),
      );
    const [applied] = await check.db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.outcome, 'applied'));
    const [notified] = await check.db.select({ n: sql<number>`count(distinct ${paymentNotifications.orderNo})::int` }).from(paymentNotifications);
    const [paid] = await check.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.statusId, 2));
    const [moves] = await check.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.toStatusId, 2));
    await check.close();
    // lost: an order a recorded notification paid that is not paid; twice: a second move or a second applied notification
    const lost = notified!.n - paid!.n;
    const twice = moves!.n - paid!.n + (applied!.n - paid!.n);
    const perSecond = Math.round(measured!.n / seconds);
    const share = ((100 * perSecond) / bareRps).toFixed(2);
    rows.push(
      `| ${kind} | ${perSecond} (${share} % of bare) | ${result.rps} req/s | ${result.p50} | ${result.p99} | ${result.errors} | ${statuses} | ${lost} | ${twice} | ${rss} |`,
    );
  } finally {
    await server.stop();
    await database.cleanup();
  }
}

console.log(
  `\n${orderCount} unpaid orders, 50 connections, ${seconds} s after ${warmUpSeconds} s of warm-up, every tenth notification delivered twice, ${new Date().toISOString()}\n`,
);
console.log('| database | applied/s | all notifications | p50 ms | p99 ms | connection errors | HTTP statuses | lost | applied twice | server RSS MB |');
console.log('|---|---:|---:|---:|---:|---:|---|---:|---:|---:|');
for (const row of rows) console.log(row);
