import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
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

/** playwright.config's port: the private shops take the ports just above it */
const JOURNEY_PORT = Number(process.env.E2E_PORT ?? 3100);

/** A stopped shop's data (migrated, demo data loaded) that each private shop starts from a copy of. */
const TEMPLATE_DIR = `test-results/e2e-private-template-${JOURNEY_PORT}`;

/**
 * Makes the private shops' starting data once per run (playwright.config's globalSetup): a shop
 * started on a copy skips the migrations and the demo data, two thirds of its start.
 */
export async function preparePrivateShopTemplate(): Promise<void> {
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  const port = JOURNEY_PORT + 49;
  const server = await startServer(port, TEMPLATE_DIR, {});
  await server.stop();
}

export async function startPrivateShop(testInfo: TestInfo, { env = {}, portOffset = 0 }: PrivateShopOptions = {}): Promise<PrivateShop> {
  const port = JOURNEY_PORT + 50 + portOffset + testInfo.parallelIndex;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = `test-results/e2e-private-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  if (existsSync(TEMPLATE_DIR)) cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
  const server = await startServer(port, dataDir, env);
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
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The built server on a port and data directory of its own, once it answers; stop() waits for its exit. */
async function startServer(port: number, dataDir: string, env: Record<string, string>): Promise<{ stop(): Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
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
    async stop() {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}
