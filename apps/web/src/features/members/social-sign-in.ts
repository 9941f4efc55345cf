/**
 * Social sign-in in the browser. Google and Facebook use the implicit flow (the spec's "social
 * login: accessToken"): the button remembers a random `state` (and where to return) for this tab,
 * sends the shopper to the provider, and the provider comes back to
 * /auth/callback/{provider}#access_token=…&state=…; the access token never reaches storage that
 * outlives the tab, nor the server's logs (fragment). LINE uses the code flow (decision 0081): the
 * tab keeps a `nonce` too, LINE comes back with ?code=…&state=…, and the server exchanges the code.
 */
import { isSocialProvider } from '@pawsook/shared/members/social-providers';
import type { SocialProvider, SocialProviderInfo } from './api/member-calls';

export const SOCIAL_STATE_KEY = 'pawsook.social-signin';

export interface SocialSignInAttempt {
  provider: SocialProvider;
  state: string;
  /** where to go after signing in (null: the configured path) */
  returnTo: string | null;
  /** the page the shopper left for the provider: where a cancel brings them back */
  from: string | null;
  /** the code flow's nonce (LINE), which the server finds in the ID token; null for the implicit flow */
  nonce: string | null;
  /** signing in (or up), or linking the account to the signed-in member from the profile */
  purpose: 'sign-in' | 'link';
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStorage(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** 128 random bits, URL-safe. */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function callbackUrl(origin: string, provider: SocialProvider): string {
  return `${origin}/auth/callback/${provider}`;
}

export interface AuthorizeInput {
  authorizeUrl: string;
  clientId: string;
  scope: string;
  responseType: 'token' | 'code';
  provider: SocialProvider;
  state: string;
  /** the code flow's nonce */
  nonce: string | null;
  origin: string;
}

/** The provider's sign-in page with the flow's parameters. */
export function authorizeHref({ authorizeUrl, clientId, scope, responseType, provider, state, nonce, origin }: AuthorizeInput): string {
  const url = new URL(authorizeUrl, origin);
  url.searchParams.set('response_type', responseType);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', callbackUrl(origin, provider));
  url.searchParams.set('scope', scope);
  url.searchParams.set('state', state);
  if (nonce) url.searchParams.set('nonce', nonce);
  return url.toString();
}

export function rememberAttempt(attempt: SocialSignInAttempt, storage: SessionStore | null = tabStorage()): void {
  try {
    storage?.setItem(SOCIAL_STATE_KEY, JSON.stringify(attempt));
  } catch {
    // without storage the callback cannot check the state and will refuse: the shopper can use e-mail
  }
}

/** Reads and forgets the attempt: a state is good for one return only. */
export function takeAttempt(storage: SessionStore | null = tabStorage()): SocialSignInAttempt | null {
  try {
    const raw = storage?.getItem(SOCIAL_STATE_KEY);
    storage?.removeItem(SOCIAL_STATE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SocialSignInAttempt>;
    if (typeof parsed.state !== 'string' || !isSocialProvider(parsed.provider)) return null;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    return {
      provider: parsed.provider,
      state: parsed.state,
      returnTo: text(parsed.returnTo),
      from: text(parsed.from),
      nonce: text(parsed.nonce),
      purpose: parsed.purpose === 'link' ? 'link' : 'sign-in',
    };
  } catch {
    return null;
  }
}

/**
 * Sends the shopper to the provider: a fresh state (and, for the code flow, a nonce) kept for this
 * tab, with where to come back to and what the trip is for.
 */
export function goToProvider(info: SocialProviderInfo, purpose: SocialSignInAttempt['purpose'], returnTo: string | null): void {
  const state = randomState();
  const nonce = info.responseType === 'code' ? randomState() : null;
  rememberAttempt({ provider: info.provider, state, nonce, purpose, returnTo, from: `${window.location.pathname}${window.location.search}` });
  window.location.assign(authorizeHref({ ...info, state, nonce, origin: window.location.origin }));
}

export type CallbackOutcome =
  | { kind: 'token'; accessToken: string; returnTo: string | null }
  | { kind: 'code'; code: string; nonce: string; purpose: 'sign-in' | 'link'; returnTo: string | null }
  | { kind: 'cancelled'; from: string | null }
  | { kind: 'invalid' };

/** Where the provider's answer is in the return address: the fragment (implicit flow) or the query (code flow). */
export interface ReturnAddress {
  hash: string;
  search: string;
}

/**
 * What the provider's return means. Anything whose state does not match the one this tab sent
 * (a forged or replayed link, another tab's attempt) is refused.
 */
export function readCallback({ hash, search }: ReturnAddress, provider: string, attempt: SocialSignInAttempt | null): CallbackOutcome {
  const params = new URLSearchParams(attempt?.nonce ? search : hash.replace(/^#/, ''));
  if (!attempt || attempt.provider !== provider || !params.get('state') || params.get('state') !== attempt.state) {
    return { kind: 'invalid' };
  }
  if (params.get('error')) return { kind: 'cancelled', from: attempt.from };
  if (attempt.nonce) {
    const code = params.get('code');
    return code ? { kind: 'code', code, nonce: attempt.nonce, purpose: attempt.purpose, returnTo: attempt.returnTo } : { kind: 'invalid' };
  }
  const accessToken = params.get('access_token');
  if (!accessToken) return { kind: 'invalid' };
  return { kind: 'token', accessToken, returnTo: attempt.returnTo };
}
