import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/members-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';

/** Tokens are remembered for a while (session-store.service.ts); a revoked one must stop working at once. */
async function statusWithin(server: TestServer, path: string, auth: Record<string, string>, expected: number): Promise<number> {
  let status = 0;
  for (let i = 0; i < 40; i++) {
    status = (await server.request(path, { headers: auth })).status;
    if (status === expected) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return status;
}

describe('revoked sessions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('a remembered token stops working as soon as the password is changed', async () => {
    const member = await signedInMember(server);
    const other = await server.request('/api/v1/auth/email-signin', { method: 'POST', json: { email: member.email, password: 'Fixture#2026pw' } });
    const otherAuth = { authorization: `Bearer ${other.body.result.token as string}` };
    // both tokens are now remembered by the server
    expect((await server.request('/api/v1/carts', { headers: member.auth })).status).toBe(200);
    expect((await server.request('/api/v1/carts', { headers: otherAuth })).status).toBe(200);

    const changed = await server.request('/api/v1/members/change-password', {
      method: 'POST',
      headers: member.auth,
      json: { currentPassword: 'Fixture#2026pw', newPassword: 'Changed#2026pw' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await server.request('/api/v1/carts', { headers: otherAuth })).status).toBe(401);
  });

  it('a remembered token stops working as soon as it is logged out', async () => {
    const member = await signedInMember(server);
    expect((await server.request('/api/v1/carts', { headers: member.auth })).status).toBe(200);
    expect((await server.request('/api/v1/auth/logout', { method: 'POST', headers: member.auth })).status).toBe(200);
    expect((await server.request('/api/v1/carts', { headers: member.auth })).status).toBe(401);
  });
});

// Two server processes on one PostgreSQL database: the one that did not log out hears of it.
describe.runIf(process.env.TEST_DATABASE_URL)('revoked sessions with two servers', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer();
    second = await startTestServer({}, { databaseUrl: first.config.databaseUrl });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a logout on one server is honoured by the other at once', async () => {
    const member = await signedInMember(first);
    expect((await second.request('/api/v1/carts', { headers: member.auth })).status).toBe(200);
    expect((await first.request('/api/v1/auth/logout', { method: 'POST', headers: member.auth })).status).toBe(200);
    expect(await statusWithin(second, '/api/v1/carts', member.auth, 401)).toBe(401);
  });
});
