import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
const webDistDir = mkdtempSync(path.join(tmpdir(), 'pawsook-web-'));
writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Pawsook</title><div id="root"></div>');

beforeAll(async () => {
  server = await startTestServer({ BODY_LIMIT_BYTES: '2048' }, { webDistDir });
});
afterAll(() => server.close());

describe('the API contract', () => {
  it('answers an unknown API path with a 404 envelope in Thai by default', async () => {
    const res = await server.request('/api/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual({ responseCode: '404', errorMessage: 'ไม่พบเส้นทาง API นี้', result: null });
  });

  it('speaks English when the lang header asks for it', async () => {
    const res = await server.request('/api/v1/no-such-thing', { lang: 'en' });
    expect(res.body.errorMessage).toBe('There is no such API path.');
  });

  it('answers malformed JSON on an unknown path with an envelope too', async () => {
    const res = await server.request('/api/v1/anything', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBeLessThan(500);
    expect(res.body.responseCode).toBe(String(res.status));
  });

  it('answers an oversized body with a 413 envelope', async () => {
    const res = await server.request('/api/v1/anything', {
      method: 'POST',
      json: { text: 'x'.repeat(5000) },
      lang: 'en',
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ responseCode: '413', errorMessage: 'The request is too large.', result: null });
  });

  it('answers wrong parameter types with a 400 field list in the request language', async () => {
    const th = await server.request('/api/v1/address/districts/abc');
    expect(th.status).toBe(400);
    expect(th.body).toEqual({ responseCode: '400', errorMessage: [{ id: 'กรุณากรอกข้อมูลให้ถูกต้อง' }], result: null });
    const en = await server.request('/api/v1/address/districts/abc', { lang: 'en' });
    expect(en.body.errorMessage).toEqual([{ id: 'Please enter correct information.' }]);
  });

  it('sends security headers and a request id', async () => {
    const res = await server.request('/api/v1/address/provinces');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    // errors too, whether the route refused the call or no route matched
    for (const path of ['/api/v1/address/districts/abc', '/api/v1/carts', '/api/v1/no-such-call']) {
      const error = await server.request(path);
      expect(error.status).toBeGreaterThanOrEqual(400);
      expect(error.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(error.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('serves the web app for page routes and keeps API 404s as envelopes', async () => {
    const page = await server.request('/user/account/profile', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('<div id="root">');
    const missingImage = await server.request('/images/no/such.svg');
    expect(missingImage.status).toBe(404);
    expect(missingImage.body.responseCode).toBe('404');
  });

  it('serves images by key', async () => {
    const res = await server.request('/images/payment/card.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  });

  it('answers /healthz once ready', async () => {
    const res = await server.request('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI document of every endpoint, with a browsable page', async () => {
    const doc = await server.request('/api/docs/json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/address/provinces',
        '/api/v1/address/provinces/{id}',
        '/api/v1/address/districts/{id}',
        '/api/v1/categories',
        '/api/v1/brand',
        '/api/v1/contact/get-contact',
        '/api/v1/social-media/get-social-media',
        '/api/v1/payment-channel',
        '/api/v1/payments/{provider}/notify',
      ]),
    );
    expect(doc.body.paths['/api/v1/social-media/get-social-media'].get.parameters[0].name).toBe('typeId');
    // the providers' notification: its body and its plain-text answers
    const notify = doc.body.paths['/api/v1/payments/{provider}/notify'].post;
    expect(Object.keys(notify.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['eventId', 'orderNo', 'amount', 'currency', 'status', 'providerReference']),
    );
    expect(Object.keys(notify.responses).sort()).toEqual(['200', '400', '401', '404']);
    expect(notify.responses['200'].content['text/plain'].schema).toMatchObject({ enum: ['OK'] });
    // placing an order documents its 400: the message, then the result
    const refusal = doc.body.paths['/api/v1/orders'].post.responses['400'].content['application/json'].schema;
    expect(refusal.properties.errorMessage).toMatchObject({ type: 'array', minItems: 2, maxItems: 2 });
    const ui = await server.request('/api/docs', { headers: { accept: 'text/html' } });
    expect([200, 302]).toContain(ui.status);
  });
});

describe('when something breaks inside', () => {
  it('answers a 500 envelope with a generic message and keeps details out of the answer', async () => {
    const broken = await startTestServer();
    await broken.app.database.close();
    const res = await broken.request('/api/v1/categories', { lang: 'en' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      responseCode: '500',
      errorMessage: 'Is unavailable at this time. Please try again later.',
      result: null,
    });
    expect(res.text).not.toMatch(/pglite|closed|stack/i);
    await broken.close();
  });
});

describe('rate limiting', () => {
  it('answers 429 with a clear message once a client goes over the limit', async () => {
    const limited = await startTestServer({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i++) expect((await limited.request('/api/v1/payment-channel')).status).toBe(200);
      const res = await limited.request('/api/v1/payment-channel', { lang: 'en' });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        responseCode: '429',
        errorMessage: 'Too many requests. Please wait a moment and try again.',
        result: null,
      });
    } finally {
      await limited.close();
    }
  });
});
