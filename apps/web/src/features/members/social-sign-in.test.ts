import { describe, expect, it } from 'vitest';
import { authorizeHref, randomState, readCallback, rememberAttempt, takeAttempt } from './social-sign-in';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

/** a return address with its answer in the fragment (implicit flow) */
const at = (hash: string, search = '') => ({ hash, search });

describe('social sign-in', () => {
  it('sends the shopper to the provider with the implicit-flow parameters', () => {
    const href = authorizeHref({
      authorizeUrl: '/sandbox/social/google/authorize',
      clientId: 'pawsook-sandbox',
      scope: 'openid email profile',
      responseType: 'token',
      provider: 'google',
      state: 'abc',
      nonce: null,
      origin: 'https://shop.example',
    });
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://shop.example/sandbox/social/google/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'pawsook-sandbox',
      redirect_uri: 'https://shop.example/auth/callback/google',
      response_type: 'token',
      scope: 'openid email profile',
      state: 'abc',
    });
    expect(
      new URL(
        authorizeHref({
          authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
          clientId: '1',
          scope: 'email',
          responseType: 'token',
          provider: 'facebook',
          state: 's',
          nonce: null,
          origin: 'https://shop.example',
        }),
      ).host,
    ).toBe('www.facebook.com');
  });

  it('makes a fresh 128-bit state each time', () => {
    const a = randomState();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomState()).not.toBe(a);
  });

  it('accepts the return only with the state this tab sent, once', () => {
    const storage = memoryStorage();
    rememberAttempt({ provider: 'google', state: 's1', returnTo: '/user/account/profile', from: '/promotion', nonce: null, purpose: 'sign-in' }, storage);
    const attempt = takeAttempt(storage);
    expect(readCallback(at('#access_token=tok&token_type=bearer&state=s1'), 'google', attempt)).toEqual({
      kind: 'token',
      accessToken: 'tok',
      returnTo: '/user/account/profile',
    });
    expect(takeAttempt(storage)).toBeNull();
  });

  it('refuses a missing or different state, or another provider', () => {
    const attempt = { provider: 'google' as const, state: 's1', returnTo: null, from: null, nonce: null, purpose: 'sign-in' as const };
    expect(readCallback(at('#access_token=tok&state=s2'), 'google', attempt)).toEqual({ kind: 'invalid' });
    expect(readCallback(at('#access_token=tok'), 'google', attempt)).toEqual({ kind: 'invalid' });
    expect(readCallback(at('#access_token=tok&state=s1'), 'facebook', attempt)).toEqual({ kind: 'invalid' });
    expect(readCallback(at('#access_token=tok&state=s1'), 'google', null)).toEqual({ kind: 'invalid' });
  });

  it('reads a cancel: back to the page the shopper left', () => {
    const attempt = { provider: 'facebook' as const, state: 's1', returnTo: null, from: '/promotion', nonce: null, purpose: 'sign-in' as const };
    expect(readCallback(at('#error=access_denied&state=s1'), 'facebook', attempt)).toEqual({ kind: 'cancelled', from: '/promotion' });
  });

  it('sends the shopper to LINE with the code flow’s parameters and the nonce', () => {
    const url = new URL(
      authorizeHref({
        authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
        clientId: '1650000042',
        scope: 'openid profile email',
        responseType: 'code',
        provider: 'line',
        state: 's',
        nonce: 'n0nce',
        origin: 'https://shop.example',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: '1650000042',
      redirect_uri: 'https://shop.example/auth/callback/line',
      scope: 'openid profile email',
      state: 's',
      nonce: 'n0nce',
    });
  });

  it('reads LINE’s code from the query, with the tab’s nonce and what the attempt was for', () => {
    const storage = memoryStorage();
    rememberAttempt({ provider: 'line', state: 's1', returnTo: '/user/account/profile', from: '/user/account/profile', nonce: 'n1', purpose: 'link' }, storage);
    const attempt = takeAttempt(storage);
    expect(readCallback(at('', '?code=c1&state=s1'), 'line', attempt)).toEqual({
      kind: 'code',
      code: 'c1',
      nonce: 'n1',
      purpose: 'link',
      returnTo: '/user/account/profile',
    });
    expect(readCallback(at('', '?code=c1&state=other'), 'line', attempt)).toEqual({ kind: 'invalid' });
    expect(readCallback(at('', '?state=s1'), 'line', attempt)).toEqual({ kind: 'invalid' });
    expect(readCallback(at('', '?error=access_denied&state=s1'), 'line', attempt)).toEqual({ kind: 'cancelled', from: '/user/account/profile' });
  });
});
