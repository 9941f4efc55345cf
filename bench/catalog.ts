// The catalogue at scale: 10,000 generated products in a fresh database, then list, filter, search
// and product calls, and the home and product pages as HTML drawn by the server, measured with autocannon at 50 connections as a browser asks for them (gzip
// accepted), beside a bare node:http server answering 200 bytes of JSON in the same run. The drawn
// pages are measured again while members place orders at a steady rate through the API, of the
// very products whose pages are asked for (issue 40): each row beside the same row without orders.
// Prints figures; asserts nothing.
// Usage: npm run bench:catalog   (BENCH_SECONDS, BENCH_PRODUCTS, BENCH_DATABASE_URL, BENCH_KINDS,
// BENCH_ORDERS_PER_SECOND, BENCH_PORT to choose)
//
// The server is started the way `npm run serve` starts it (the node flags of that script). On a
// machine with two or more cores the load generator (a process of this one's) and the server under test run
// on separate cores (taskset), the bare server row too, so the figures measure the server rather
// than the two fighting for one core; BENCH_PIN=0 runs them unpinned as before.
// BENCH_TRACE_GC=1 runs the server with --trace-gc and adds its GC pauses to every row.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { productListQuery } from '@pawsook/shared/schemas/products';
import type { Database } from '../apps/api/src/db/database';
import { loadCatalog } from '../apps/api/src/db/demo-catalog-seed';
import { loadCatalogSnapshot } from '../apps/api/src/modules/catalog/catalog-snapshot';
import { queryProducts } from '../apps/api/src/modules/catalog/catalog-view';
import { bareServerSource, rssMb, throwAwayDatabase, waitFor } from './bench-setup';
import { generateCatalog } from './generate-catalog';
import { generateLoad } from './load-generator';
import { serveFlags } from './serve-flags';
import { benchBuyers, startSteadyOrders, type Buyer } from './steady-orders';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const size = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const connections = 50;
const traceGc = process.env.BENCH_TRACE_GC === '1';
/** the soak's rate (issue 40: 2.7 orders/s from 10 shoppers) */
const ordersPerSecond = Number(process.env.BENCH_ORDERS_PER_SECOND ?? 3);
/** the bare server's port; the shop's is the next (BENCH_PORT, when another bench holds the usual ones) */
const barePort = Number(process.env.BENCH_PORT ?? 3911);
const bareBase = `http://127.0.0.1:${barePort}`;
const shopPort = barePort + 1;

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Core of the load generator and core(s) of the server, or null when not pinning. */
const pinning =
  process.env.BENCH_PIN !== '0' && availableParallelism() >= 2 && hasTaskset()
    ? { bench: '0', server: availableParallelism() === 2 ? '1' : `1-${availableParallelism() - 1}` }
    : null;
if (pinning) execFileSync('taskset', ['-cp', pinning.bench, String(process.pid)], { stdio: 'ignore' });

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** What every browser sends with an API call: the shop's answers come gzipped (compressed once, when cached). */
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** One call's figures; the load generator is a process of its own, on this process' core when pinned. */
async function measure(name: string, base: string, paths: string[], headers: Record<string, string> = browser) {
  const r = await generateLoad({ base, connections, seconds, headers: { lang: 'th', ...headers }, mix: { kind: 'paths', paths } });
  return { name, rps: r.rps, p50: r.p50, p99: r.p99, errors: r.errors + r.non2xx };
}

/** Pauses reported by --trace-gc since the last call. */
const gc = { lines: [] as string[] };
function gcSummary(): string {
  const pauses = gc.lines.flatMap((line) => {
    const match = /: (Scavenge|Mark-Compact|Mark-sweep|Minor Mark-Compact)\S* .*?MB, ([\d.]+) \/ [\d.]+ ms/.exec(line);
    return match ? [{ kind: match[1]!, ms: Number(match[2]) }] : [];
  });
  gc.lines = [];
  const scavenges = pauses.filter((p) => p.kind === 'Scavenge');
  const full = pauses.filter((p) => p.kind !== 'Scavenge');
  const max = (list: { ms: number }[]) => Math.max(0, ...list.map((p) => p.ms)).toFixed(1);
  const total = pauses.reduce((sum, p) => sum + p.ms, 0);
  return `${scavenges.length} scavenges (max ${max(scavenges)} ms), ${full.length} full (max ${max(full)} ms), ${total.toFixed(0)} ms paused`;
}

function start(command: string[], env: Record<string, string>): ChildProcess {
  const args = pinning ? ['-c', pinning.server, process.execPath, ...command] : command;
  const child = spawn(pinning ? 'taskset' : process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', traceGc ? 'pipe' : 'inherit', 'inherit'],
  });
  if (traceGc) {
    let rest = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop()!;
      gc.lines.push(...lines);
    });
  }
  return child;
}

/** What shoppers type, on the generated names: both scripts, joined and split words, typos (decision 0043). */
const shopperSearches = [
  'อาหาร',
  'vitamin',
  'ขนม แมว',
  'อาหารแมว',
  'dog food',
  'dogfood',
  'cat fod',
  'chiken',
  'ของเล่นสุนัข',
  'shampo',
  'royal canin',
  'รอยัลคานิน',
  'whiskas',
  'วิสกัด',
  'litter',
  'ทรายแมว',
  'fish tank',
  'ตู้ปลา',
  'small bite',
  'collar',
];

/**
 * What a search costs when its answer is not cached: the HTTP rows ask the same few searches, which
 * the response cache answers after the first time (autocannon's connections all walk one list of
 * paths in step, so a longer list would not miss the cache either). Timed here, in this process,
 * on the catalogue the server reads: the snapshot's load (the search texts included) and each
 * search's median over 25 runs.
 */
async function measureSearchCompute(database: Database): Promise<string> {
  const started = performance.now();
  const snapshot = await loadCatalogSnapshot(database.db);
  const loadMs = performance.now() - started;
  const now = Date.now();
  const medians = shopperSearches.map((keyword) => {
    const query = productListQuery.parse({ keyword });
    const runs = Array.from({ length: 25 }, () => {
      const t = performance.now();
      queryProducts(snapshot, query, now);
      return performance.now() - t;
    }).sort((a, b) => a - b);
    return { keyword, ms: runs[12]! };
  });
  const mean = medians.reduce((sum, m) => sum + m.ms, 0) / medians.length;
  const slowest = medians.reduce((a, b) => (b.ms > a.ms ? b : a));
  return `snapshot of ${snapshot.byId.size} products loaded in ${loadMs.toFixed(0)} ms; a search not cached: ${mean.toFixed(2)} ms on average over ${medians.length} searches (median of 25 runs each), slowest "${slowest.keyword}" ${slowest.ms.toFixed(2)} ms`;
}
let searchCompute = '';
const drawTimes: string[] = [];

const plainListFile = path.join(mkdtempSync(path.join(tmpdir(), 'pawsook-bench-list-')), 'list.json');

const kinds = (process.env.BENCH_KINDS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const flags = serveFlags();
const rows: string[] = [];
const startLoad = load();
const bare = start(['-e', bareServerSource], { BARE_PORT: String(barePort) });
await waitFor(`${bareBase}/`);
const bareResult = await measure('bare node:http, 200 bytes', bareBase, ['/']);
rows.push(`| — | ${bareResult.name} | ${bareResult.rps} | ${bareResult.p50} | ${bareResult.p99} | ${bareResult.errors} | |`);
bare.kill();

for (const kind of kinds) {
  let buyers: Buyer[] = [];
  const { env, cleanup } = await throwAwayDatabase(kind, async (database) => {
    await database.db.transaction((tx) => loadCatalog(tx, generateCatalog(size)));
    buyers = await benchBuyers(database.db, 60);
    if (kind === kinds[0]) searchCompute = await measureSearchCompute(database);
  });
  const server = start([...flags, ...(traceGc ? ['--trace-gc'] : []), 'apps/api/dist/main.js'], {
    ...env,
    PORT: String(shopPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  try {
    const base = `http://127.0.0.1:${shopPort}`;
    await waitFor(`${base}/healthz`);
    if (kind === kinds[0])
      writeFileSync(
        plainListFile,
        Buffer.from(await (await fetch(`${base}/api/v1/products`, { headers: { lang: 'th', 'accept-encoding': 'identity' } })).arrayBuffer()),
      );
    const ids = Array.from({ length: 200 }, (_, i) => `/api/v1/products/${980_000_001 + ((i * 37) % size)}`);
    const scenarios = [
      ['product list (newest, 20)', ['/api/v1/products']],
      [
        'filtered list (category, pet, age, price sort)',
        ['/api/v1/products?category=dog&age=adult&sort=price-asc', '/api/v1/products?category=cat&minPrice=100&maxPrice=900&page=2'],
      ],
      [
        'search (Thai and English)',
        [
          `/api/v1/products?keyword=${encodeURIComponent('อาหาร')}`,
          '/api/v1/products?keyword=vitamin',
          `/api/v1/products?keyword=${encodeURIComponent('ขนม แมว')}`,
        ],
      ],
      ['product detail', ids],
      // pages drawn by the server (decision 0046), kept until the catalogue changes: what a visitor from a search engine gets
      ['home page, drawn (HTML)', ['/']],
      ['product pages, drawn (HTML)', ids.map((id) => `/th/product/${id.split('/').pop()}`)],
      // the same list for a client that does not take gzip: 16–18 kB of JSON per answer instead of 3 kB
      ['product list, plain JSON (no Accept-Encoding)', ['/api/v1/products'], {}],
    ] as const;
    gc.lines = [];
    const without = new Map<string, number>();
    for (const [name, paths, headers] of scenarios) {
      // drawn pages are kept once drawn: draw each once first, so the row measures what visitors
      // get between two catalogue changes, not the first draw (timed on its own below)
      if (name.includes('drawn')) {
        const started = performance.now();
        for (const page of paths) await fetch(`${base}${page}`, { headers: browser }).then((res) => res.arrayBuffer());
        drawTimes.push(`${name}: ${paths.length} first draws, ${((performance.now() - started) / paths.length).toFixed(1)} ms each on average`);
      }
      const r = await measure(name, base, [...paths], headers);
      without.set(name, r.rps);
      const gcNote = traceGc ? ` ${gcSummary()} |` : '';
      rows.push(
        `| ${kind} | ${r.name} | ${r.rps} (${Math.round((100 * r.rps) / bareResult.rps)} % of bare) | ${r.p50} | ${r.p99} | ${r.errors} | ${rssMb(server.pid!)} |${gcNote}`,
      );
    }
    // the drawn pages again while orders are placed: each order changes the stock of a product
    // whose page is asked for (decision 0071: its page is drawn again, the home page is kept)
    const orderSkus = await firstSkusInStock(base, ids);
    for (const [name, paths] of scenarios.filter(([name]) => name.includes('drawn'))) {
      // as above: each page drawn first (or still kept: a page is drawn again a minute after its draw)
      for (const page of paths) await fetch(`${base}${page}`, { headers: browser }).then((res) => res.arrayBuffer());
      const orders = startSteadyOrders(base, buyers, orderSkus, ordersPerSecond);
      const r = await measure(name, base, [...paths]);
      const placed = await orders.stop();
      const gcNote = traceGc ? ` ${gcSummary()} |` : '';
      const share = Math.round((100 * r.rps) / without.get(name)!);
      const refused = placed.refused + placed.failed > 0 ? `, ${placed.refused} refused, ${placed.failed} failed` : '';
      rows.push(
        `| ${kind} | ${name} while ${placed.perSecond} orders/s are placed (${placed.placed} orders${refused}) | ${r.rps} (${share} % of the row without orders) | ${r.p50} | ${r.p99} | ${r.errors} | ${rssMb(server.pid!)} |${gcNote}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    await cleanup();
  }
}

/** The first SKU in stock of each of these products (`/api/v1/products/{id}` paths): what the steady orders buy. */
async function firstSkusInStock(base: string, productPaths: string[]): Promise<number[]> {
  const skus: number[] = [];
  for (const productPath of productPaths) {
    const detail = (await (await fetch(`${base}${productPath}`, { headers: { lang: 'th' } })).json()) as {
      result?: { stockState: string; skus: { skuId: number; totalProduct: number }[] };
    };
    const sku = detail.result?.stockState === 'in-stock' ? detail.result.skus.find((s) => s.totalProduct > 0) : undefined;
    if (sku) skus.push(sku.skuId);
  }
  return skus;
}

// what the plain list costs a server that does nothing else: the same bytes from the bare server
const listBytes = readFileSync(plainListFile).length;
const bareList = start(['-e', bareServerSource], { BARE_PORT: String(barePort), BARE_BODY: plainListFile });
await waitFor(`${bareBase}/`);
const bareListResult = await measure(`bare node:http, the plain list answer (${(listBytes / 1024).toFixed(1)} kB)`, bareBase, ['/'], {});
rows.push(
  `| — | ${bareListResult.name} | ${bareListResult.rps} (${Math.round((100 * bareListResult.rps) / bareResult.rps)} % of bare) | ${bareListResult.p50} | ${bareListResult.p99} | ${bareListResult.errors} | |`,
);
bareList.kill();
rmSync(path.dirname(plainListFile), { recursive: true, force: true });

console.log(`\n${size} products, ${connections} connections, ${seconds} s each, ${new Date().toISOString()}`);
console.log(
  `server: node ${[...flags, 'apps/api/dist/main.js'].join(' ')}; ` +
    (pinning ? `load generator on core ${pinning.bench}, servers on core ${pinning.server}` : 'not pinned to cores') +
    `; load average ${startLoad} at the start, ${load()} at the end\n`,
);
console.log(`| database | call | req/s | p50 ms | p99 ms | errors | server RSS MB |${traceGc ? ' server GC |' : ''}`);
console.log(`|---|---|---:|---:|---:|---:|---:|${traceGc ? '---|' : ''}`);
for (const row of rows) console.log(row);
console.log(`\n${searchCompute}`);
for (const line of drawTimes) console.log(line);
