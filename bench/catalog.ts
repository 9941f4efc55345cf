// The catalogue at scale: 10,000 generated products in a fresh database, then list, filter, search
// and product calls measured with autocannon at 50 connections, beside a bare node:http server
// answering 200 bytes of JSON in the same run. Prints figures; asserts nothing.
// Usage: npm run bench:catalog   (BENCH_SECONDS, BENCH_PRODUCTS, BENCH_DATABASE_URL to choose)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/database';
import { loadCatalog } from '../apps/api/src/db/demo-catalog-seed';
import { runSeeds } from '../apps/api/src/db/seed';
import { createPasswordHasher } from '../apps/api/src/security/password';
import { generateCatalog } from './generate-catalog';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const size = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const connections = 50;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function measure(name: string, base: string, paths: string[]) {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]!, headers: { lang: 'th' } }) }],
  });
  return { name, rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function prepare(kind: 'pglite' | 'postgres'): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pawsook-bench-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined as void;
  if (kind === 'postgres') {
    const name = `pawsook_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const database = await openDatabase({ databaseUrl, pgliteDataDir: path.join(dataDir, 'pglite') });
  await runSeeds(database.db, { demoData: true, passwords: createPasswordHasher(10) });
  await database.db.transaction((tx) => loadCatalog(tx, generateCatalog(size)));
  await database.close();
  return {
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase();
    },
  };
}

function start(command: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, command, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
}

const bareServer = `
const http = require('node:http');
const body = JSON.stringify({ responseCode: '200', errorMessage: null, result: { ok: true, text: 'x'.repeat(130) } });
http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(body); }).listen(3911, '127.0.0.1');
`;

const kinds = (process.env.BENCH_KINDS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const rows: string[] = [];
const bare = start(['-e', bareServer], {});
await waitFor('http://127.0.0.1:3911/');
const bareResult = await measure('bare node:http, 200 bytes', 'http://127.0.0.1:3911', ['/']);
rows.push(`| — | ${bareResult.name} | ${bareResult.rps} | ${bareResult.p99} | ${bareResult.errors} | |`);
bare.kill();

for (const kind of kinds) {
  const { env, cleanup } = await prepare(kind);
  const server = start(['apps/api/dist/main.js'], {
    ...env,
    PORT: '3912',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  try {
    const base = 'http://127.0.0.1:3912';
    await waitFor(`${base}/healthz`);
    const ids = Array.from({ length: 200 }, (_, i) => `/api/v1/products/${980_000_001 + ((i * 37) % size)}`);
    const scenarios = [
      ['product list (newest, 20)', ['/api/v1/products']],
      ['filtered list (category, pet, age, price sort)', ['/api/v1/products?category=dog&age=adult&sort=price-asc', '/api/v1/products?category=cat&minPrice=100&maxPrice=900&page=2']],
      ['search (Thai and English)', [`/api/v1/products?keyword=${encodeURIComponent('อาหาร')}`, '/api/v1/products?keyword=vitamin', `/api/v1/products?keyword=${encodeURIComponent('ขนม แมว')}`]],
      ['product detail', ids],
    ] as const;
    for (const [name, paths] of scenarios) {
      const r = await measure(name, base, [...paths]);
      rows.push(`| ${kind} | ${r.name} | ${r.rps} (${Math.round((100 * r.rps) / bareResult.rps)} % of bare) | ${r.p99} | ${r.errors} | ${rssMb(server.pid!)} |`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    await cleanup();
  }
}

console.log(`\n${size} products, ${connections} connections, ${seconds} s each, ${new Date().toISOString()}\n`);
console.log('| database | call | req/s | p99 ms | errors | server RSS MB |');
console.log('|---|---|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
