// Lighthouse on the built shop, as a phone on a mid-range mobile network would load it (its
// default: Moto G power emulation, simulated slow 4G), in Debian's Chromium. Never part of tests.
// Usage: npm run bench:lighthouse   (CHROME_PATH to use another browser, BENCH_RUNS=3 for medians,
// BENCH_CPU_SLOWDOWN=8 for a phone twice as slow as Lighthouse's, or this machine's figures on a slower machine)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { measureBareServer, waitFor } from './bench-setup';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3915);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** Lighthouse's simulated phone is this machine's processor slowed down this many times (its default: 4) */
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

/** The pages a shopper meets first: home, a listing, a product, search, and the checkout's login. */
const pages = ['/', '/categories/dog', '/th/product/920000001', '/search?keyword=royal', '/cart/checkout'];

// this machine with no shop at all, measured first in the same run: machines of one kind differ
// several times in speed, and Lighthouse's simulated phone runs at a share of this machine's
const bare = await measureBareServer(5, 1);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = mkdtempSync(path.join(tmpdir(), 'pawsook-lighthouse-'));
const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

const rows: string[] = [];
try {
  await waitFor(`${base}/healthz`);
  // a drawn page is kept until the catalogue changes: visitors get the kept one, not its first draw
  for (const page of pages) await (await fetch(`${base}${page}`)).arrayBuffer();
  for (const page of pages) {
    const results: Array<Record<string, number>> = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // the rest of the throttling stays Lighthouse's mobile default (slow 4G)
        throttling: { cpuSlowdownMultiplier: cpuSlowdown } as NonNullable<Parameters<typeof lighthouse>[1]>['throttling'],
      });
      const lhr = result!.lhr;
      const { cpuSlowdownMultiplier, rttMs } = lhr.configSettings.throttling;
      if (cpuSlowdownMultiplier !== cpuSlowdown || rttMs !== 150) throw new Error(`Lighthouse ran with ${JSON.stringify(lhr.configSettings.throttling)}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    const m = (key: string) => median(results.map((r) => r[key]!));
    rows.push(
      `| ${page} | ${m('performance')} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} | ${(m('fcp') / 1000).toFixed(1)} s | ${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} |`,
    );
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nLighthouse (mobile, simulated slow 4G, CPU slowed ${cpuSlowdown}×), median of ${runs} runs, ${new Date().toISOString()}`);
console.log(`bare node:http on this machine in the same run: ${bare.rps} req/s, p99 ${bare.p99} ms (50 connections, 200 bytes)\n`);
console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
