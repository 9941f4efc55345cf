// Starts the built shop on a throw-away database and prints figures: API throughput and latency
// with autocannon, and the gzipped size of what a first page load downloads. Never part of tests.
// Usage: npm run bench   (BENCH_SECONDS=10 for longer runs)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { serveFlags } from './serve-flags';
import { waitFor } from './bench-setup';

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

function firstLoadSizes(): { file: string; raw: number; gzip: number }[] {
  const dist = path.join(root, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  return [...new Set(refs)].map((ref) => {
    const content = readFileSync(path.join(dist, ref));
    return { file: ref, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
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

  const sizes = firstLoadSizes();
  console.log('\nWeb app: what index.html loads before the first page renders\n');
  console.log('| file | raw KiB | gzip KiB |');
  console.log('|---|---:|---:|');
  for (const s of sizes) console.log(`| ${s.file} | ${(s.raw / 1024).toFixed(1)} | ${(s.gzip / 1024).toFixed(1)} |`);
  const total = (kind: string) => sizes.filter((s) => s.file.endsWith(kind)).reduce((sum, s) => sum + s.gzip, 0) / 1024;
  console.log(`\nfirst-load JavaScript ${total('.js').toFixed(1)} KiB gzip, CSS ${total('.css').toFixed(1)} KiB gzip`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
