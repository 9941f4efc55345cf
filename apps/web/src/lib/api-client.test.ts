import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterUnauthorized,
  api,
  buildUrl,
  configureApiClient,
  getResult,
  imageUrl,
  isSignInPath,
  publicRequest,
  requestAnswer,
  staffDownload,
  staffRequest,
  type AfterUnauthorized,
} from './api-client';
import { ApiError, isSystemError } from './api-error';
import { isMemberCallError, isStaffCallError } from './call-refusals';
import { ACCESS_TOKEN_COOKIE, CART_STORAGE_KEY, MEMBER_ID_COOKIE, saveSignIn, USER_STORAGE_KEY } from './session-storage';
import { STAFF_TOKEN_STORAGE_KEY } from './staff-session';

/** A tiny browser stand-in: a cookie jar, localStorage and fetch. */
function fakeBrowser() {
  const jar = new Map<string, string>();
  const storage = new Map<string, string>();
  vi.stubGlobal('document', {
    documentElement: { lang: 'th' },
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      const [pair = '', ...attributes] = value.split(';');
      const [name = '', ...rest] = pair.split('=');
      if (attributes.some((a) => a.trim() === 'Max-Age=0')) jar.delete(name.trim());
      else jar.set(name.trim(), rest.join('='));
    },
  });
  vi.stubGlobal('window', {
    location: { protocol: 'http:', assign: vi.fn() },
    dispatchEvent: vi.fn(),
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    },
  });
  return { jar, storage };
}

function answer(status: number, body: unknown) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' },
  });
}

let fetchMock: ReturnType<typeof vi.fn>;
let browser: ReturnType<typeof fakeBrowser>;
let onUnauthorized: ReturnType<typeof vi.fn<(next: AfterUnauthorized) => void>>;
let here = '/';

beforeEach(() => {
  browser = fakeBrowser();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  onUnauthorized = vi.fn<(next: AfterUnauthorized) => void>();
  here = '/';
  configureApiClient({ getLanguage: () => 'en', onUnauthorized, currentLocation: () => here });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function lastRequest(): { url: string; init: RequestInit & { headers: Record<string, string> } } {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url, init };
}

describe('requests', () => {
  it('sends the lang header of the current UI language and asks for JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, { responseCode: '200', errorMessage: null, result: [] }));
    await api.get('/api/v1/brand');
    const { url, init } = lastRequest();
    expect(url).toBe('/api/v1/brand');
    expect(init.method).toBe('GET');
    expect(init.headers.lang).toBe('en');
    expect(init.headers.Accept).toBe('application/json');
    expect(init.headers.Authorization).toBeUndefined();
  });

  it('sends the bearer token from the cookie once a member has one', async () => {
    browser.jar.set(ACCESS_TOKEN_COOKIE, 'tok%2Fen');
    fetchMock.mockResolvedValue(answer(200, { responseCode: '200', errorMessage: null, result: null }));
    await api.get('/api/v1/members/web/1');
    expect(lastRequest().init.headers.Authorization).toBe('Bearer tok/en');
  });

  it('sends JSON bodies with a content type', async () => {
    fetchMock.mockResolvedValue(answer(200, { responseCode: '200', errorMessage: null, result: { id: 1 } }));
    await api.post('/api/v1/member-addresses', { name: 'Somchai' });
    const { init } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"name":"Somchai"}');
  });

  it('builds query strings, skipping null and undefined', () => {
    expect(buildUrl('/api/v1/categories', { activeStatus: 'active', page: 2, x: undefined, y: null })).toBe('/api/v1/categories?activeStatus=active&page=2');
    expect(buildUrl('/a?b=1', { c: 'ข' })).toBe('/a?b=1&c=%E0%B8%82');
    expect(buildUrl('/a')).toBe('/a');
  });
});

describe('answers', () => {
  it('resolves with the result and totalRecord of an OK envelope', async () => {
    fetchMock.mockResolvedValue(answer(200, { responseCode: '200', errorMessage: null, result: [1, 2], totalRecord: 9 }));
    await expect(api.get('/api/v1/orders/get-order')).resolves.toEqual({ data: [1, 2], totalRecord: 9 });
  });

  it('getResult gives just the result', async () => {
    fetchMock.mockResolvedValue(answer(200, { responseCode: '200', errorMessage: null, result: { id: 1 } }));
    await expect(getResult('/x')).resolves.toEqual({ id: 1 });
  });

  it('rejects a 400 with the field errors', async () => {
    fetchMock.mockResolvedValue(answer(400, { responseCode: '400', errorMessage: [{ email: 'Email is incorrect' }], result: null }));
    const error = await api.post('/api/v1/members', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'bad-request',
      code: '400',
      message: 'Email is incorrect',
      errors: [{ field: 'email', message: 'Email is incorrect' }],
    });
    expect(isSystemError(error)).toBe(false);
  });

  it('rejects a 200 that carries an error message as a 400', async () => {
    fetchMock.mockResolvedValue(answer(200, { responseCode: '200', errorMessage: 'phone1: Digits only', result: null }));
    await expect(api.patch('/api/v1/members/member-info/1', {})).rejects.toMatchObject({
      kind: 'bad-request',
      errors: [{ field: 'phone1', message: 'Digits only' }],
    });
  });

  it('rejects a 500 as a system error', async () => {
    fetchMock.mockResolvedValue(answer(500, { responseCode: '500', errorMessage: 'Internal error', result: null }));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'server', code: '500' });
    expect(isSystemError(error)).toBe(true);
  });

  it('rejects a 404 as not found (not a system error)', async () => {
    fetchMock.mockResolvedValue(answer(404, { responseCode: '404', errorMessage: 'Not found', result: null }));
    const error = await api.get('/api/v1/orders/web/9').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'not-found', code: '404' });
    expect(isSystemError(error)).toBe(false);
  });

  it('treats a non-JSON answer (a proxy error page) by its HTTP status', async () => {
    fetchMock.mockResolvedValue(answer(502, '<html>Bad gateway</html>'));
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'server', code: '502' });
  });

  it('resolves a 201 (something made) like a 200', async () => {
    fetchMock.mockResolvedValue(answer(201, { responseCode: '201', errorMessage: null, result: { number: 'INV-2026-000001' } }));
    await expect(api.post('/api/v1/orders/web/1/tax-invoice', {})).resolves.toEqual({ data: { number: 'INV-2026-000001' } });
  });

  it('rejects a 409 as a refusal with its message, not a system error', async () => {
    fetchMock.mockResolvedValue(answer(409, { responseCode: '409', errorMessage: 'This LINE account is already linked to another member.', result: null }));
    const error = await api.post('/api/v1/members/me/line', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'bad-request', code: '409', message: 'This LINE account is already linked to another member.' });
    expect(isSystemError(error)).toBe(false);
  });

  it('413 and 429 are server errors for the screens', async () => {
    fetchMock.mockResolvedValue(answer(429, { responseCode: '429', errorMessage: 'Too many requests', result: null }));
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'server', code: '429' });
  });
});

describe('a sign-in’s answer', () => {
  it('keeps the (token, user) of member §7 as the token and member id the next calls send', async () => {
    saveSignIn({ token: 'tok-123', user: { id: 42 } });
    expect(browser.jar.get(ACCESS_TOKEN_COOKIE)).toBe('tok-123');
    expect(browser.jar.get(MEMBER_ID_COOKIE)).toBe('42');
    fetchMock.mockResolvedValue(answer(200, { responseCode: '200', errorMessage: null, result: null }));
    await api.get('/api/v1/members/web/42');
    expect(lastRequest().init.headers.Authorization).toBe('Bearer tok-123');
  });
});

describe('the 401 rule', () => {
  beforeEach(() => {
    browser.jar.set(ACCESS_TOKEN_COOKIE, 'token');
    browser.jar.set(MEMBER_ID_COOKIE, '7');
    browser.storage.set(USER_STORAGE_KEY, '{"name":"Somchai"}');
    browser.storage.set(CART_STORAGE_KEY, '[1]');
    browser.storage.set('pawsook.lang', 'en');
  });

  it('clears the stored user, token and cart and goes home', async () => {
    fetchMock.mockResolvedValue(answer(401, { responseCode: '401', errorMessage: 'Unauthorized', result: null }));
    await expect(api.get('/api/v1/members/web/7')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(browser.jar.has(ACCESS_TOKEN_COOKIE)).toBe(false);
    expect(browser.jar.has(MEMBER_ID_COOKIE)).toBe(false);
    expect(browser.storage.has(USER_STORAGE_KEY)).toBe(false);
    expect(browser.storage.has(CART_STORAGE_KEY)).toBe(false);
    expect(browser.storage.get('pawsook.lang')).toBe('en');
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ navigateTo: '/', signInReturnTo: null });
  });

  it('sends a shopper whose cart call found the session gone to sign in, from the home page with ?q=frin-addp', async () => {
    here = '/cart/checkout?step=1';
    fetchMock.mockResolvedValue(answer(401, { responseCode: '401', errorMessage: 'Please log in to continue.', result: null }));
    await expect(api.get('/api/v1/carts')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(browser.jar.has(ACCESS_TOKEN_COOKIE)).toBe(false);
    expect(browser.storage.has(CART_STORAGE_KEY)).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ navigateTo: '/?q=frin-addp', signInReturnTo: '/' });
  });

  it('keeps a shopper on a product page there, signing in to come back to it', async () => {
    here = '/en/product/12?sku=3';
    fetchMock.mockResolvedValue(answer(403, { responseCode: '403', errorMessage: null, result: null }));
    await expect(api.patch('/api/v1/carts/3', { amount: 2 })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ navigateTo: null, signInReturnTo: '/en/product/12?sku=3' });
  });

  it('applies to a 403 and to a 401 responseCode inside an HTTP 200', async () => {
    fetchMock.mockResolvedValue(answer(403, { responseCode: '403', errorMessage: null, result: null }));
    await expect(api.get('/api/v1/x')).rejects.toMatchObject({ kind: 'unauthorized' });
    browser.jar.set(ACCESS_TOKEN_COOKIE, 'token');
    fetchMock.mockResolvedValue(answer(200, { responseCode: '401', errorMessage: null, result: null }));
    await expect(api.get('/api/v1/x')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it.each(['/api/v1/auth/email-signin', '/api/v1/auth/google-signin', '/api/v1/auth/facebook-signin'])(
    'does not log out on the sign-in path %s',
    async (path) => {
      fetchMock.mockResolvedValue(answer(401, { responseCode: '401', errorMessage: 'Email or Password is invalid', result: null }));
      await expect(api.post(path, {})).rejects.toBeInstanceOf(ApiError);
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(browser.jar.get(ACCESS_TOKEN_COOKIE)).toBe('token');
    },
  );

  it('moves the shopper once for the calls one lost session refuses, and again only to ask for the sign-in', async () => {
    here = '/user/account/profile';
    fetchMock.mockImplementation(async () => answer(401, { responseCode: '401', errorMessage: 'Please log in to continue.', result: null }));
    await expect(api.get('/api/v1/members/web/7')).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(api.get('/api/v1/coin-history/web')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ navigateTo: '/', signInReturnTo: null });
    here = '/';
    await expect(api.get('/api/v1/carts')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenLastCalledWith({ navigateTo: '/?q=frin-addp', signInReturnTo: '/' });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('tells a cart call from the others, and a body that names a path', () => {
    expect(afterUnauthorized('/api/v1/carts/merge', null, '/product')).toEqual({ navigateTo: null, signInReturnTo: '/product' });
    expect(afterUnauthorized('/api/v1/carts?x=1', {}, '/th/product/5')).toEqual({ navigateTo: null, signInReturnTo: '/th/product/5' });
    expect(afterUnauthorized('/api/v1/carts', {}, '/products/dog')).toEqual({ navigateTo: '/?q=frin-addp', signInReturnTo: '/' });
    // the spec's variant: only a cart answer with no path in its body sends the shopper to sign in
    expect(afterUnauthorized('/api/v1/carts', { path: '/api/v1/carts' }, '/product/5')).toEqual({ navigateTo: '/', signInReturnTo: null });
    expect(afterUnauthorized('/api/v1/cartsx', {}, '/product/5')).toEqual({ navigateTo: '/', signInReturnTo: null });
    expect(afterUnauthorized('/api/v1/orders', {}, '/cart/checkout?step=2')).toEqual({ navigateTo: '/', signInReturnTo: null });
  });

  it('recognises the sign-in paths with a query string', () => {
    expect(isSignInPath('/api/v1/auth/email-signin?x=1')).toBe(true);
    expect(isSignInPath('/api/v1/auth/email-signup')).toBe(false);
  });
});

describe('no answer', () => {
  it('rejects with NOT_CONNECT_NETWORK and the message key', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await api.get('/api/v1/brand').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', code: 'NOT_CONNECT_NETWORK', messageKey: 'NETWORK_CONNECTION_MESSAGE' });
    expect(isSystemError(error)).toBe(false);
  });

  it('passes a caller cancellation through untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    fetchMock.mockRejectedValue(abort);
    await expect(api.get('/x', { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('one client for every session', () => {
  it('sends an order once per Idempotency-Key and hands the caller the answer as it came', async () => {
    saveSignIn({ token: 'member-token', user: { id: 1 } });
    const refusal = { responseCode: '400', errorMessage: [{ message: 'Please select payment method.' }, { result: '2' }], result: null };
    fetchMock.mockResolvedValue(answer(400, refusal));
    const answered = await requestAnswer('POST', '/api/v1/orders', { body: { a: 1 }, idempotencyKey: 'key-1' });
    expect(answered).toEqual({ status: 400, envelope: refusal, body: refusal });
    const { init } = lastRequest();
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'key-1', lang: 'en', Authorization: 'Bearer member-token', 'Content-Type': 'application/json' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('answers null to a caller of the raw answer when nothing came back', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await requestAnswer('POST', '/api/v1/orders', { body: {} })).toBeNull();
  });

  it('sends a staff call with the staff token, never the member’s, and drops it on a 401', async () => {
    saveSignIn({ token: 'member-token', user: { id: 1 } });
    browser.storage.set(STAFF_TOKEN_STORAGE_KEY, 'staff-token');
    fetchMock.mockResolvedValue(answer(200, { responseCode: '200', errorMessage: null, result: { id: 7 } }));
    expect(await staffRequest('GET', '/api/v1/staff/orders')).toEqual({ id: 7 });
    expect(lastRequest().init.headers).toMatchObject({ Authorization: 'Bearer staff-token', lang: 'en' });

    fetchMock.mockResolvedValue(answer(401, { responseCode: '401', errorMessage: 'Please sign in.', result: null }));
    const error = await staffRequest('GET', '/api/v1/staff/orders').catch((e: unknown) => e);
    expect(isStaffCallError(error) && error.kind).toBe('unauthorized');
    expect(browser.storage.has(STAFF_TOKEN_STORAGE_KEY)).toBe(false);
    // a staff 401 is not the member's: the member stays signed in
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(browser.jar.get(ACCESS_TOKEN_COOKIE)).toBeDefined();
  });

  it('keeps a 403 of a staff call as a refusal for the page, and sends a file as it is', async () => {
    browser.storage.set(STAFF_TOKEN_STORAGE_KEY, 'staff-token');
    fetchMock.mockResolvedValue(answer(403, { responseCode: '403', errorMessage: 'Your role may not do this.', result: null }));
    const form = new FormData();
    const error = await staffRequest('POST', '/api/v1/staff/products/1/images', { body: form }).catch((e: unknown) => e);
    expect(isStaffCallError(error) && error.forbidden).toBe(true);
    expect(browser.storage.get(STAFF_TOKEN_STORAGE_KEY)).toBe('staff-token');
    expect(lastRequest().init.body).toBe(form);
    expect(lastRequest().init.headers['Content-Type']).toBeUndefined();
  });

  it('downloads a staff file with the staff token, asking for CSV', async () => {
    browser.storage.set(STAFF_TOKEN_STORAGE_KEY, 'staff-token');
    fetchMock.mockResolvedValue(new Response('a,b', { status: 200, headers: { 'content-disposition': 'attachment; filename="orders.csv"' } }));
    const file = await staffDownload('/api/v1/staff/orders/export');
    expect(file.disposition).toBe('attachment; filename="orders.csv"');
    expect(lastRequest().init.headers).toMatchObject({ Accept: 'text/csv, application/json', Authorization: 'Bearer staff-token' });
  });

  it('sends a public call with no token, keeping the refusal’s result', async () => {
    saveSignIn({ token: 'member-token', user: { id: 1 } });
    const result = { reason: 'email-not-verified', email: 'a@b.co' };
    fetchMock.mockResolvedValue(answer(400, { responseCode: '400', errorMessage: 'Not verified', result }));
    const error = await publicRequest('POST', '/api/v1/auth/email-signin', { email: 'a@b.co' }).catch((e: unknown) => e);
    expect(isMemberCallError(error) && error.result).toEqual(result);
    expect(lastRequest().init.headers.Authorization).toBeUndefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('imageUrl', () => {
  it('maps a storage key to /images/{key}', () => {
    expect(imageUrl('category/dog.svg')).toBe('/images/category/dog.svg');
    expect(imageUrl('/banner/home hero.svg')).toBe('/images/banner/home%20hero.svg');
    expect(imageUrl(null)).toBeNull();
    expect(imageUrl('')).toBeNull();
  });
});

describe('isSystemError', () => {
  it('counts unexpected exceptions as system errors', () => {
    expect(isSystemError(new TypeError('x is undefined'))).toBe(true);
  });
});
