// The back office under load (issue 19): staff reading the orders board (its first page, a status,
// a search by order number or e-mail, a member's orders, a Bangkok day), an order in full and the
// dashboard, against the built shop holding tens of thousands of orders, on both databases. A bare
// node:http server is measured first, the same way; the shares are of it.
// Usage: npm run bench:staff   (BENCH_EACH=1 measures each call alone too; BENCH_SECONDS, BENCH_WARM_UP_SECONDS, BENCH_ORDERS, BENCH_KINDS=pglite,postgres, BENCH_DATABASE_URL, BENCH_NODE_ARGS)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { orders } from '../apps/api/src/modules/orders/orders.tables';
import { benchMembers, measureBareServer, rssMb, throwAwayDatabase, waitFor } from './bench-setup';
import { generateLoad } from './load-generator';
import { serveFlags } from './serve-flags';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const warmUpSeconds = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const orderCount = Number(process.env.BENCH_ORDERS ?? 30_000);
const kinds = (process.env.BENCH_KINDS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const STAFF_TOKEN = 'bench-staff-token-0123456789abcdefghijkl';
const ADDRESS = {
  name: 'Bench',
  surname: 'Buyer',
  phone: '0891234567',
  address: '99/1 Sukhumvit',
  provinceId: 1,
  provinceTh: 'กรุงเทพมหานคร',
  provinceEn: 'Bangkok',
  districtId: 1004,
  districtTh: 'บางรัก',
  districtEn: 'Bang Rak',
  subDistrictId: 100402,
  subDistrictTh: 'สีลม',
  subDistrictEn: 'Si Lom',
  postelCode: '10500',
};

const rows: string[] = [];
const bare = await measureBareServer(seconds, warmUpSeconds);
rows.push(`| bare node:http, 200 bytes | ${bare.rps} | 100 % | ${bare.p50} | ${bare.p99} | ${bare.errors} | | |`);

for (const kind of kinds) {
  let memberId = 0;
  const database = await throwAwayDatabase(kind, async ({ db }) => {
    const members = await benchMembers(db, 1000, 'staffbench');
    memberId = members[7]!.id;
    const day = 86_400_000;
    for (let start = 0; start < orderCount; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, orderCount - start) }, (_, k) => {
        const i = start + k;
        const netTotalSatang = 10_000 + (i % 500) * 100;
        const createdAt = new Date(Date.now() - (i % 90) * day - (i % 1440) * 60_000);
        return {
          orderNo: `PSBENCH${String(i).padStart(7, '0')}`,
          memberId: members[i % members.length]!.id,
          paymentChannelId: 4,
          statusId: [1, 2, 3, 5, 8, 12][i % 6]!,
          productTotalSatang: netTotalSatang,
          netTotalSatang,
          shippingAddress: ADDRESS,
          createdAt,
          expiresAt: new Date(createdAt.getTime() + 3600_000),
        };
      });
      await db.insert(orders).values(batch);
    }
  });

  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, ...serveFlags(), 'apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...database.env,
      PORT: '3915',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      RATE_LIMIT_PER_MINUTE: '100000000',
      STAFF_API_TOKEN: STAFF_TOKEN,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const base = 'http://127.0.0.1:3915';
    await waitFor(`${base}/healthz`);
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
    const rss = rssMb(server.pid!);
    const statuses = Object.entries(result.statuses)
      .map(([code, n]) => `${code}: ${n}`)
      .join(', ');
    rows.push(
      `| ${kind} | ${result.rps} | ${((100 * result.rps) / bare.rps).toFixed(2)} % | ${result.p50} | ${result.p99} | ${result.errors} | ${statuses} | ${rss} |`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    await database.cleanup();
  }
}

console.log(
  `\n${orderCount} orders over 90 days, 20 connections of staff reading the board, an order and the dashboard in turn, ${seconds} s after ${warmUpSeconds} s of warm-up, ${new Date().toISOString()}\n`,
);
console.log('| server | req/s | share of bare | p50 ms | p99 ms | connection errors | HTTP statuses | server RSS MB |');
console.log('|---|---:|---:|---:|---:|---:|---|---:|');
for (const row of rows) console.log(row);
