import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { test, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { JOURNEY_SERVER_ENV, STAFF_API_TOKEN } from '../../playwright.config';

export interface PrivateShop {
  url: string;
  /** a browser context (the test's project: viewport, touch) whose relative addresses go to this shop */
  open(browser: Browser, testInfo: TestInfo): Promise<{ context: BrowserContext; page: Page }>;
  /** calls a staff endpoint of this shop */
  staff(page: Page, method: 'PATCH' | 'POST', path: string, data: unknown): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A shop of the test's own, with the demo data, for journeys that change what every shopper sees
 * (a SKU sold out or taken off sale, a donation place closed): on the shared shop they would upset
 * the journeys running beside them. Started like playwright.config's web server, on a port of its own.
 */
export interface PrivateShopOptions {
  /** the shop's own configuration */
  env?: Record<string, string>;
  /** a second shop of one file, beside the first */
  portOffset?: number;
}

/**
 * The private shop of a file (or of a describe block): started before its tests in each worker and
 * stopped after them. What it answers stands for the shop once it has started.
 */
export function privateShopForFile(options: PrivateShopOptions = {}): PrivateShop {
  let shop: PrivateShop | undefined;
  test.beforeAll(async () => {
    test.info().setTimeout(120_000);
    shop = await startPrivateShop(test.info(), options);
  });
  test.afterAll(async () => {
    await shop?.stop();
  });
  const started = (): PrivateShop => {
    if (!shop) throw new Error('the private shop has not started');
    return shop;
  };
  return {
    get url() {
      return started().url;
    },
    open: (browser, testInfo) => started().open(browser, testInfo),
    staff: (page, method, path, data) => started().staff(page, method, path, data),
    stop: () => started().stop(),
  };
}

export async function startPrivateShop(testInfo: TestInfo, { env = {}, portOffset = 0 }: PrivateShopOptions = {}): Promise<PrivateShop> {
  const port = Number(process.env.E2E_PORT ?? 3100) + 50 + portOffset + testInfo.parallelIndex;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = `test-results/e2e-private-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      ...JOURNEY_SERVER_ENV,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the private shop on ${url} stopped while starting`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`the private shop on ${url} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    async open(browser, info) {
      const context = await browser.newContext({ ...info.project.use, baseURL: url });
      return { context, page: await context.newPage() };
    },
    async staff(page, method, path, data) {
      const response = await page.request.fetch(`${url}${path}`, { method, data, headers: { Authorization: `Bearer ${STAFF_API_TOKEN}` } });
      if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    },
    async stop() {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
