import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, tokenFrom, type SmtpCatcher } from '../../../test/smtp-catcher';
import { startTestServer, type TestServer } from '../../../test/test-server';

// a built app of its own (the shop's index.html is Thai), so the test does not depend on `npm run build`
const INDEX_HTML = '<!doctype html><html lang="th"><head><title>Pawsook</title></head><body><div id="root"></div></body></html>';

let server: TestServer;
let smtp: SmtpCatcher;
let webDistDir: string;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  webDistDir = mkdtempSync(path.join(tmpdir(), 'pawsook-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  server = await startTestServer({ SMTP_URL: smtp.url, SIGNIN_ATTEMPTS_PER_MINUTE: '1000', MAIL_REQUESTS_PER_HOUR: '1000' }, { webDistDir });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

let counter = 0;
const PASSWORD = 'Meow#2026cat';

async function register(lang: 'th' | 'en') {
  const email = `links${++counter}.${Date.now()}@example.com`;
  const body = { email, password: PASSWORD, name: 'Malee', surname: 'Srisuk', phone1: '0891234567', isActive: true };
  const res = await server.request('/api/v1/members', { method: 'POST', json: body, lang });
  expect(res.status, res.text).toBe(200);
  return email;
}

/** Opens a mailed link as a browser on a new device would (no stored language): the page as served. */
async function follow(link: string) {
  const url = new URL(link);
  const page = await server.request(url.pathname + url.search, { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  return { url, html: page.text };
}

describe('links in the members’ mails', () => {
  it('open the confirmation page in the mail’s language: English for an English registrant, Thai for a Thai one', async () => {
    const english = await register('en');
    const mail = await smtp.waitForMail(english);
    expect(mail.subject).toBe('Confirm your e-mail to start using your Pawsook account');
    const { url, html } = await follow(mail.links[0]!);
    expect(url.pathname).toBe('/register/verify');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(html).toContain('<html lang="en"');
    // the button carries the same link as the text part
    expect(mail.html).toContain(`href="${mail.links[0]!.replaceAll('&', '&amp;')}"`);
    // and the token in it still confirms the address
    const confirmed = await server.request('/api/v1/members/confirm-email', { method: 'POST', json: { token: tokenFrom(mail.links[0]!) }, lang: 'en' });
    expect(confirmed.status, confirmed.text).toBe(200);

    const thai = await register('th');
    const thaiMail = await smtp.waitForMail(thai);
    const thaiPage = await follow(thaiMail.links[0]!);
    expect(thaiPage.url.searchParams.get('lang')).toBe('th');
    expect(thaiPage.html).toContain('<html lang="th"');
  });

  it('open the password-reset page in the mail’s language', async () => {
    const email = await register('en');
    const confirmation = await smtp.waitForMail(email);
    expect((await server.request('/api/v1/members/confirm-email', { method: 'POST', json: { token: tokenFrom(confirmation.links[0]!) } })).status).toBe(200);
    // asked for from a Thai page: the mail is in the member's language, and so is its link
    expect((await server.request('/api/v1/members/forgot-password', { method: 'POST', json: { email }, lang: 'th' })).status).toBe(200);
    const reset = await smtp.waitForMail(email, (m) => m.text.includes('/reset-password?'));
    expect(reset.subject).toBe('Set a new password for your Pawsook account');
    const { url, html } = await follow(reset.links[0]!);
    expect(url.pathname).toBe('/reset-password');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(html).toContain('<html lang="en"');
  });

  it('a page without a language stays Thai, the shop’s default', async () => {
    expect((await follow(`${server.url}/register/verify?token=x`)).html).toContain('<html lang="th"');
    expect((await follow(`${server.url}/reset-password?token=x&lang=fr`)).html).toContain('<html lang="th"');
  });
});
