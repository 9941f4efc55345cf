// Many members adding, changing and reading their carts at once (issue 6): autocannon at 50
// connections against the built shop, on both databases, then a check that no line passed its stock;
// first a bare node:http server the same way, so the figures can be read against this machine.
// Usage: npm run bench:cart   (BENCH_SECONDS, BENCH_WARM_UP_SECONDS, BENCH_MEMBERS, BENCH_KINDS=pglite,postgres, BENCH_DATABASE_URL,
// BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server)
import { count, eq, gt } from 'drizzle-orm';
import { productSkus } from '../apps/api/src/modules/catalog/catalog.tables';
import { cartLines } from '../apps/api/src/modules/cart/cart.tables';
import { benchOptions } from './bench-options';
import { benchMembers, measureBareServer, throwAwayDatabase } from './bench-setup';
import { generateLoad } from './load-generator';
import { startShopServer, statusCounts } from './shop-server';

const { seconds, warmUpSeconds, kinds } = benchOptions;
const memberCount = Number(process.env.BENCH_MEMBERS ?? 200);
const skus = [930000001, 930000004, 930000010, 930000020, 930000030, 930000040];

const rows: string[] = [];
const bareResult = await measureBareServer(seconds, warmUpSeconds);
const bareRps = bareResult.rps;
rows.push(
  `| bare node:http, 200 bytes | ${bareResult.rps} | ${bareResult.p50} | ${bareResult.p99} | ${bareResult.errors} | 200: ${bareResult.statuses['200'] ?? 0} | | |`,
);

for (const kind of kinds) {
  const tokens: string[] = [];
  const database = await throwAwayDatabase(kind, async ({ db }) => {
    tokens.push(...(await benchMembers(db, memberCount, 'bench')).map((m) => m.token));
  });

  const server = await startShopServer(database, 3913);
  try {
    const { base } = server;
    // the load generator is a process of its own (load-generator.ts): each member reads its cart
    // twice, adds to its own line and changes it, over and over; measured after a warm-up of the
    // same load (a server just started compiles its code and reads every member's cart once)
    const result = await generateLoad({ base, connections: 50, seconds, warmUpSeconds, headers: { lang: 'th' }, mix: { kind: 'cart', tokens, skus } });
    const rss = server.rssMb();
    // 400s (over stock) and 404s (patching a line the member could not add) are the shop answering correctly
    const statuses = statusCounts(result.statuses);
    await server.stop();
    const check = await database.open();
    const [over] = await check.db
      .select({ n: count() })
      .from(cartLines)
      .innerJoin(productSkus, eq(productSkus.id, cartLines.skuId))
      .where(gt(cartLines.amount, productSkus.stock));
    await check.close();
    rows.push(
      `| ${kind} | ${result.rps} (${Math.round((100 * result.rps) / bareRps)} % of bare) | ${result.p50} | ${result.p99} | ${result.errors} | ${statuses} | ${over?.n ?? '?'} | ${rss} |`,
    );
  } finally {
    await server.stop();
    await database.cleanup();
  }
}

console.log(
  `\n${memberCount} members, 50 connections, ${seconds} s after ${warmUpSeconds} s of warm-up, GET/GET/POST/PATCH mix, ${new Date().toISOString()}\n`,
);
console.log('| database | req/s | p50 ms | p99 ms | connection errors | HTTP statuses | lines past stock | server RSS MB |');
console.log('|---|---:|---:|---:|---:|---|---:|---:|');
for (const row of rows) console.log(row);
