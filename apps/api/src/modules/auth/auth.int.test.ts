import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, tokenFrom, type SmtpCatcher } from '../../../test/smtp-catcher';
import { startSocialStandIn } from '../../../test/social-stand-in';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
let smtp: SmtpCatcher;
let provider: Awaited<ReturnType<typeof startSocialStandIn>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  provider = await startSocialStandIn();
  server = await startTestServer({ SMTP_URL: smtp.url, SIGNIN_ATTEMPTS_PER_MINUTE: '1000', MAIL_REQUESTS_PER_HOUR: '1000', ...provider.env });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  await provider.close();
});

let counter = 0;
const uniqueEmail = () => `auth${++counter}.${Date.now()}@example.com`;
const PASSWORD = 'Bark#2026dog';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const signin = (email: string, password: string, lang: 'th' | 'en' = 'en') =>
  server.request('/api/v1/auth/email-signin', { method: 'POST', json: { email, password }, lang });

async function confirmedMember(email = uniqueEmail()) {
  const res = await server.request('/api/v1/members', {
    method: 'POST',
    json: { email, password: PASSWORD, name: 'Somsri', surname: 'Dee', phone1: '0812345678', isActive: true },
  });
  expect(res.status, res.text).toBe(200);
  const mail = await smtp.waitForMail(email);
  await server.request('/api/v1/members/confirm-email', { method: 'POST', json: { token: tokenFrom(mail.links[0]!) } });
  return { id: res.body.result.id as number, email };
}

describe('e-mail sign-in', () => {
  it('gives a token and the member, without secrets', async () => {
    const member = await confirmedMember();
    const res = await signin(member.email.toUpperCase(), PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      user: { id: member.id, memberId: expect.stringMatching(/^PS\d{8}$/), email: member.email, name: 'Somsri', surname: 'Dee' },
    });
    expect(res.text).not.toMatch(/scrypt/);
  });

  it('answers a wrong password and an unknown address the same way', async () => {
    const member = await confirmedMember();
    const wrong = await signin(member.email, 'Wrong#2026pw');
    const unknown = await signin(uniqueEmail(), 'Wrong#2026pw');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ responseCode: '400', errorMessage: 'Email or Password is invalid. Please try again', result: null });
    }
    expect((await signin(member.email, 'Wrong#2026pw', 'th')).body.errorMessage).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง');
  });

  it('checks the spec’s login rules before anything else', async () => {
    const res = await signin('nobody', 'ab');
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toEqual([{ email: 'Email is incorrect' }, { password: 'password must be at least 3 characters.' }]);
  });

  it('pauses an address after 10 failures in a row, even for the right password, and says so', async () => {
    const member = await confirmedMember();
    for (let i = 0; i < 10; i++) expect((await signin(member.email, `Wrong#${i}abcdef`)).status).toBe(400);
    const locked = await signin(member.email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.errorMessage).toBe('Too many failed sign-ins. For your security, signing in to this account is paused for 15 minutes.');
    // the same for an address that is not a member: the answer tells nothing about membership
    const stranger = uniqueEmail();
    for (let i = 0; i < 10; i++) await signin(stranger, `Wrong#${i}abcdef`);
    expect((await signin(stranger, PASSWORD)).status).toBe(429);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const member = await confirmedMember();
    for (let i = 0; i < 9; i++) await signin(member.email, `Wrong#${i}abcdef`);
    expect((await signin(member.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 9; i++) await signin(member.email, `Wrong#${i}abcdef`);
    expect((await signin(member.email, PASSWORD)).status).toBe(200);
  });
});

describe('sign-in throttling per client address', () => {
  it('allows 10 sign-in calls a minute per address, all sign-in calls together, then answers 429 with a clear message', async () => {
    const limited = await startTestServer({ DEMO_DATA: 'false', ...provider.env });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        // e-mail and social sign-ins share the budget: switching calls does not reset it
        const res = await limited.request(i % 3 === 2 ? '/api/v1/auth/google-signin' : '/api/v1/auth/email-signin', {
          method: 'POST',
          json: i % 3 === 2 ? { accessToken: 'refused-token' } : { email: `x${i}@example.com`, password: 'whatever1!' },
          lang: 'en',
        });
        statuses.push(res.status);
        if (res.status === 429) expect(res.body.errorMessage).toBe('Too many sign-in attempts. Please wait a minute and try again.');
      }
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('sign-out', () => {
  it('revokes the token it is called with, and only that one', async () => {
    const member = await confirmedMember();
    const first = (await signin(member.email, PASSWORD)).body.result.token;
    const second = (await signin(member.email, PASSWORD)).body.result.token;
    expect((await server.request('/api/v1/auth/logout', { method: 'POST', headers: bearer(first) })).status).toBe(200);
    expect((await server.request(`/api/v1/members/web/${member.id}`, { headers: bearer(first) })).status).toBe(401);
    expect((await server.request(`/api/v1/members/web/${member.id}`, { headers: bearer(second) })).status).toBe(200);
  });
});

describe('social sign-in and sign-up', () => {
  it('asks a newcomer to register, with the form prefilled from the provider', async () => {
    const accessToken = provider.issueToken({ id: 'g-100', email: 'Nok.Sky@Example.com', name: 'Nok Sky Blue' });
    const res = await server.request('/api/v1/auth/google-signin', { method: 'POST', json: { accessToken }, lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body.errorMessage).toBe('This account is not a member yet. Please complete the registration.');
    expect(res.body.result).toEqual({ provider: 'google', id: 'g-100', email: 'nok.sky@example.com', name: 'Nok', surname: 'Sky Blue' });
  });

  it('registers with the provider’s vouched e-mail, signs in, credits the welcome coins, and signs in again later', async () => {
    const accessToken = provider.issueToken({ id: 'g-200', email: 'ploy@example.com', name: 'Ploy Chan' });
    const signup = await server.request('/api/v1/auth/google-signup', {
      method: 'POST',
      json: { accessToken, id: 'g-200', email: 'ploy@example.com', name: 'Ploy', surname: 'Chan', phone1: '0899999999', phone2: null, birthDate: null },
    });
    expect(signup.status, signup.text).toBe(200);
    expect(signup.body.result).toMatchObject({ token: expect.any(String), emailConfirmationSent: false, user: { email: 'ploy@example.com' } });
    const profile = await server.request(`/api/v1/members/web/${signup.body.result.user.id}`, { headers: bearer(signup.body.result.token) });
    expect(profile.body.result.coin).toBe(100);

    const again = await server.request('/api/v1/auth/google-signin', { method: 'POST', json: { accessToken } });
    expect(again.status).toBe(200);
    expect(again.body.result.user.id).toBe(signup.body.result.user.id);

    // a password sign-up for that address does not take the account over
    const takeover = await server.request('/api/v1/members', {
      method: 'POST',
      json: { email: 'ploy@example.com', password: PASSWORD, name: 'Eve', surname: 'Evil', phone1: '0811111111' },
      lang: 'en',
    });
    expect(takeover.status).toBe(400);
    expect(takeover.body.errorMessage).toEqual([{ email: 'This email is already a member. Please enter a new email address.' }]);
  });

  it('refuses a sign-up whose token belongs to someone else', async () => {
    const accessToken = provider.issueToken({ id: 'fb-1', email: 'real@example.com', name: 'Real Person' });
    const res = await server.request('/api/v1/auth/facebook-signup', {
      method: 'POST',
      json: { accessToken, id: 'fb-2', email: 'real@example.com', name: 'Real', surname: 'Person', phone1: '0812345678' },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe('We could not sign you in with Facebook. Please try again.');
    const mismatch = await server.request('/api/v1/auth/facebook-signup', {
      method: 'POST',
      json: { accessToken, id: 'fb-1', email: 'other@example.com', name: 'Real', surname: 'Person', phone1: '0812345678' },
      lang: 'en',
    });
    expect(mismatch.body.errorMessage).toEqual([{ email: 'The e-mail does not match the account you signed in with.' }]);
  });

  it('links Facebook to an existing confirmed member with the same e-mail', async () => {
    const member = await confirmedMember();
    const accessToken = provider.issueToken({ id: 'fb-300', email: member.email, name: 'Somsri Dee' });
    const res = await server.request('/api/v1/auth/facebook-signin', { method: 'POST', json: { accessToken } });
    expect(res.status).toBe(200);
    // the spec's (token, user), as the e-mail sign-in answers
    expect(Object.keys(res.body.result).sort()).toEqual(['token', 'user']);
    expect(res.body.result.user.id).toBe(member.id);
    expect((await signin(member.email, PASSWORD)).status).toBe(200);
  });

  it('does not let someone who never confirmed an address keep a password on the real owner’s account', async () => {
    const email = uniqueEmail();
    const squatter = await server.request('/api/v1/members', {
      method: 'POST',
      json: { email, password: PASSWORD, name: 'Eve', surname: 'Evil', phone1: '0811111111' },
    });
    expect(squatter.status).toBe(200);
    const accessToken = provider.issueToken({ id: 'g-400', email, name: 'Owner Real' });
    const owner = await server.request('/api/v1/auth/google-signin', { method: 'POST', json: { accessToken } });
    expect(owner.status).toBe(200);
    expect((await signin(email, PASSWORD)).status).toBe(400);
  });

  it('does not link an e-mail the provider does not vouch for', async () => {
    const member = await confirmedMember();
    const accessToken = provider.issueToken({ id: 'g-500', email: member.email, emailVerified: false, name: 'Not Verified' });
    const res = await server.request('/api/v1/auth/google-signin', { method: 'POST', json: { accessToken } });
    expect(res.status).toBe(404);
  });

  it('reports a token the provider refuses', async () => {
    const res = await server.request('/api/v1/auth/google-signin', { method: 'POST', json: { accessToken: 'expired' }, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe('We could not sign you in with Google. Please try again.');
  });
});

describe('mail delivery', () => {
  it('retries a mail the SMTP server refused until it goes through', async () => {
    const flaky = await startSmtpCatcher({ failFirst: 1 });
    const shop = await startTestServer({ SMTP_URL: flaky.url });
    try {
      const email = uniqueEmail();
      await shop.request('/api/v1/members', {
        method: 'POST',
        json: { email, password: PASSWORD, name: 'Retry', surname: 'Me', phone1: '0812345678' },
      });
      const { mailOutbox } = await import('../mail/mail.tables');
      const { sql } = await import('drizzle-orm');
      await expect.poll(async () => (await shop.app.database.db.select().from(mailOutbox))[0]?.lastError, { timeout: 10_000 }).toBeTruthy();
      // skip the back-off wait: the worker's next tick picks the mail up again
      await shop.app.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
      const mail = await flaky.waitForMail(email);
      expect(mail.links[0]).toContain('/register/verify?token=');
      // the server records the send once the SMTP server has answered, just after the catcher has the mail
      await expect
        .poll(async () => (await shop.app.database.db.select().from(mailOutbox))[0], { timeout: 5_000 })
        .toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await shop.close();
      await flaky.close();
    }
  });
});

describe('the development mailbox', () => {
  it('keeps mails and shows them at /dev/mailbox.json and /dev/mailbox when no SMTP server is set', async () => {
    const shop = await startTestServer();
    try {
      const email = uniqueEmail();
      await shop.request('/api/v1/members', {
        method: 'POST',
        json: { email, password: PASSWORD, name: 'Dev', surname: 'Box', phone1: '0812345678' },
        lang: 'en',
      });
      const json = await shop.request('/dev/mailbox.json');
      expect(json.status).toBe(200);
      expect(json.body[0]).toEqual({
        to: email,
        subject: 'Confirm your e-mail to start using your Pawsook account',
        text: expect.stringContaining('/register/verify?token='),
        html: expect.stringContaining('<html'),
        links: [expect.stringMatching(/\/register\/verify\?token=[\w-]+&lang=en$/)],
        attachments: [],
        createdAt: expect.any(String),
      });
      const html = await shop.request('/dev/mailbox');
      expect(html.headers.get('content-type')).toMatch(/text\/html/);
      expect(html.text).toContain(email);
    } finally {
      await shop.close();
    }
    // with SMTP configured the mailbox is not served
    expect((await server.request('/dev/mailbox.json')).status).toBe(404);
  });
});
