/**
 * The one way the web app talks to the API (same origin). It adds the `lang` header and the
 * bearer token, unwraps the envelope through the result normaliser, applies the 401 rule and
 * turns "no answer" into NOT_CONNECT_NETWORK (member-area spec §7, §8).
 */
import { ApiError, NETWORK_CONNECTION_MESSAGE, NOT_CONNECT_NETWORK } from './api-error';
import { normaliseResult, type ApiEnvelope } from './normalise-result';
import { clearSession, getAccessToken } from './session-storage';

/** Spec §9: HTTP timeout 200000 ms. */
export const HTTP_TIMEOUT_MS = 200_000;

/** A 401 on these paths means "wrong password", not "session expired" (spec §8). */
export const SIGN_IN_PATHS = ['/api/v1/auth/email-signin', '/api/v1/auth/google-signin', '/api/v1/auth/facebook-signin'] as const;

/** The cart's calls (`/api/v1/carts`, `/api/v1/carts/{skuId}`, `…/merge`): their 401 sends the shopper to sign in (spec §8). */
const CART_PATH = /^\/api\/v1\/carts(\/|$)/;

/**
 * The home page's state after a cart call found the session gone (member-area §6, cart §6: "one
 * variant adds the query ?q=frin-addp"): home, with the sign-in asked for.
 */
export const HOME_STATE_SIGN_IN_FOR_CART = 'frin-addp';

/** Where the 401 rule takes the shopper, once the session is cleared. */
export type AfterUnauthorized =
  /** go to `href`; with `signInReturnTo`, the sign-in dialog opens there and returns to that page */
  | { navigateTo: string; signInReturnTo: string | null }
  /** stay on this page (a product page) with the sign-in dialog open, returning here */
  | { navigateTo: null; signInReturnTo: string };

/** Pages "under /product": `/product`, `/product/…`, `/{lang}/product/…`. */
const PRODUCT_PAGE = /^(\/(th|en))?\/product(\/|$)/;

/**
 * The 401 rule of member-area §6/§8 and cart §6, for a refused call to `path` whose body was
 * `body`, seen on the page at `location` (pathname plus search):
 * - any call: forget the stored user, token and cart (the caller clears them) and go home;
 * - a cart call answering with no `path` in its body: sign in again, returning to the current
 *   page if it is under /product (the shopper stays there), else to / (`/?q=frin-addp`).
 */
export function afterUnauthorized(path: string, body: unknown, location: string): AfterUnauthorized {
  const pathname = path.split('?')[0] ?? path;
  const bodyNamesPath = !!body && typeof body === 'object' && typeof (body as { path?: unknown }).path === 'string';
  if (!CART_PATH.test(pathname) || bodyNamesPath) return { navigateTo: '/', signInReturnTo: null };
  const page = location.split(/[?#]/)[0] ?? location;
  if (PRODUCT_PAGE.test(page)) return { navigateTo: null, signInReturnTo: location };
  return { navigateTo: `/?q=${HOME_STATE_SIGN_IN_FOR_CART}`, signInReturnTo: '/' };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiSuccess<T> {
  data: T;
  totalRecord?: number;
}

interface ClientConfig {
  getLanguage: () => string;
  /** how a request reaches the API: the browser's fetch, or an in-process call while the server renders a page */
  transport: (url: string, init: RequestInit) => Promise<Response>;
  /** where the shopper is (pathname and search), for the cart's 401 rule */
  currentLocation: () => string;
  /** what to do after the session was cleared by the 401 rule: go where `next` says */
  onUnauthorized: (next: AfterUnauthorized) => void;
}

const config: ClientConfig = {
  getLanguage: () => document.documentElement.lang || 'th',
  transport: (url, init) => fetch(url, init),
  currentLocation: () => `${window.location.pathname}${window.location.search}`,
  onUnauthorized: (next) => window.location.assign(next.navigateTo ?? '/'),
};

/** Called once by the app's providers: the current UI language and the router's navigate. */
export function configureApiClient(next: Partial<ClientConfig>): void {
  Object.assign(config, next);
}

export function isSignInPath(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return (SIGN_IN_PATHS as readonly string[]).includes(pathname);
}

/**
 * Whether an answer is a refusal of the session (401 or 403, as the HTTP status or the
 * responseCode); if so, and the call was not a sign-in, applies the 401 rule: clears the session
 * and hands the app where to go. Callers that send their own requests (placing an order) use it too.
 */
export function applyUnauthorizedRule(path: string, httpStatus: number, body: unknown): boolean {
  const code = body && typeof body === 'object' ? String((body as { responseCode?: unknown }).responseCode) : '';
  const refused = httpStatus === 401 || httpStatus === 403 || code === '401' || code === '403';
  if (!refused || isSignInPath(path)) return false;
  const hadSession = getAccessToken() !== null;
  clearSession();
  const next = afterUnauthorized(path, body, config.currentLocation());
  // One lost session often refuses several calls at once (the header's profile and cart): the
  // first takes the shopper home; a later one moves them again only to ask for the sign-in.
  if (hadSession || next.signInReturnTo !== null) config.onUnauthorized(next);
  return true;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function timeoutSignal(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** The envelope, and the body as sent (the 401 rule looks for a `path` in it). */
async function readEnvelope<T>(response: Response): Promise<{ envelope: ApiEnvelope<T>; body: unknown }> {
  let body: unknown = null;
  try {
    body = await response.json();
    if (body && typeof body === 'object' && 'responseCode' in body) return { envelope: body as ApiEnvelope<T>, body };
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): fall through to the HTTP status.
  }
  return { envelope: { responseCode: String(response.status), errorMessage: null, result: null }, body };
}

function firstMessage(envelope: ApiEnvelope<unknown>, fallback: string): string {
  const { errorMessage } = envelope;
  if (typeof errorMessage === 'string' && errorMessage.trim()) return errorMessage;
  if (Array.isArray(errorMessage) && errorMessage.length > 0) {
    const first = Object.values(errorMessage[0] ?? {})[0];
    if (typeof first === 'string' && first) return first;
  }
  return fallback;
}

/** Sends one request; resolves with the result of an OK answer, rejects with an ApiError otherwise. */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<ApiSuccess<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', lang: config.getLanguage() };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await config.transport(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: timeoutSignal(options.signal),
    });
  } catch (cause) {
    // A caller that cancels (TanStack Query on unmount) gets its own AbortError back untouched.
    if (options.signal?.aborted) throw cause;
    throw new ApiError({
      kind: 'network',
      code: NOT_CONNECT_NETWORK,
      message: NETWORK_CONNECTION_MESSAGE,
      messageKey: NETWORK_CONNECTION_MESSAGE,
    });
  }

  const { envelope, body: answered } = await readEnvelope<T>(response);
  const code = String(envelope.responseCode);

  if (applyUnauthorizedRule(path, response.status, answered)) {
    throw new ApiError({ kind: 'unauthorized', code, message: firstMessage(envelope, 'Unauthorized') });
  }
  if (code === '404') {
    throw new ApiError({ kind: 'not-found', code, message: firstMessage(envelope, 'Not Found') });
  }

  const normalised = normaliseResult(envelope);
  if (normalised.status === 200) {
    return normalised.totalRecord === undefined ? { data: normalised.data } : { data: normalised.data, totalRecord: normalised.totalRecord };
  }
  if (normalised.status === 400) {
    const first = normalised.errors[0]?.message ?? 'Bad Request';
    throw new ApiError({ kind: 'bad-request', code: '400', message: first, errors: normalised.errors });
  }
  throw new ApiError({ kind: 'server', code: normalised.responseCode || String(response.status), message: normalised.statusText });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

/**
 * A file a member's call answers with (a transfer slip's picture): fetched with the member's token,
 * which an <img> cannot send. A refusal is an ApiError as for any call; a 401 follows the 401 rule.
 */
export async function fetchMemberFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = { lang: config.getLanguage() };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await config.transport(path, { headers, credentials: 'same-origin', signal: timeoutSignal(signal) });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({ kind: 'network', code: NOT_CONNECT_NETWORK, message: NETWORK_CONNECTION_MESSAGE, messageKey: NETWORK_CONNECTION_MESSAGE });
  }
  if (applyUnauthorizedRule(path, response.status, null)) {
    throw new ApiError({ kind: 'unauthorized', code: String(response.status), message: 'Unauthorized' });
  }
  if (!response.ok) throw new ApiError({ kind: response.status === 404 ? 'not-found' : 'server', code: String(response.status), message: response.statusText });
  return response.blob();
}

/** A query function body: just the result. */
export async function getResult<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T> {
  return (await api.get<T>(path, options)).data;
}

/** Image URL for a storage key such as `category/dog.svg`. */
export function imageUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  return `/images/${key.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`;
}
