/**
 * The one way the web app talks to the API (same origin): every call, the shop's and the back
 * office's, is sent by `transmit` below, which adds the `lang` header, the bearer token of the
 * call's session (the member's, the staff person's, or none), an Idempotency-Key when asked, and
 * the timeout. The member's calls (`api`) unwrap the envelope through the result normaliser, apply
 * the 401 rule and turn "no answer" into NOT_CONNECT_NETWORK (member-area spec §7, §8); staff and
 * public calls read their refusals as lib/call-refusals says; a caller that reads the answer itself
 * (placing an order) gets it raw.
 */
import { ApiError, NETWORK_CONNECTION_MESSAGE, NOT_CONNECT_NETWORK } from './api-error';
import { memberRefusal, MemberCallError, staffRefusal, StaffCallError } from './call-refusals';
import { normaliseResult, toFieldErrors, type ApiEnvelope } from './normalise-result';
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

/** Whose session a call carries. */
export type CallSession =
  /** the member's token when signed in; the 401 rule applies to the member's calls */
  | 'member'
  /** the staff token (decision 0034: never the member's); a 401 signs the staff person out */
  | 'staff'
  /** no token: signing in, mail links, the back office's public calls */
  | 'none';

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** sent as JSON; a FormData (a file) as it is */
  body?: unknown;
  signal?: AbortSignal;
}

export interface SendOptions extends RequestOptions {
  /** 'member' unless said */
  session?: CallSession;
  /** the same key for the same attempt: the server makes one order of two sends (POST /orders) */
  idempotencyKey?: string;
  /** the Accept header: JSON unless said; null sends none (a file) */
  accept?: string | null;
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
 * and hands the app where to go. Callers that read the raw answer (placing an order) use it too.
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

/**
 * The staff session's token and how to drop it. lib/staff-session hands them in when the back
 * office's code loads, so the shop's first scripts carry none of the back office (decision 0065);
 * before that no staff call can be made.
 */
interface StaffTokens {
  get: () => string | null;
  clear: () => void;
}
let staffTokens: StaffTokens = { get: () => null, clear: () => {} };

export function registerStaffTokens(tokens: StaffTokens): void {
  staffTokens = tokens;
}

function tokenOf(session: CallSession): string | null {
  if (session === 'member') return getAccessToken();
  if (session === 'staff') return staffTokens.get();
  return null;
}

/**
 * Sends one request as `options` say. Resolves with the response, or null when nothing came back
 * (offline, DNS, timeout); a caller that cancels (TanStack Query on unmount) gets its own
 * AbortError back untouched.
 */
async function transmit(method: Method, path: string, options: SendOptions): Promise<Response | null> {
  const headers: Record<string, string> = { lang: config.getLanguage() };
  const accept = options.accept === undefined ? 'application/json' : options.accept;
  if (accept !== null) headers.Accept = accept;
  const token = tokenOf(options.session ?? 'member');
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    return await config.transport(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: timeoutSignal(options.signal),
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    return null;
  }
}

/** An answer as it came: the HTTP status, the envelope when the body is one, and the body as parsed. */
export interface CallAnswer<T> {
  status: number;
  envelope: ApiEnvelope<T> | null;
  body: unknown;
}

async function readAnswer<T>(response: Response): Promise<CallAnswer<T>> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): judged by the HTTP status alone.
  }
  const envelope = body && typeof body === 'object' && 'responseCode' in body ? (body as ApiEnvelope<T>) : null;
  return { status: response.status, envelope, body };
}

/**
 * One request whose answer the caller reads itself (POST /orders answers a 400 as
 * `[{message},{result}]`, read by position): null when nothing came back. No 401 rule is applied
 * here; a caller that meets a refused session applies `applyUnauthorizedRule`.
 */
export async function requestAnswer<T>(method: Method, path: string, options: SendOptions = {}): Promise<CallAnswer<T> | null> {
  const response = await transmit(method, path, options);
  return response ? readAnswer<T>(response) : null;
}

const networkError = () =>
  new ApiError({ kind: 'network', code: NOT_CONNECT_NETWORK, message: NETWORK_CONNECTION_MESSAGE, messageKey: NETWORK_CONNECTION_MESSAGE });

function firstMessage(envelope: ApiEnvelope<unknown>, fallback: string): string {
  const { errorMessage } = envelope;
  if (typeof errorMessage === 'string' && errorMessage.trim()) return errorMessage;
  if (Array.isArray(errorMessage) && errorMessage.length > 0) {
    const first = Object.values(errorMessage[0] ?? {})[0];
    if (typeof first === 'string' && first) return first;
  }
  return fallback;
}

/** Sends one member call; resolves with the result of an OK answer, rejects with an ApiError otherwise. */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<ApiSuccess<T>> {
  const response = await transmit(method, path, { ...options, session: 'member' });
  if (!response) throw networkError();
  const { status, envelope: sent, body: answered } = await readAnswer<T>(response);
  const envelope: ApiEnvelope<T> = sent ?? { responseCode: String(status), errorMessage: null, result: null };
  const code = String(envelope.responseCode);

  if (applyUnauthorizedRule(path, response.status, answered)) {
    throw new ApiError({ kind: 'unauthorized', code, message: firstMessage(envelope, 'Unauthorized') });
  }
  if (code === '404') {
    throw new ApiError({ kind: 'not-found', code, message: firstMessage(envelope, 'Not Found') });
  }

  // 409: the shop's state refuses what was asked (too late, taken, the only way in); a message for the screen, as a 400's
  if (code === '409') {
    const errors = toFieldErrors(envelope.errorMessage);
    throw new ApiError({ kind: 'bad-request', code, message: errors[0]?.message ?? 'Conflict', errors });
  }

  // 201 (something was made) is as good as the spec's 200
  const normalised = normaliseResult(code === '201' ? { ...envelope, responseCode: '200' } : envelope);
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
  const response = await transmit('GET', path, { signal, session: 'member', accept: null });
  if (!response) throw networkError();
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

export interface StaffRequestOptions extends RequestOptions {
  /** false for signing in and accepting an invitation: no token, and a 401 there signs nobody out */
  withToken?: boolean;
}

type StaffMethod = 'GET' | 'POST' | 'PATCH' | 'PUT';

/**
 * A back-office call, with the staff token: a 401 signs the staff person out (the shell then shows
 * the sign-in page); a 403 is a refusal the page shows ("your role may not use this"), not a
 * sign-out. Resolves with the envelope's result; rejects with a StaffCallError.
 */
export async function staffRequest<T>(method: StaffMethod, path: string, options: StaffRequestOptions = {}): Promise<T> {
  const withToken = options.withToken ?? true;
  const response = await transmit(method, path, { ...options, session: withToken ? 'staff' : 'none' });
  if (!response) throw new StaffCallError({ kind: 'network', status: 0, message: NETWORK_CONNECTION_MESSAGE });
  const { status, envelope } = await readAnswer<T>(response);
  const code = envelope ? String(envelope.responseCode) : String(status);
  if (code === '200' && toFieldErrors(envelope?.errorMessage).length === 0) return (envelope?.result ?? null) as T;
  const refusal = staffRefusal(status, envelope as ApiEnvelope<unknown> | null);
  if (refusal.status === 401 && withToken) staffTokens.clear();
  throw refusal;
}

export interface StaffFile {
  blob: Blob;
  /** the Content-Disposition header, for the file's name */
  disposition: string | null;
}

/**
 * A file a staff call answers with (the orders' CSV, a transfer slip's picture). It needs the staff
 * token, so it is fetched here rather than followed as a link; a refusal comes back as the
 * envelope, as any staff call's.
 */
export async function staffDownload(path: string, options: Pick<RequestOptions, 'query' | 'signal'> & { accept?: string } = {}): Promise<StaffFile> {
  const response = await transmit('GET', path, { ...options, session: 'staff', accept: options.accept ?? 'text/csv, application/json' });
  if (!response) throw new StaffCallError({ kind: 'network', status: 0, message: NETWORK_CONNECTION_MESSAGE });
  if (!response.ok) {
    const { status, envelope } = await readAnswer<unknown>(response);
    const refusal = staffRefusal(status, envelope);
    if (refusal.status === 401) staffTokens.clear();
    throw refusal;
  }
  return { blob: await response.blob(), disposition: response.headers.get('content-disposition') };
}

/**
 * A public member call (sign-in, sign-up, mail links): no token, so the 401 rule does not apply.
 * Resolves with the envelope's result (or data); rejects with a MemberCallError that keeps the
 * envelope's result and the server's own sentence (a 429's too).
 */
export async function publicRequest<T>(method: 'GET' | 'POST', path: string, body?: unknown, query?: Record<string, string>): Promise<T> {
  const response = await transmit(method, path, { body, query, session: 'none' });
  if (!response) throw new MemberCallError({ kind: 'network', status: 0, message: NOT_CONNECT_NETWORK });
  const { status, envelope } = await readAnswer<T>(response);
  const code = envelope ? String(envelope.responseCode) : String(status);
  if (code === '200' && toFieldErrors(envelope?.errorMessage).length === 0) {
    return (envelope?.result ?? envelope?.data ?? null) as T;
  }
  throw memberRefusal(status, envelope as ApiEnvelope<unknown> | null);
}
