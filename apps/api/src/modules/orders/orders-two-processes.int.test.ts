import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { ordersFixture } from '../../../test/orders-fixture';
import { freePort } from '../../../test/free-port';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { repoRoot } from '../../config/config';
import { productSkus } from '../catalog/catalog.tables';
import { orderLines } from './orders.tables';

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const SETTINGS = { DEMO_DATA: 'false', RATE_LIMIT_PER_MINUTE: '1000000', SIGNIN_ATTEMPTS_PER_MINUTE: '1000000', PASSWORD_SCRYPT_LOG_N: '12' };

/**
 * How the shop grows past one machine: two server processes on one PostgreSQL server, orders for
 * the same SKU arriving at both. Each process has its own catalogue and cart state in memory; the
 * stock is only ever taken in the database, so together they sell exactly what there is.
 */
describe.runIf(onServer)('two server processes on one PostgreSQL server', () => {
  let first: TestServer;
  let second: { child: ChildProcess; url: string; output: () => string };
  const catFood = fixtureProducts[1]!.skus[0]!;

  beforeAll(async () => {
    first = await startTestServer(SETTINGS);
    await loadCatalogFixture(first.app.database);
    await first.app.liveCatalog.settle();
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/main.ts')], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: first.config.databaseUrl, ...SETTINGS },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    second = { child, url: `http://127.0.0.1:${port}`, output: () => output };
    const deadline = Date.now() + 60_000;
    for (;;) {
      const healthy = await fetch(`${second.url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the second process did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 90_000);

  afterAll(async () => {
    if (second) {
      const exited = new Promise((resolve) => second.child.once('exit', resolve));
      second.child.kill('SIGTERM');
      await exited;
    }
    await first?.close();
  });

  it('sells exactly the stock: 100 orders for 10 units, half to each process', async () => {
    const { shopper, orderBody } = ordersFixture(() => first);
    await first.app.database.db.update(productSkus).set({ stock: 10 }).where(eq(productSkus.id, catFood.id));
    await first.app.liveCatalog.settle();
    const shoppers = await Promise.all(Array.from({ length: 100 }, () => shopper([{ skuId: catFood.id, amount: 1 }])));
    const bodies = await Promise.all(shoppers.map((m) => orderBody(m)));
    const results = await Promise.all(
      shoppers.map(async (m, i) => {
        const url = i % 2 === 0 ? first.url : second.url;
        const res = await fetch(`${url}/api/v1/orders`, {
          method: 'POST',
          headers: { ...m.auth, 'content-type': 'application/json', lang: 'en' },
          body: JSON.stringify(bodies[i]),
        });
        return { status: res.status, body: (await res.json()) as { errorMessage: unknown } };
      }),
    );
    const placed = results.filter((r) => r.status === 200);
    expect(placed, second.output()).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 400)).toBe(true);
    const [stock] = await first.app.database.db.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, catFood.id));
    const [sold] = await first.app.database.db
      .select({ n: sql<number>`coalesce(sum(${orderLines.amount}), 0)::int` })
      .from(orderLines)
      .where(eq(orderLines.skuId, catFood.id));
    expect(stock!.stock).toBe(0);
    expect(sold!.n).toBe(10);
  }, 120_000);
});
