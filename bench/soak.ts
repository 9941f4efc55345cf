// A shop under steady traffic for a long time (issue 40): about ten shoppers at a person's pace —
// landing pages drawn by the server (home, a category, a product), the API's lists, detail and
// search, cart changes, and every other visit an order paid at once through the sandbox bank —
// against the built shop started as `npm run serve` starts it, on each database in turn. The
// server's resident memory is read every 30 s and at the end; then p50/p99 per call kind, the 5xx
// count, the memory series, and pass/fail (decision 0076): RSS never above 300 MB, flat after the
// warm-up (the last third's highest sample at most 10 % above the first sample after the warm-up),
// every call kind's p99 within 10× its p50, no 5xx and no call left without an answer. Exits 1 on a failure.
// Usage: npm run bench:soak   (BENCH_SOAK_MINUTES=30 per database, BENCH_SOAK_SHOPPERS=10,
// BENCH_SOAK_SAMPLE_SECONDS=30, BENCH_SOAK_PORT=3370, BENCH_KINDS=pglite,postgres, BENCH_DATABASE_URL, BENCH_NODE_ARGS)
import { eq, inArray } from 'drizzle-orm';
import { orderAddresses } from '../apps/api/src/modules/addresses/addresses.tables';
import { categories, products, productSkus } from '../apps/api/src/modules/catalog/catalog.tables';
import { benchOptions } from './bench-options';
import { BANGKOK, orderBodyFor } from './bench-orders';
import { benchMembers, throwAwayDatabase } from './bench-setup';
import { streamLoadProcess } from './load-generator';
import { startShopServer, statusCounts } from './shop-server';
import type { SoakSpec, SoakTotals, SoakWindow } from './soak-spec';

const { kinds } = benchOptions;
const minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 30);
const shoppers = Number(process.env.BENCH_SOAK_SHOPPERS ?? 10);
const sampleMs = Number(process.env.BENCH_SOAK_SAMPLE_SECONDS ?? 30) * 1000;
const runMs = minutes * 60_000;
/** the first sixth of the run (at least one sample interval): caches fill, the compiler settles */
const warmUpMs = Math.max(sampleMs, Math.round(runMs / 6 / sampleMs) * sampleMs);
const RSS_LIMIT_MB = 300;
const FLAT_MARGIN = 0.1;
const TAIL_RATIO = 10;
const port = Number(process.env.BENCH_SOAK_PORT ?? 3370);
/** SKUs of the demo catalogue the shoppers look at and buy, with stock for a whole soak */
const skus = [930000001, 930000004, 930000010, 930000020, 930000030, 930000040];
const PLENTY = 10_000_000;
const searches = ['อาหาร', 'vitamin', 'ขนม แมว', 'dog food', 'cat fod', 'royal canin', 'ทรายแมว', 'shampo'];

interface Sample {
  at: number;
  rssMb: number;
  window?: SoakWindow;
}

interface Verdict {
  kind: string;
  passed: boolean;
  lines: string[];
}

const verdicts: Verdict[] = [];
for (const kind of kinds) verdicts.push(await soak(kind));

console.log(`\n## Summary (${new Date().toISOString()})\n`);
for (const v of verdicts) console.log(`- ${v.kind}: ${v.passed ? 'PASS' : 'FAIL'}${v.lines.length ? ` — ${v.lines.join('; ')}` : ''}`);
process.exitCode = verdicts.every((v) => v.passed) ? 0 : 1;

async function soak(kind: 'pglite' | 'postgres'): Promise<Verdict> {
  const members: { token: string; addressId: number }[] = [];
  const items: SoakSpec['items'] = [];
  const database = await throwAwayDatabase(kind, async ({ db }) => {
    for (const m of await benchMembers(db, shoppers, 'soak')) {
      const [address] = await db
        .insert(orderAddresses)
        .values({ memberId: m.id, book: 'shipping', ...BANGKOK })
        .returning({ id: orderAddresses.id });
      members.push({ token: m.token, addressId: address!.id });
    }
    await db.update(productSkus).set({ stock: PLENTY }).where(inArray(productSkus.id, skus));
    const rows = await db
      .select({ skuId: productSkus.id, productId: productSkus.productId, category: categories.seoUrlSlug })
      .from(productSkus)
      .innerJoin(products, eq(products.id, productSkus.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(productSkus.id, skus));
    items.push(...rows);
  });
  const server = await startShopServer(database, port);
  const samples: Sample[] = [];
  let totals: SoakTotals | undefined;
  try {
    const spec: SoakSpec = {
      base: server.base,
      runId: `${kind}-${Date.now()}`,
      shoppers,
      warmUpMs,
      measureMs: runMs - warmUpMs,
      windowMs: sampleMs,
      // about 52 calls a second from ten shoppers, one order every 21 calls: the issue's mix
      thinkMs: [100, 260],
      orderEvery: 2,
      members,
      items,
      searches,
      orderBodies: await orderBodies(server.base, members[0]!.token),
    };
    console.log(`\n# ${kind}: ${shoppers} shoppers for ${minutes} min (the first ${warmUpMs / 1000} s a warm-up), RSS every ${sampleMs / 1000} s`);
    samples.push({ at: 0, rssMb: server.rssMb() });
    totals = await runShoppers(spec, (window) => {
      samples.push({ at: window.at, rssMb: server.rssMb(), window });
      const w = window;
      console.log(`  ${(w.at / 1000).toFixed(0)} s: RSS ${samples.at(-1)!.rssMb} MB, ${w.calls} calls, p50 ${w.p50} ms, p99 ${w.p99} ms, ${w.failures} failed`);
    });
    samples.push({ at: runMs, rssMb: server.rssMb() });
  } finally {
    await server.stop();
    await database.cleanup();
  }
  return report(kind, samples, totals);
}

/** Runs the shoppers' process; `onWindow` hears each window's figures as they come. */
async function runShoppers(spec: SoakSpec, onWindow: (window: SoakWindow) => void): Promise<SoakTotals> {
  let totals: SoakTotals | undefined;
  await streamLoadProcess('soak-shoppers.ts', spec, (line) => {
    const message = JSON.parse(line) as SoakWindow | SoakTotals;
    if (message.type === 'window') onWindow(message);
    else totals = message;
  });
  if (!totals) throw new Error("the shoppers' process printed no totals");
  return totals;
}

/** Prints one database's figures and judges them. */
function report(kind: string, samples: Sample[], totals: SoakTotals | undefined): Verdict {
  const lines: string[] = [];
  if (!totals) return { kind, passed: false, lines: ['no figures'] };
  console.log(
    `\n${kind}: ${totals.rps} calls/s and ${totals.ordersPerSecond} orders/s (${totals.orders} orders, ${totals.paid} paid) over ${Math.round(totals.seconds)} s measured\n`,
  );
  console.log('| call | calls | p50 ms | p99 ms | p99 / p50 | max ms | HTTP statuses |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  let failures = 0;
  const wideTails: string[] = [];
  for (const [call, f] of Object.entries(totals.kinds).sort(([a], [b]) => a.localeCompare(b))) {
    const ratio = f.p99 / Math.max(f.p50, 0.1);
    if (ratio > TAIL_RATIO) wideTails.push(`${call} ${ratio.toFixed(1)}×`);
    failures += Object.entries(f.statuses).reduce((sum, [status, n]) => sum + (status === 'error' || Number(status) >= 500 ? n : 0), 0);
    console.log(`| ${call} | ${f.n} | ${f.p50} | ${f.p99} | ${ratio.toFixed(1)} | ${f.max} | ${statusCounts(f.statuses)} |`);
  }
  console.log('\n| minute | server RSS MB | calls in the window | p50 ms | p99 ms | 5xx or no answer |');
  console.log('|---:|---:|---:|---:|---:|---:|');
  for (const s of samples) {
    const w = s.window;
    console.log(`| ${(s.at / 60_000).toFixed(1)} | ${s.rssMb} | ${w?.calls ?? ''} | ${w?.p50 ?? ''} | ${w?.p99 ?? ''} | ${w?.failures ?? ''} |`);
  }
  const highest = Math.max(...samples.map((s) => s.rssMb));
  const settled = samples.filter((s) => s.at >= warmUpMs);
  const first = settled[0]?.rssMb ?? highest;
  const lastThird = settled.filter((s) => s.at >= runMs - runMs / 3);
  const lastMax = Math.max(...lastThird.map((s) => s.rssMb));
  const flatLimit = Math.round(first * (1 + FLAT_MARGIN));
  const checks = [
    { ok: highest <= RSS_LIMIT_MB, text: `RSS at most ${RSS_LIMIT_MB} MB: highest ${highest} MB` },
    { ok: lastMax <= flatLimit, text: `RSS flat: the last third's highest ${lastMax} MB against ${first} MB after the warm-up (limit ${flatLimit} MB)` },
    { ok: wideTails.length === 0, text: `every p99 within ${TAIL_RATIO}× its p50${wideTails.length ? `: not ${wideTails.join(', ')}` : ''}` },
    { ok: failures === 0, text: `no 5xx and no call without an answer: ${failures}` },
  ];
  console.log('');
  for (const c of checks) {
    console.log(`${c.ok ? 'pass' : 'FAIL'}: ${c.text}`);
    if (!c.ok) lines.push(c.text);
  }
  return { kind, passed: checks.every((c) => c.ok), lines };
}

/** The order body for one unit of each SKU, at the shop's own prices, no coins; the address is each shopper's own (`"__ADDRESS__"`). */
async function orderBodies(base: string, token: string): Promise<Record<string, string>> {
  const bodies: Record<string, string> = {};
  for (const skuId of skus) bodies[String(skuId)] = (await orderBodyFor(base, token, skuId, 0))('__ADDRESS__');
  return bodies;
}
