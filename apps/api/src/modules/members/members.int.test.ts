import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, tokenFrom, type SmtpCatcher } from '../../../test/smtp-catcher';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { coinLedger } from '../coins/coins.tables';
import { mailOutbox } from '../mail/mail.tables';
import { emailTokens } from './members.tables';

let server: TestServer;
let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    SIGNUP_COINS: '150',
    PUBLIC_URL: 'https://shop.test',
    // this file signs in far more often than a person would; the limits have their own tests
    SIGNIN_ATTEMPTS_PER_MINUTE: '1000',
    MAIL_REQUESTS_PER_HOUR: '1000',
  });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const resetMails = (email: string) => smtp.mails.filter((m) => m.to.includes(email) && m.text.includes('/reset-password?token='));

let counter = 0;
const uniqueEmail = () => `member${++counter}.${Date.now()}@example.com`;
const PASSWORD = 'Meow#2026cat';

function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: PASSWORD,
    name: 'มาลี',
    surname: 'Srisuk',
    phone1: '0891234567',
    phone2: '',
    birthDate: '1995-02-14',
    isActive: true,
    ...overrides,
  };
}

async function register(overrides: Record<string, unknown> = {}, lang: 'th' | 'en' = 'th') {
  const body = registration(overrides);
  const res = await server.request('/api/v1/members', { method: 'POST', json: body, lang });
  expect(res.status, res.text).toBe(200);
  return { ...body, id: res.body.result.id as number };
}

async function confirmedMember(overrides: Record<string, unknown> = {}) {
  const member = await register(overrides);
  const mail = await smtp.waitForMail(member.email);
  const confirm = await server.request('/api/v1/members/confirm-email', { method: 'POST', json: { token: tokenFrom(mail.links[0]!) } });
  expect(confirm.status).toBe(200);
  const signin = await server.request('/api/v1/auth/email-signin', { method: 'POST', json: { email: member.email, password: member.password } });
  expect(signin.status).toBe(200);
  return { ...member, token: signin.body.result.token as string };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET /api/v1/members/email-duplicate-verifications', () => {
  it('accepts a new address and refuses a member’s, whatever the capitals', async () => {
    const fresh = await server.request(`/api/v1/members/email-duplicate-verifications?email=${uniqueEmail()}`);
    expect(fresh.status).toBe(200);
    const member = await register();
    const taken = await server.request(`/api/v1/members/email-duplicate-verifications?email=${encodeURIComponent(member.email.toUpperCase())}`, { lang: 'en' });
    expect(taken.status).toBe(400);
    expect(taken.body.errorMessage).toEqual([{ email: 'This email is already a member. Please enter a new email address.' }]);
  });

  it('checks the e-mail format', async () => {
    const res = await server.request('/api/v1/members/email-duplicate-verifications?email=not-an-email', { lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toEqual([{ email: 'Email is incorrect' }]);
    const missing = await server.request('/api/v1/members/email-duplicate-verifications', { lang: 'en' });
    expect(missing.body.errorMessage).toEqual([{ email: 'Email is required.' }]);
  });
});

describe('POST /api/v1/members', () => {
  it('refuses every broken field with its own message, in the request language, and creates nothing', async () => {
    const mailsBefore = (await server.app.database.db.select().from(mailOutbox)).length;
    const bad = registration({
      email: 'x'.repeat(251) + '@a.co',
      password: 'password',
      name: 'M4li',
      surname: '',
      phone1: '08123',
      phone2: '08-1',
      birthDate: '2999-01-01',
    });
    const en = await server.request('/api/v1/members', { method: 'POST', json: bad, lang: 'en' });
    expect(en.status).toBe(400);
    expect(en.body.errorMessage).toEqual([
      { email: 'Cannot be longer than 255 characters' },
      {
        password: 'Password invalid. Password requirements are generally written as at least 8 characters, English letters, number and special character',
      },
      { name: 'Please use Thai or English letters only.' },
      { surname: 'Please fill data' },
      { phone1: 'Please enter a mobile number of 9 to 10 digits.' },
      { phone2: 'Please enter digits only.' },
      { birthDate: 'The birthday must be before today.' },
    ]);
    const th = await server.request('/api/v1/members', { method: 'POST', json: { ...bad, email: 'bad' }, lang: 'th' });
    expect(th.body.errorMessage[0]).toEqual({ email: 'รูปแบบอีเมลไม่ถูกต้อง' });
    expect(await server.app.database.db.select().from(mailOutbox)).toHaveLength(mailsBefore);
  });

  it('refuses an impossible birthday and today', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
    for (const birthDate of ['2001-02-30', today]) {
      const res = await server.request('/api/v1/members', { method: 'POST', json: registration({ birthDate }), lang: 'en' });
      expect(res.status).toBe(400);
      expect(res.body.errorMessage[0]).toHaveProperty('birthDate');
    }
  });

  it('takes a Buddhist-era birthday as the same day in the Christian era, in the profile too (decision 0045)', async () => {
    const member = await confirmedMember({ birthDate: '2533-02-14' });
    const profile = await server.request(`/api/v1/members/web/${member.id}`, { headers: bearer(member.token) });
    expect(profile.body.result.birthdate).toBe('1990-02-14');
    const patch = await server.request(`/api/v1/members/member-info/${member.id}`, {
      method: 'PATCH',
      headers: bearer(member.token),
      // BE 2535 is CE 1992, a leap year
      json: { name: 'มาลี', surname: 'Srisuk', phone1: '0891234567', phone2: '', birthdate: '2535-02-29' },
    });
    expect(patch.status, patch.text).toBe(200);
    expect(patch.body.result.birthdate).toBe('1992-02-29');
    // a Buddhist-era date that is not before today is still refused, in either language
    const thisYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(new Date()));
    for (const [lang, message] of [
      ['en', 'The birthday must be before today.'],
      ['th', 'วันเกิดต้องเป็นวันก่อนวันนี้'],
    ] as const) {
      const res = await server.request('/api/v1/members', { method: 'POST', json: registration({ birthDate: `${thisYear + 544}-01-01` }), lang });
      expect(res.status).toBe(400);
      expect(res.body.errorMessage).toEqual([{ birthDate: message }]);
    }
  });

  it('creates an unconfirmed member and mails a confirmation link in the member’s language', async () => {
    const member = await register({}, 'en');
    const mail = await smtp.waitForMail(member.email);
    expect(mail.subject).toBe('Confirm your e-mail to start using your Pawsook account');
    expect(mail.html).toContain('Confirm e-mail');
    expect(mail.text).toContain('https://shop.test/register/verify?token=');
    expect(mail.links).toHaveLength(1);

    const thai = await register({}, 'th');
    expect((await smtp.waitForMail(thai.email)).subject).toBe('ยืนยันอีเมลเพื่อเริ่มใช้งานบัญชี Pawsook');

    const signin = await server.request('/api/v1/auth/email-signin', { method: 'POST', json: { email: member.email, password: PASSWORD }, lang: 'en' });
    expect(signin.status).toBe(400);
    expect(signin.body.errorMessage).toBe("You haven't verified your email. Please verify your email before log in.");
    expect(signin.body.result).toEqual({ reason: 'email-not-verified', email: member.email });
  });

  it('refuses a second account for the same address, even at the same moment', async () => {
    const email = uniqueEmail();
    const results = await Promise.all([1, 2, 3].map(() => server.request('/api/v1/members', { method: 'POST', json: registration({ email }) })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });
});

describe('confirming the e-mail', () => {
  it('activates the account and credits the sign-up coins exactly once, even when the link is used twice at once', async () => {
    const member = await register();
    const token = tokenFrom((await smtp.waitForMail(member.email)).links[0]!);
    const results = await Promise.all([1, 2, 3].map(() => server.request('/api/v1/members/confirm-email', { method: 'POST', json: { token }, lang: 'en' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(results.find((r) => r.status === 400)!.body.errorMessage).toEqual([
      { token: 'This link has expired or has already been used. Please ask for a new one.' },
    ]);
    const ledger = await server.app.database.db.select().from(coinLedger).where(eq(coinLedger.memberId, member.id));
    expect(ledger).toEqual([expect.objectContaining({ coin: 150, activity: 'signup-bonus' })]);

    const signin = await server.request('/api/v1/auth/email-signin', { method: 'POST', json: { email: member.email, password: PASSWORD } });
    expect(signin.status).toBe(200);
    const profile = await server.request(`/api/v1/members/web/${member.id}`, { headers: bearer(signin.body.result.token) });
    expect(profile.body.result.coin).toBe(150);
  });

  it('refuses an unknown token and can send a new link', async () => {
    const res = await server.request('/api/v1/members/confirm-email', { method: 'POST', json: { token: 'made-up' } });
    expect(res.status).toBe(400);
    const member = await register();
    await smtp.waitForMail(member.email);
    const resend = await server.request('/api/v1/members/resend-confirmation', { method: 'POST', json: { email: member.email } });
    expect(resend.status).toBe(200);
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes(member.email)).length).toBe(2);
    const newest = await smtp.waitForMail(member.email);
    expect((await server.request('/api/v1/members/confirm-email', { method: 'POST', json: { token: tokenFrom(newest.links[0]!) } })).status).toBe(200);
  });
});

describe('password reset', () => {
  it('says an unknown address is unknown, as the spec asks', async () => {
    const res = await server.request('/api/v1/members/forgot-password', { method: 'POST', json: { email: uniqueEmail() }, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toEqual([{ email: 'There is no email in the system Please check the correctness.' }]);
  });

  it('mails a single-use link that sets a new password and signs out every session', async () => {
    const member = await confirmedMember();
    const forgot = await server.request('/api/v1/members/forgot-password', { method: 'POST', json: { email: member.email } });
    expect(forgot.status).toBe(200);
    const mail = await smtp.waitForMail(member.email, (m) => m.text.includes('/reset-password?token='));
    const token = tokenFrom(mail.links[0]!);

    const weak = await server.request('/api/v1/members/reset-password', { method: 'POST', json: { token, newPassword: 'short' }, lang: 'en' });
    expect(weak.status).toBe(400);
    expect(weak.body.errorMessage[0]).toHaveProperty('newPassword');

    const newPassword = 'Woof!2026dog';
    const results = await Promise.all([1, 2].map(() => server.request('/api/v1/members/reset-password', { method: 'POST', json: { token, newPassword } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await server.request(`/api/v1/members/web/${member.id}`, { headers: bearer(member.token) })).status).toBe(401);
    const old = await server.request('/api/v1/auth/email-signin', { method: 'POST', json: { email: member.email, password: PASSWORD } });
    expect(old.status).toBe(400);
    const fresh = await server.request('/api/v1/auth/email-signin', { method: 'POST', json: { email: member.email, password: newPassword } });
    expect(fresh.status).toBe(200);
  });

  it('ends the older link when a newer one is asked for: only the newest resets the password', async () => {
    const member = await confirmedMember();
    const links: string[] = [];
    for (let i = 0; i < 2; i++) {
      expect((await server.request('/api/v1/members/forgot-password', { method: 'POST', json: { email: member.email } })).status).toBe(200);
      await expect.poll(() => resetMails(member.email).length).toBe(i + 1);
      links.push(tokenFrom(resetMails(member.email)[i]!.links[0]!));
    }
    const [older, newer] = links as [string, string];
    const stale = await server.request('/api/v1/members/reset-password', { method: 'POST', json: { token: older, newPassword: 'Older#2026pw' }, lang: 'en' });
    expect(stale.status).toBe(400);
    expect(stale.body.errorMessage).toEqual([{ token: 'This link has expired or has already been used. Please ask for a new one.' }]);
    expect((await server.request('/api/v1/members/reset-password', { method: 'POST', json: { token: newer, newPassword: 'Newer#2026pw' } })).status).toBe(200);
    expect((await server.request('/api/v1/auth/email-signin', { method: 'POST', json: { email: member.email, password: 'Newer#2026pw' } })).status).toBe(200);
  });

  it('ends an outstanding reset link when the member changes the password', async () => {
    const member = await confirmedMember();
    await server.request('/api/v1/members/forgot-password', { method: 'POST', json: { email: member.email } });
    await expect.poll(() => resetMails(member.email).length).toBe(1);
    const token = tokenFrom(resetMails(member.email)[0]!.links[0]!);
    const change = await server.request('/api/v1/members/change-password', {
      method: 'POST',
      headers: bearer(member.token),
      json: { currentPassword: PASSWORD, newPassword: 'Changed#2026pw' },
    });
    expect(change.status).toBe(200);
    expect((await server.request('/api/v1/members/reset-password', { method: 'POST', json: { token, newPassword: 'Taken#2026pw' } })).status).toBe(400);
    expect((await server.request('/api/v1/auth/email-signin', { method: 'POST', json: { email: member.email, password: 'Changed#2026pw' } })).status).toBe(200);
  });

  it('sends one mailbox at most five link mails an hour, of every kind together, however many ask at once', async () => {
    const member = await confirmedMember(); // its confirmation link is the first of the five
    const results = await Promise.all(
      Array.from({ length: 10 }, () => server.request('/api/v1/members/forgot-password', { method: 'POST', json: { email: member.email }, lang: 'en' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(6);
    expect(refused[0]!.body.errorMessage).toBe('Too many e-mails were requested for this account. Please try again in an hour.');
    const rows = await server.app.database.db.select().from(emailTokens).where(eq(emailTokens.memberId, member.id));
    expect(rows).toHaveLength(5);
  });
});

describe('change password', () => {
  it('refuses a wrong current password on its field', async () => {
    const member = await confirmedMember();
    const res = await server.request('/api/v1/members/change-password', {
      method: 'POST',
      headers: bearer(member.token),
      json: { currentPassword: 'Wrong#2026x', newPassword: 'Another#2026' },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toEqual([{ currentPassword: 'The current password is incorrect.' }]);
  });

  it('changes the password and revokes every token of the member', async () => {
    const member = await confirmedMember();
    const second = (await server.request('/api/v1/auth/email-signin', { method: 'POST', json: { email: member.email, password: PASSWORD } })).body.result.token;
    const res = await server.request('/api/v1/members/change-password', {
      method: 'POST',
      headers: bearer(member.token),
      json: { currentPassword: PASSWORD, newPassword: 'Another#2026' },
    });
    expect(res.status).toBe(200);
    for (const token of [member.token, second]) {
      expect((await server.request(`/api/v1/members/web/${member.id}`, { headers: bearer(token) })).status).toBe(401);
    }
    const signin = await server.request('/api/v1/auth/email-signin', { method: 'POST', json: { email: member.email, password: 'Another#2026' } });
    expect(signin.status).toBe(200);
  });

  it('needs a token', async () => {
    const res = await server.request('/api/v1/members/change-password', {
      method: 'POST',
      json: { currentPassword: 'x', newPassword: 'Another#2026' },
      lang: 'en',
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ responseCode: '401', errorMessage: 'Please log in to continue.', result: null });
  });
});

describe('profile', () => {
  it('shows the member their own profile with coins and member number, never secrets', async () => {
    const member = await confirmedMember({ phone2: '021234567' });
    const res = await server.request(`/api/v1/members/web/${member.id}`, { headers: bearer(member.token) });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      id: member.id,
      memberId: `PS${String(member.id).padStart(8, '0')}`,
      email: member.email,
      name: 'มาลี',
      surname: 'Srisuk',
      phone1: '0891234567',
      phone2: '021234567',
      birthdate: '1995-02-14',
      coin: 150,
      lineLinked: false,
    });
    expect(res.text).not.toMatch(/scrypt|password|token/i);
  });

  it('answers 404 for another member’s id and 401 without a valid token', async () => {
    const a = await confirmedMember();
    const b = await confirmedMember();
    expect((await server.request(`/api/v1/members/web/${b.id}`, { headers: bearer(a.token) })).status).toBe(404);
    const patch = await server.request(`/api/v1/members/member-info/${b.id}`, {
      method: 'PATCH',
      headers: bearer(a.token),
      json: { name: 'Hacker', surname: 'X', phone1: '0800000000', phone2: '', birthdate: '' },
    });
    expect(patch.status).toBe(404);
    expect((await server.request(`/api/v1/members/web/${a.id}`)).status).toBe(401);
    expect((await server.request(`/api/v1/members/web/${a.id}`, { headers: bearer('forged') })).status).toBe(401);
  });

  it('updates personal information with the profile rules; the e-mail stays', async () => {
    const member = await confirmedMember();
    const bad = await server.request(`/api/v1/members/member-info/${member.id}`, {
      method: 'PATCH',
      headers: bearer(member.token),
      json: { name: 'Anne-Marie', surname: 'S@', phone1: '08a', phone2: '12345678901', birthdate: '2999-12-31' },
      lang: 'en',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toEqual([
      { surname: 'Please use letters, spaces and hyphens only.' },
      { birthdate: 'The birthday must be before today.' },
      { phone1: 'Please enter digits only.' },
      { phone2: 'Cannot be longer than 10 digits' },
    ]);
    const ok = await server.request(`/api/v1/members/member-info/${member.id}`, {
      method: 'PATCH',
      headers: bearer(member.token),
      json: { name: 'Anne-Marie', surname: 'ใจงาม', phone1: '0812223333', phone2: '', birthdate: '', email: 'new@example.com' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.result).toMatchObject({ name: 'Anne-Marie', surname: 'ใจงาม', phone1: '0812223333', phone2: null, birthdate: null, email: member.email });
  });
});

describe('mail requests per client address', () => {
  it('counts sign-ups, resends and reset requests against one budget per address', async () => {
    const limited = await startTestServer({ SMTP_URL: smtp.url, MAIL_REQUESTS_PER_HOUR: '3', DEMO_DATA: 'false' });
    try {
      const calls = [
        () => limited.request('/api/v1/members', { method: 'POST', json: registration(), lang: 'en' }),
        () => limited.request('/api/v1/members/resend-confirmation', { method: 'POST', json: { email: uniqueEmail() }, lang: 'en' }),
        () => limited.request('/api/v1/members/forgot-password', { method: 'POST', json: { email: uniqueEmail() }, lang: 'en' }),
        () => limited.request('/api/v1/members/resend-confirmation', { method: 'POST', json: { email: uniqueEmail() }, lang: 'en' }),
      ];
      const statuses: number[] = [];
      let last;
      for (const call of calls) {
        last = await call();
        statuses.push(last.status);
      }
      // the unknown address of the reset request is a 400 of its own, but it was counted
      expect(statuses).toEqual([200, 200, 400, 429]);
      expect(last!.body.errorMessage).toBe('Too many e-mails were requested from this device. Please try again in an hour.');
    } finally {
      await limited.close();
    }
  });
});
