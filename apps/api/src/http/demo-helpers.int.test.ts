import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { signedInMember } from '../../test/members-fixture';
import { members } from '../modules/members/members.tables';

const registration = (email: string) => ({ email, password: 'Meow#2026cat', name: 'Malee', surname: 'Srisuk', phone1: '0891234567' });

describe('a production shop without SMTP_URL (NODE_ENV=production, nothing switched on)', () => {
  let shop: TestServer;
  beforeAll(async () => {
    shop = await startTestServer({ NODE_ENV: 'production', DEMO_DATA: 'false' });
  });
  afterAll(() => shop.close());

  it('serves no mailbox to anyone: reset links cannot be read off the shop', async () => {
    for (const path of ['/dev/mailbox', '/dev/mailbox.json']) {
      const res = await shop.request(path, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ responseCode: '404' });
    }
  });

  it('serves no social sandbox, offers no provider, and refuses a sign-in through one', async () => {
    expect((await shop.request('/sandbox/social/google/authorize?redirect_uri=x')).status).toBe(404);
    expect((await shop.request('/sandbox/social/google/userinfo')).status).toBe(404);
    expect((await shop.request('/api/v1/auth/social-providers')).body.result).toEqual([]);
    const signin = await shop.request('/api/v1/auth/google-signin', { method: 'POST', json: { accessToken: 'anything' }, lang: 'en' });
    expect(signin.status).toBe(400);
    expect(signin.body.errorMessage).toBe('Sign-in with Google is not available.');
  });

  it('says it cannot send mails instead of pretending, and changes nothing', async () => {
    const email = `nomail.${Date.now()}@example.com`;
    const register = await shop.request('/api/v1/members', { method: 'POST', json: registration(email), lang: 'en' });
    expect(register.status).toBe(503);
    expect(register.body).toEqual({
      responseCode: '503',
      errorMessage: 'The shop cannot send e-mails right now. Please try again later or contact us.',
      result: null,
    });
    expect(await shop.app.database.db.select().from(members).where(eq(members.email, email))).toEqual([]);

    const member = await signedInMember(shop);
    const forgot = await shop.request('/api/v1/members/forgot-password', { method: 'POST', json: { email: member.email } });
    expect(forgot.status).toBe(503);
    expect(forgot.body.errorMessage).toBe('ขณะนี้ร้านไม่สามารถส่งอีเมลได้ กรุณาลองใหม่ภายหลังหรือติดต่อเรา');
  });
});

describe('demo helpers switched on explicitly in production', () => {
  let shop: TestServer;
  beforeAll(async () => {
    shop = await startTestServer({ NODE_ENV: 'production', DEMO_DATA: 'false', DEV_MAILBOX: 'true', SANDBOXES: 'true' });
  });
  afterAll(() => shop.close());

  it('serves the mailbox to everyone, a proxied visitor too, and the sandbox', async () => {
    const res = await shop.request('/dev/mailbox.json', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect((await shop.request('/api/v1/auth/social-providers')).body.result).toHaveLength(3);
  });
});

describe('the local demo (no NODE_ENV, no SMTP_URL)', () => {
  let shop: TestServer;
  beforeAll(async () => {
    shop = await startTestServer({ DEMO_DATA: 'false' });
  });
  afterAll(() => shop.close());

  it('shows the mailbox to this machine only: not to a visitor a proxy forwards', async () => {
    expect((await shop.request('/dev/mailbox.json')).status).toBe(200);
    for (const headers of [{ 'x-forwarded-for': '192.0.2.7' }, { forwarded: 'for=192.0.2.7' }] as Record<string, string>[]) {
      const res = await shop.request('/dev/mailbox.json', { headers });
      expect(res.status).toBe(404);
      expect(res.body.responseCode).toBe('404');
    }
  });

  it('gives the tool pages a Thai font of their own', async () => {
    const font = await fetch(`${shop.url}/dev/fonts/noto-sans-thai.ttf`);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/ttf');
    expect(Buffer.from(await font.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 1, 0, 0]));
    expect((await shop.request('/dev/mailbox')).text).toContain("src:url(/dev/fonts/noto-sans-thai.ttf) format('truetype')");
  });
});
