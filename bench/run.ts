// Starts the built shop on a throw-away database and prints figures: API throughput and latency
// with autocannon, and the gzipped size of what a landing page downloads before the app takes it over. Never part of tests.
// Usage: npm run bench   (BENCH_SECONDS=10 for longer runs)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { serveFlags } from './serve-flags';
import { waitFor } from './bench-setup';
import { readWebManifest } from '../apps/api/src/http/web-manifest';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3900);
const base = `http://127.0.0.1:${port}`;

const endpoints = [
  '/healthz',
  '/api/v1/address/provinces',
  '/api/v1/address/provinces/1',
  '/api/v1/address/districts/1001',
  '/api/v1/categories?activeStatus=active',
  '/api/v1/brand',
  '/api/v1/contact/get-contact',
  '/api/v1/social-media/get-social-media?typeId=1',
  '/api/v1/payment-channel',
  '/',
];

/**
 * What a landing page downloads before the app has taken it over (decision 0048): the app's entry
 * and the chunks it imports, its start chunk, one language's texts, and the page's own route chunk with its imports
 * (Vite's manifest says which is which).
 */
const LANDING_PAGES: Record<string, string[]> = {
  'home (/)': [],
  'a listing (/categories/…)': ['src/app/pages/listing-pages.tsx'],
  'a product page': ['src/app/pages/product-pages.tsx'],
};

function firstLoadSizes(): { page: string; files: { file: string; gzip: number }[] }[] {
  const dist = path.join(root, 'apps/web/dist');
  const manifest = readWebManifest(dist);
  if (!manifest) throw new Error('apps/web/dist has no Vite manifest: run npm run build');
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const gzipOf = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  // the app's second start chunk (decision 0050) is a dynamic import that index.html preloads
  const startApp = Object.keys(manifest).filter((key) => manifest[key]!.name === 'start-app');
  return Object.entries(LANDING_PAGES).map(([page, routes]) => {
    const keys = closure(['src/boot/after-paint.ts', 'index.html', ...startApp, 'src/app/i18n/texts-th.ts', ...routes]);
    const files = [...keys].map((key) => manifest[key]!.file);
    const css = manifest['index.html']?.css ?? [];
    return { page, files: [...files, ...css].map((file) => ({ file, gzip: gzipOf(file) })) };
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pawsook-bench-'));
const server = spawn(process.execPath, [...serveFlags(), 'apps/api/dist/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitFor(`${base}/healthz`);
  console.log(`\nAPI, ${seconds} s per endpoint, 10 connections, one process on this machine\n`);
  console.log('| endpoint | req/s (mean) | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const endpoint of endpoints) {
    // the page is served to browsers, which ask for HTML; API paths answer JSON whatever is asked
    const accept = endpoint.startsWith('/api/') ? 'application/json' : 'text/html';
    const result = await autocannon({ url: base + endpoint, connections: 10, duration: seconds, headers: { lang: 'th', accept } });
    const errors = result.errors + result.non2xx;
    console.log(`| ${endpoint} | ${Math.round(result.requests.mean)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`);
  }

  console.log('\nWeb app: what a landing page downloads before the app takes it over (gzip KiB, Thai texts)\n');
  console.log('| page | JavaScript | CSS | largest files |');
  console.log('|---|---:|---:|---|');
  for (const { page, files } of firstLoadSizes()) {
    const total = (kind: string) => (files.filter((f) => f.file.endsWith(kind)).reduce((sum, f) => sum + f.gzip, 0) / 1024).toFixed(1);
    const largest = [...files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 4)
      .map((f) => `${path.basename(f.file)} ${(f.gzip / 1024).toFixed(1)}`)
      .join(', ');
    console.log(`| ${page} | ${total('.js')} | ${total('.css')} | ${largest} |`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
