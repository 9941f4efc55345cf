import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { startAnotherInstance, startTestServer, type TestServer } from '../../test/test-server';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { connectRedis } from '../db/redis-connection';

// The Redis of the machine (CI has one at this address); every run counts under a prefix of its own.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis: Redis | null = await connectRedis(redisUrl).catch((error: unknown) => {
  if (process.env.CI) throw error;
  console.warn(`Skipping the shared-limits tests: ${(error as Error).message} (set TEST_REDIS_URL; in CI this fails instead)`);
  return null;
});

/** Two instances of one shop (one database, one Redis) behind a proxy that names the client. */
describe.skipIf(!redis)('limits shared by two instances through Redis', () => {
  const keyPrefix = `pawsook-test-${randomBytes(6).toString('hex')}:`;
  const env = {
    DEMO_DATA: 'false',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    // each test is its own client address, so their budgets do not meet
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_MINUTE: '6',
    SIGNIN_ATTEMPTS_PER_MINUTE: '14',
    MAIL_REQUESTS_PER_HOUR: '3',
  };
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer(env);
    b = await startAnotherInstance(a, env);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    const keys = await redis!.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis!.del(...keys);
    redis!.disconnect();
  });

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const signin = (server: TestServer, address: string, email: string) =>
    server.request('/api/v1/auth/email-signin', { method: 'POST', headers: from(address), json: { email, password: 'Wrong#2026pw' }, lang: 'en' });

  it('counts the per-minute API limit of a client on every instance', async () => {
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a, b, a]) statuses.push((await server.request('/api/v1/payment-channel', { headers: from('203.0.113.1') })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    // the next client address has its own budget on either instance
    expect((await b.request('/api/v1/payment-channel', { headers: from('203.0.113.11') })).status).toBe(200);
  });

  it('counts the sign-in budget of a client on every instance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await signin(i % 2 ? b : a, '203.0.113.2', `nobody-${i}@example.com`)).status);
    expect(statuses.slice(0, 14).every((s) => s === 400)).toBe(true);
    expect(statuses[14]).toBe(429);
    const refused = await signin(b, '203.0.113.2', 'nobody-else@example.com');
    expect(refused.body.errorMessage).toBe('Too many sign-in attempts. Please wait a minute and try again.');
  });

  it('counts the mail requests of a client on every instance', async () => {
    const ask = (server: TestServer, i: number) =>
      server.request('/api/v1/members/forgot-password', {
        method: 'POST',
        headers: from('203.0.113.3'),
        json: { email: `nobody-${i}@example.com` },
        lang: 'en',
      });
    // an unknown address is a 400 of its own, but it was counted
    expect([(await ask(a, 1)).status, (await ask(b, 2)).status, (await ask(a, 3)).status]).toEqual([400, 400, 400]);
    const refused = await ask(b, 4);
    expect(refused.status).toBe(429);
    expect(refused.body.errorMessage).toBe('Too many e-mails were requested from this device. Please try again in an hour.');
  });

  it("locks a member's sign-in after ten failures in a row made on either instance (the lock is kept in the database)", async () => {
    for (let i = 0; i < 10; i++) expect((await signin(i % 2 ? b : a, '203.0.113.4', 'locked-member@example.com')).status).toBe(400);
    const locked = await signin(a, '203.0.113.4', 'locked-member@example.com');
    expect(locked.status).toBe(429);
    expect(locked.body.errorMessage).toMatch(/^Too many failed sign-ins/);
  });

  it('locks a staff sign-in after ten failures in a row, from any address on either instance (the lock is kept in the database)', async () => {
    const staffSignin = (server: TestServer, i: number) =>
      server.request('/api/v1/staff/auth/signin', {
        method: 'POST',
        headers: from(`198.51.100.${i}`),
        json: { email: 'locked-staff@pawsook.test', password: 'Wrong#2026pw' },
        lang: 'en',
      });
    for (let i = 0; i < 10; i++) expect((await staffSignin(i % 2 ? b : a, i)).status).toBe(400);
    expect((await staffSignin(b, 10)).status).toBe(429);
  });

  it("keeps every count under the shop's prefix", async () => {
    const keys = await redis!.keys(`${keyPrefix}*`);
    expect(keys).toEqual(
      expect.arrayContaining([`${keyPrefix}limit:203.0.113.1`, `${keyPrefix}limit:signin:203.0.113.2`, `${keyPrefix}limit:mail:203.0.113.3`]),
    );
    // each with its window, so none stays for ever
    for (const key of keys) expect(await redis!.pttl(key)).toBeGreaterThan(0);
  });
});

describe('a shop whose Redis cannot be reached', () => {
  it('does not start, and names REDIS_URL and the reason', async () => {
    const port = await freePort();
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false', REDIS_URL: `redis://:secret@127.0.0.1:${port}` }), pgliteDataDir: 'memory://' };
    const start = buildApp(config);
    await expect(start).rejects.toThrow(`REDIS_URL redis://:redacted@127.0.0.1:${port} cannot be reached: connect ECONNREFUSED`);
  });
});

// A Redis of the test's own, stopped while the shop runs; where the machine has no redis-server, skipped.
const redisServer = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => existsSync(file));
if (!redisServer) console.warn('Skipping the Redis-goes-away test: no redis-server on this machine');

describe.skipIf(!redisServer)('a shop whose Redis goes away while it runs', () => {
  let own: ChildProcess;
  let server: TestServer;
  beforeAll(async () => {
    const port = await freePort();
    own = spawn(redisServer!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const url = `redis://127.0.0.1:${port}`;
    // wait for it to answer
    for (let tries = 0; ; tries++) {
      const probe = await connectRedis(url).catch((error: unknown) => (tries < 100 ? null : Promise.reject(error)));
      if (probe) {
        probe.disconnect();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    server = await startTestServer({ DEMO_DATA: 'false', REDIS_URL: url, RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await server?.close();
    own?.kill();
  });

  it('goes on answering, each instance holding the limits in its own memory', async () => {
    expect((await server.request('/api/v1/payment-channel')).status).toBe(200);
    const gone = new Promise((resolve) => own.once('exit', resolve));
    own.kill();
    await gone;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await server.request('/api/v1/payment-channel')).status);
    // the memory starts counting when Redis goes: three more, then the limit
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
