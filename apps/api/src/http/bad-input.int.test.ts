import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { signedInMember } from '../../test/members-fixture';

const STAFF_TOKEN_FOR_TESTS = 'staff-token-for-bad-input-0123456789abcdef';
let server: TestServer;
let member: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  server = await startTestServer({ STAFF_API_TOKEN: STAFF_TOKEN_FOR_TESTS, MAIL_REQUESTS_PER_HOUR: '1000', SIGNIN_ATTEMPTS_PER_MINUTE: '1000' });
  member = await signedInMember(server);
});
afterAll(() => server.close());

const TOO_BIG = 2_147_483_648;
const address = {
  name: 'Malee',
  surname: 'Srisuk',
  address: '99/1 Sukhumvit Road',
  province: 1,
  district: 1004,
  subDistrict: 100402,
  postelCode: '10500',
  phone: '0891234567',
};
const receipt = { ...address, companyName: 'Pawsook Co., Ltd.', taxPayerId: '0105558000000' };

describe('ids beyond the database column', () => {
  const staff = { authorization: `Bearer ${STAFF_TOKEN_FOR_TESTS}` };
  it.each([
    ['PUT', `/api/v1/member-addresses/${TOO_BIG}`, address],
    ['PATCH', `/api/v1/member-addresses/${TOO_BIG}`, { isDefault: true }],
    ['DELETE', `/api/v1/member-addresses/${TOO_BIG}`, undefined],
    ['PUT', `/api/v1/member-address-receipts/${TOO_BIG}`, receipt],
    ['PATCH', `/api/v1/member-address-receipts/${TOO_BIG}`, { isDefault: true }],
    ['DELETE', `/api/v1/member-address-receipts/${TOO_BIG}`, undefined],
    ['PATCH', `/api/v1/carts/${TOO_BIG}`, { orderProductTypeId: 1, amount: 1 }],
    ['POST', '/api/v1/carts', { skuId: TOO_BIG, amount: 1 }],
    ['POST', '/api/v1/carts', { skuId: 1, amount: 1, orderProductTypeId: 2, donationId: TOO_BIG }],
    ['POST', '/api/v1/carts/merge', { lines: [{ skuId: TOO_BIG, amount: 1 }] }],
    ['POST', '/api/v1/staff/coin-adjustments', { memberId: TOO_BIG, coin: 10, reference: 'too-big' }],
  ])('%s %s is a 400 field error in the shopper’s language', async (method, path, body) => {
    const headers = path.includes('/staff/') ? staff : member.auth;
    const res = await server.request(path, { method, headers, ...(body === undefined ? {} : { json: body }), lang: 'en' });
    expect(res.status, res.text).toBe(400);
    expect(JSON.stringify(res.body.errorMessage)).toContain('There is no such item.');
  });

  it('also for a product page and a province', async () => {
    expect((await server.request(`/api/v1/products/${TOO_BIG}`)).status).toBe(400);
    expect((await server.request(`/api/v1/address/districts/${TOO_BIG}`)).status).toBe(400);
  });
});

describe('control characters in text', () => {
  it.each([
    ['a shipping address', '/api/v1/member-addresses', { ...address, address: '99/1\u0000 Sukhumvit' }, 'address'],
    ['a company name', '/api/v1/member-address-receipts', { ...receipt, companyName: 'Paw\u0000sook' }, 'companyName'],
    ['an order address', '/api/v1/order-shipping-address', { ...address, name: 'Ma\u0000lee' }, 'name'],
    ['an order receipt address', '/api/v1/order-receipt-address', { ...receipt, address: 'x\u0007y' }, 'address'],
  ])('are refused in %s, with a field message, changing nothing', async (_what, path, body, field) => {
    const before = await server.request('/api/v1/member-addresses', { headers: member.auth });
    const res = await server.request(path, { method: 'POST', headers: member.auth, json: body, lang: 'en' });
    expect(res.status, res.text).toBe(400);
    expect(res.body.errorMessage).toEqual([{ [field]: 'Please remove invisible control characters.' }]);
    expect((await server.request('/api/v1/member-addresses', { headers: member.auth })).body.result).toEqual(before.body.result);
  });

  it.each([
    ['sign-up', '/api/v1/members', { email: 'nul\u0000@example.com', password: 'Meow#2026cat', name: 'Malee', surname: 'Srisuk', phone1: '0891234567' }],
    ['sign-in', '/api/v1/auth/email-signin', { email: 'nul\u0000@example.com', password: 'whatever' }],
    ['forgot password', '/api/v1/members/forgot-password', { email: 'nul\u0000@example.com' }],
    ['resend confirmation', '/api/v1/members/resend-confirmation', { email: 'nul\u0000@example.com' }],
  ])('are refused in the e-mail of %s, in Thai by default', async (_what, path, body) => {
    const res = await server.request(path, { method: 'POST', json: body });
    expect(res.status, res.text).toBe(400);
    expect(res.body.errorMessage).toEqual([{ email: 'กรุณาลบอักขระควบคุมที่มองไม่เห็นออก' }]);
  });

  it('are refused in a query and in the staff reference', async () => {
    const duplicate = await server.request('/api/v1/members/email-duplicate-verifications?email=a%00b%40example.com');
    expect(duplicate.status).toBe(400);
    const staff = await server.request('/api/v1/staff/coin-adjustments', {
      method: 'POST',
      headers: { authorization: `Bearer ${STAFF_TOKEN_FOR_TESTS}` },
      json: { memberId: member.id, coin: 5, reference: 'gift\u0000' },
      lang: 'en',
    });
    expect(staff.status).toBe(400);
    expect(staff.body.errorMessage).toEqual([{ reference: 'Please remove invisible control characters.' }]);
  });

  it('lets Thai text, line breaks and emoji through', async () => {
    const res = await server.request('/api/v1/order-shipping-address', {
      method: 'POST',
      headers: member.auth,
      json: { ...address, address: '99/1 ถนนสุขุมวิท\nซอย 11 🐶' },
    });
    expect(res.status, res.text).toBe(200);
  });
});

/** One raw HTTP/1.1 exchange on one socket: what a client sees when the server ends the connection. */
function rawExchange(port: number, requestText: string): Promise<{ head: string; body: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(requestText));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ head, body, closed: true });
    });
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers a URL over 16 KB with a 431 envelope, says the connection closes, and closes it cleanly', async () => {
    const port = Number(new URL(server.url).port);
    const answer = await rawExchange(port, `GET /api/v1/products?keyword=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: shop\r\n\r\n`);
    expect(answer.head).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.head).toMatch(/\r\nConnection: close/i);
    expect(JSON.parse(answer.body)).toEqual({ responseCode: '431', errorMessage: 'ที่อยู่หรือส่วนหัวของคำขอยาวเกินไป', result: null });
    expect(answer.closed).toBe(true);
  });

  it('answers headers over 16 KB the same way, and a client that retries on a new connection gets through', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${server.url}/api/v1/products`, { headers: { 'x-big': 'b'.repeat(17_000) } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(431);
    expect((await server.request('/api/v1/products?limit=1')).status).toBe(200);
  });
});

describe('paths the router refuses', () => {
  it('answers a path part over the router’s limit with a 414 envelope', async () => {
    const res = await server.request(`/api/v1/products/${'x'.repeat(300)}`, { lang: 'en' });
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ responseCode: '414', errorMessage: 'The address or headers of the request are too long.', result: null });
  });

  it('answers a broken percent-encoding with a 400 envelope', async () => {
    const res = await server.request('/api/v1/products/%E0%A4%A', { lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.responseCode).toBe('400');
  });
});

describe('bodies and authentication', () => {
  it('answers a text/plain body with 415, as docs/api.md says', async () => {
    const res = await server.request('/api/v1/carts', {
      method: 'POST',
      headers: { ...member.auth, 'content-type': 'text/plain' },
      body: 'skuId=1',
      lang: 'en',
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ responseCode: '415', errorMessage: 'This kind of request body is not accepted.', result: null });
  });

  it.each([
    ['a malformed body', { 'content-type': 'application/json' }, '{nope'],
    ['a body of the wrong shape', { 'content-type': 'application/json' }, JSON.stringify({ skuId: 'x' })],
    ['a body of another media type', { 'content-type': 'text/plain' }, 'x'],
  ])('asks a stranger to sign in before reading %s', async (_what, headers, body) => {
    const res = await server.request('/api/v1/carts', { method: 'POST', headers, body, lang: 'en' });
    expect(res.status).toBe(401);
    expect(res.body.errorMessage).toBe('Please log in to continue.');
  });
});

describe('request ids', () => {
  it('echoes a short plain id from a load balancer', async () => {
    const res = await server.request('/healthz', { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a.42');
  });

  it('replaces anything else with an id of its own', async () => {
    const res = await server.request('/healthz', { headers: { 'x-request-id': `<script>${'x'.repeat(3000)}</script>` } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
