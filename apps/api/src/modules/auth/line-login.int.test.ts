import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { startLineStandIn } from '../../../test/line-stand-in';
import { startSmtpCatcher, tokenFrom, type SmtpCatcher } from '../../../test/smtp-catcher';
import { startTestServer, type TestServer } from '../../../test/test-server';

const NONCE = 'nonce-0123456789abcdef';
const PASSWORD = 'Bark#2026dog';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let counter = 0;
const uniqueEmail = () => `line${++counter}.${Date.now()}@example.com`;

describe('LINE Login through the sandbox', () => {
  let server: TestServer;
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer({ PORT: String(await freePort()), DEMO_DATA: 'false', SMTP_URL: smtp.url, SIGNIN_ATTEMPTS_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const callback = () => `${server.url}/auth/callback/line`;

  /** The sandbox's page, allowed: where LINE sends the browser back, and the code in it. */
  async function allow(person: { name: string; email?: string }, nonce = NONCE): Promise<string> {
    const res = await fetch(`${server.url}/sandbox/line/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        redirect_uri: callback(),
        state: 'st-1',
        client_id: 'pawsook-sandbox',
        nonce,
        action: 'continue',
        name: person.name,
        email: person.email ?? '',
      }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(callback());
    expect(location.searchParams.get('state')).toBe('st-1');
    return location.searchParams.get('code')!;
  }

  const lineSignin = (code: string, nonce = NONCE) =>
    server.request('/api/v1/auth/line-signin', { method: 'POST', json: { code, redirectUri: callback(), nonce }, lang: 'en' });

  async function emailMember(email = uniqueEmail()) {
    const res = await server.request('/api/v1/members', {
      method: 'POST',
      json: { email, password: PASSWORD, name: 'Somsri', surname: 'Dee', phone1: '0812345678', isActive: true },
    });
    expect(res.status, res.text).toBe(200);
    const mail = await smtp.waitForMail(email);
    await server.request('/api/v1/members/confirm-email', { method: 'POST', json: { token: tokenFrom(mail.links[0]!) } });
    const signin = await server.request('/api/v1/auth/email-signin', { method: 'POST', json: { email, password: PASSWORD } });
    return { id: res.body.result.id as number, email, token: signin.body.result.token as string };
  }

  it('shows LINE’s page for the code flow only, and returns only to this site', async () => {
    const query = (more: Record<string, string>) =>
      new URLSearchParams({ redirect_uri: callback(), state: 'x', client_id: 'pawsook-sandbox', response_type: 'code', nonce: NONCE, ...more });
    const ok = await server.request(`/sandbox/line/authorize?${query({})}`);
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('<form method="post">');
    expect((await server.request(`/sandbox/line/authorize?${query({ response_type: 'token' })}`)).status).toBe(400);
    expect((await server.request(`/sandbox/line/authorize?${query({ redirect_uri: 'https://evil.example/steal' })}`)).status).toBe(400);
  });

  it('signs up a LINE account that shares its e-mail, signed in at once, and signs it in again later', async () => {
    const email = uniqueEmail();
    const first = await lineSignin(await allow({ name: 'Kanya Thongdee', email }));
    expect(first.status).toBe(404);
    const prefill = first.body.result;
    expect(prefill).toMatchObject({ provider: 'line', id: expect.stringMatching(/^U[0-9a-f]{32}$/), email, name: 'Kanya', surname: 'Thongdee' });
    expect(prefill.accessToken).toEqual(expect.any(String));

    const signup = await server.request('/api/v1/auth/line-signup', {
      method: 'POST',
      json: { accessToken: prefill.accessToken, id: prefill.id, email, name: 'Kanya', surname: 'Thongdee', phone1: '0812345678' },
    });
    expect(signup.status, signup.text).toBe(200);
    expect(signup.body.result).toMatchObject({ token: expect.any(String), emailConfirmationSent: false });

    const again = await lineSignin(await allow({ name: 'Kanya T', email }));
    expect(again.status).toBe(200);
    expect(again.body.result.user.id).toBe(signup.body.result.user.id);
    const profile = await server.request(`/api/v1/members/web/${signup.body.result.user.id}`, { headers: bearer(again.body.result.token) });
    expect(profile.body.result.lineLinked).toBe(true);
  });

  it('asks for the e-mail LINE did not give, and confirms it by mail', async () => {
    const first = await lineSignin(await allow({ name: 'Malee' }));
    expect(first.status).toBe(404);
    expect(first.body.result).toMatchObject({ provider: 'line', email: null, name: 'Malee', surname: '' });
    const email = uniqueEmail();
    const signup = await server.request('/api/v1/auth/line-signup', {
      method: 'POST',
      json: { accessToken: first.body.result.accessToken, id: first.body.result.id, email, name: 'Malee', surname: 'Srisuk', phone1: '0812345678' },
    });
    expect(signup.status, signup.text).toBe(200);
    expect(signup.body.result).toMatchObject({ token: null, emailConfirmationSent: true });
    expect((await smtp.waitForMail(email)).links[0]).toContain('/register/verify');
  });

  it('refuses a sign-up whose token is not the id it claims, and a code used twice', async () => {
    const code = await allow({ name: 'Anan Chai', email: uniqueEmail() });
    const first = await lineSignin(code);
    expect(first.status).toBe(404);
    const other = await server.request('/api/v1/auth/line-signup', {
      method: 'POST',
      lang: 'en',
      json: { accessToken: first.body.result.accessToken, id: 'U0000', email: first.body.result.email, name: 'Anan', surname: 'Chai', phone1: '0812345678' },
    });
    expect(other.status).toBe(400);
    expect(other.body.errorMessage).toBe('We could not sign you in with LINE. Please try again.');
    expect((await lineSignin(code)).status).toBe(400);
    expect((await lineSignin(await allow({ name: 'Anan Chai' }), 'another-nonce-0123456789')).status).toBe(400);
  });

  it('signs in the member who owns the e-mail LINE gives, linking LINE to them', async () => {
    const member = await emailMember();
    const res = await lineSignin(await allow({ name: 'Somsri Dee', email: member.email }));
    expect(res.status).toBe(200);
    expect(res.body.result.user.id).toBe(member.id);
  });

  it('links LINE from the profile, refuses another member the same LINE account, and unlinks it', async () => {
    const member = await emailMember();
    const lineName = `Somchai ${Date.now()}`;
    const link = (token: string, code: string) =>
      server.request('/api/v1/members/me/line', { method: 'POST', json: { code, redirectUri: callback(), nonce: NONCE }, headers: bearer(token), lang: 'en' });

    const linked = await link(member.token, await allow({ name: lineName }));
    expect(linked.status, linked.text).toBe(200);
    expect(linked.body.result).toMatchObject({ id: member.id, lineLinked: true });
    const viaLine = await lineSignin(await allow({ name: lineName }));
    expect(viaLine.body.result.user.id).toBe(member.id);

    const someoneElse = await emailMember();
    const taken = await link(someoneElse.token, await allow({ name: lineName }));
    expect(taken.status).toBe(409);
    expect(taken.body.errorMessage).toBe('This LINE account is already linked to another member.');

    const unlinked = await server.request('/api/v1/members/me/line', { method: 'DELETE', headers: bearer(member.token) });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.result.lineLinked).toBe(false);
    expect((await lineSignin(await allow({ name: lineName }))).status).toBe(404);
  });

  it('keeps LINE linked while it is the member’s only way in', async () => {
    const email = uniqueEmail();
    const first = await lineSignin(await allow({ name: 'Only Line', email }));
    const signup = await server.request('/api/v1/auth/line-signup', {
      method: 'POST',
      json: { accessToken: first.body.result.accessToken, id: first.body.result.id, email, name: 'Only', surname: 'Line', phone1: '0812345678' },
    });
    const token = signup.body.result.token as string;
    const refused = await server.request('/api/v1/members/me/line', { method: 'DELETE', headers: bearer(token), lang: 'th' });
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toBe('คุณเข้าสู่ระบบด้วย LINE เท่านั้น กรุณาตั้งรหัสผ่านก่อน (ลืมรหัสผ่าน) แล้วจึงยกเลิกการเชื่อม LINE');
  });
});

describe('LINE Login against a stand-in LINE: the ID token checked', () => {
  let server: TestServer;
  let line: Awaited<ReturnType<typeof startLineStandIn>>;

  beforeAll(async () => {
    line = await startLineStandIn();
    server = await startTestServer({ DEMO_DATA: 'false', SIGNIN_ATTEMPTS_PER_MINUTE: '1000', ...line.env });
  });
  afterAll(async () => {
    await server.close();
    await line.close();
  });

  const signin = (code: string) =>
    server.request('/api/v1/auth/line-signin', {
      method: 'POST',
      json: { code, redirectUri: 'http://127.0.0.1/auth/callback/line', nonce: NONCE },
      lang: 'en',
    });
  const person = { sub: 'U1234567890abcdef1234567890abcdef', name: 'Nok Jaidee', nonce: NONCE };

  it('offers the configured channel, not the sandbox', async () => {
    const providers = (await server.request('/api/v1/auth/social-providers')).body.result as { provider: string }[];
    expect(providers.find((p) => p.provider === 'line')).toEqual({
      provider: 'line',
      authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
      clientId: line.env.LINE_LOGIN_CHANNEL_ID,
      scope: 'openid profile email',
      responseType: 'code',
      sandbox: false,
    });
  });

  it('accepts a well-made token: the prefill, with the profile’s name', async () => {
    const res = await signin(line.issueCode({ ...person, email: 'Nok@Example.com' }));
    expect(res.status, res.text).toBe(404);
    expect(res.body.result).toMatchObject({ provider: 'line', id: person.sub, email: 'nok@example.com', name: 'Nok', surname: 'Jaidee' });
  });

  it.each([
    ['signed with another secret (forged)', { secret: 'not-the-channel-secret' }],
    ['expired', { expiresInSeconds: -120 }],
    ['for another channel', { audience: '1650009999' }],
    ['from another issuer', { issuer: 'https://evil.example' }],
    ['for another sign-in (nonce)', { nonce: 'someone-elses-nonce-0123' }],
  ])('refuses an ID token %s, changing nothing', async (_what, forge) => {
    const res = await signin(line.issueCode({ ...person, forge }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ responseCode: '400', errorMessage: 'We could not sign you in with LINE. Please try again.', result: null });
  });

  it('refuses a profile that is not the token’s person', async () => {
    expect((await signin(line.issueCode({ ...person, profileUserId: 'Uffffffffffffffffffffffffffffffff' }))).status).toBe(400);
  });

  it('refuses a sign-up with a forged ID token', async () => {
    const { SignJWT } = await import('jose');
    const forged = await new SignJWT({ name: 'Mallory' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('https://access.line.me')
      .setSubject(person.sub)
      .setAudience(line.env.LINE_LOGIN_CHANNEL_ID)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('guessed-secret'));
    const res = await server.request('/api/v1/auth/line-signup', {
      method: 'POST',
      json: { accessToken: forged, id: person.sub, email: uniqueEmail(), name: 'Mallory', surname: 'X', phone1: '0812345678' },
    });
    expect(res.status).toBe(400);
  });
});
