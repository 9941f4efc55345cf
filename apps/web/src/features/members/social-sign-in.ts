/**
 * Social sign-in in the browser (OAuth implicit flow, as the spec's "social login: accessToken"):
 * the button remembers a random `state` (and where to return) for this tab, sends the shopper to
 * the provider, and the provider comes back to /auth/callback/{provider}#access_token=…&state=….
 * The access token never reaches storage that outlives the tab, nor the server's logs (fragment).
 */
import type { SocialProvider } from './api/member-calls';

export const SOCIAL_STATE_KEY = 'pawsook.social-signin';

export interface SocialSignInAttempt {
  provider: SocialProvider;
  state: string;
  /** where to go after signing in (null: the configured path) */
  returnTo: string | null;
  /** the page the shopper left for the provider: where a cancel brings them back */
  from: string | null;
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
  provider: SocialProvider;
  state: string;
  origin: string;
}

/** The provider's sign-in page with the implicit-flow parameters. */
export function authorizeHref({ authorizeUrl, clientId, scope, provider, state, origin }: AuthorizeInput): string {
  const url = new URL(authorizeUrl, origin);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', callbackUrl(origin, provider));
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('scope', scope);
  url.searchParams.set('state', state);
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
    if (typeof parsed.state !== 'string' || (parsed.provider !== 'google' && parsed.provider !== 'facebook')) return null;
    const path = (value: unknown) => (typeof value === 'string' ? value : null);
    return { provider: parsed.provider, state: parsed.state, returnTo: path(parsed.returnTo), from: path(parsed.from) };
  } catch {
    return null;
  }
}

export type CallbackOutcome =
  { kind: 'token'; accessToken: string; returnTo: string | null } | { kind: 'cancelled'; from: string | null } | { kind: 'invalid' };

/**
 * What the provider's return means. Anything whose state does not match the one this tab sent
 * (a forged or replayed link, another tab's attempt) is refused.
 */
export function readCallback(hash: string, provider: string, attempt: SocialSignInAttempt | null): CallbackOutcome {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!attempt || attempt.provider !== provider || !params.get('state') || params.get('state') !== attempt.state) {
    return { kind: 'invalid' };
  }
  if (params.get('error')) return { kind: 'cancelled', from: attempt.from };
  const accessToken = params.get('access_token');
  if (!accessToken) return { kind: 'invalid' };
  return { kind: 'token', accessToken, returnTo: attempt.returnTo };
}

export function isSocialProvider(value: string | undefined): value is SocialProvider {
  return value === 'google' || value === 'facebook';
}
