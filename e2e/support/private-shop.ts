import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
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
export async function startPrivateShop(testInfo: TestInfo): Promise<PrivateShop> {
  const port = Number(process.env.E2E_PORT ?? 3100) + 50 + testInfo.parallelIndex;
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
