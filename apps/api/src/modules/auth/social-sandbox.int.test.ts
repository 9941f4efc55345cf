import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ PORT: String(await freePort()), DEMO_DATA: 'false' });
});
afterAll(() => server.close());

const callback = () => `${server.url}/auth/callback/google`;

async function consent(fields: Record<string, string>) {
  return fetch(`${server.url}/sandbox/social/google/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ redirect_uri: callback(), state: 'st-1', client_id: 'pawsook-sandbox', ...fields }),
    redirect: 'manual',
  });
}

describe('social sign-in sandbox', () => {
  it('tells the browser where to start, marked as the sandbox', async () => {
    const res = await server.request('/api/v1/auth/social-providers');
    expect(res.body.result).toEqual([
      {
        provider: 'google',
        authorizeUrl: '/sandbox/social/google/authorize',
        clientId: 'pawsook-sandbox',
        scope: 'openid email profile',
        responseType: 'token',
        sandbox: true,
      },
      {
        provider: 'facebook',
        authorizeUrl: '/sandbox/social/facebook/authorize',
        clientId: 'pawsook-sandbox',
        scope: 'email,public_profile',
        responseType: 'token',
        sandbox: true,
      },
      {
        provider: 'line',
        authorizeUrl: '/sandbox/line/authorize',
        clientId: 'pawsook-sandbox',
        scope: 'openid profile email',
        responseType: 'code',
        sandbox: true,
      },
    ]);
  });

  it('shows a sign-in page, and only redirects back to this site', async () => {
    const ok = await server.request(`/sandbox/social/google/authorize?redirect_uri=${encodeURIComponent(callback())}&state=x&response_type=token`);
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('<form method="post">');
    const evil = await server.request(`/sandbox/social/google/authorize?redirect_uri=${encodeURIComponent('https://evil.example/steal')}`);
    expect(evil.status).toBe(400);
    expect((await consent({ action: 'continue', name: 'A B', email: 'a@b.co', redirect_uri: 'https://evil.example/' })).status).toBe(400);
  });

  it('gives a token the shop’s own sign-in accepts, through the sandbox user-info endpoint over HTTP', async () => {
    const res = await consent({ action: 'continue', name: 'Kanya Thongdee', email: 'Kanya@Example.com' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(callback());
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('state')).toBe('st-1');
    const accessToken = fragment.get('access_token')!;

    const signin = await server.request('/api/v1/auth/google-signin', { method: 'POST', json: { accessToken } });
    expect(signin.status).toBe(404);
    expect(signin.body.result).toMatchObject({ provider: 'google', email: 'kanya@example.com', name: 'Kanya', surname: 'Thongdee' });

    const signup = await server.request('/api/v1/auth/google-signup', {
      method: 'POST',
      json: { accessToken, id: signin.body.result.id, email: 'kanya@example.com', name: 'Kanya', surname: 'Thongdee', phone1: '0812345678' },
    });
    expect(signup.status, signup.text).toBe(200);
    expect(signup.body.result.token).toEqual(expect.any(String));

    // signing in again later with a new token finds the same member
    const again = new URLSearchParams(
      new URL((await consent({ action: 'continue', name: 'Kanya T', email: 'kanya@example.com' })).headers.get('location')!).hash.slice(1),
    );
    const second = await server.request('/api/v1/auth/google-signin', { method: 'POST', json: { accessToken: again.get('access_token') } });
    expect(second.status).toBe(200);
    expect(second.body.result.user.id).toBe(signup.body.result.user.id);
  });

  it('sends a cancel back as access_denied', async () => {
    const res = await consent({ action: 'cancel' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${callback()}#error=access_denied&state=st-1`);
  });

  it('refuses unknown tokens at user-info', async () => {
    const res = await server.request('/sandbox/social/google/userinfo', { headers: { authorization: 'Bearer nope' } });
    expect(res.status).toBe(401);
  });
});
