import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import { startShopProcess, waitUntilReady } from '../test/shop-process';
import { freshDatabaseUrl } from '../test/test-server';

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('starting the shop', () => {
  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://somewhere/db'],
    ['LOG_LEVEL', 'chatty'],
  ])('stops at once with a one-line message when %s=%s', async (name, value) => {
    const running = startShopProcess({ [name]: value });
    expect(await running.exited).toBe(1);
    const lines = running.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
  });

  it('stops with one line naming REDIS_URL when Redis cannot be reached', async () => {
    const port = await freePort();
    const running = startShop({ REDIS_URL: `redis://:secret@127.0.0.1:${port}` });
    expect(await running.exited).toBe(1);
    const lines = running.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).msg).toBe(`REDIS_URL redis://:redacted@127.0.0.1:${port} cannot be reached: connect ECONNREFUSED 127.0.0.1:${port}`);
  });

  it('migrates and loads demo data on the first start, changes nothing on the second, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pawsook-data-'));
    tempDirs.push(dataDir);
    const { databaseUrl, drop } = await freshDatabaseUrl();
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const url = `http://127.0.0.1:${env.PORT}`;
    const snapshot = async () =>
      Promise.all(
        ['/api/v1/categories', '/api/v1/brand', '/api/v1/contact/get-contact', '/api/v1/payment-channel', '/api/v1/social-media/get-social-media?typeId=1'].map(
          async (p) => (await fetch(url + p)).text(),
        ),
      );

    try {
      const first = startShopProcess(env);
      await waitUntilReady(url, first);
      const before = await snapshot();
      expect(first.output()).toContain('loaded seed data');
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('shutting down');

      const second = startShopProcess(env);
      await waitUntilReady(url, second);
      expect(await snapshot()).toEqual(before);
      expect(second.output()).not.toContain('loaded seed data');
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    } finally {
      await drop();
    }
  });
});
