/**
 * Staff calls go through their own request, not lib/api-client: that one sends the member's token
 * and answers a 401 by signing the member out. Here the bearer is the staff token, and a 401 signs
 * the staff person out instead (the shell then shows the sign-in page); a 403 is a refusal the page
 * shows ("your role may not use this"), not a sign-out.
 */
import { buildUrl, HTTP_TIMEOUT_MS } from '../../../lib/api-client';
import { ApiError, NETWORK_CONNECTION_MESSAGE, NOT_CONNECT_NETWORK, type ApiErrorKind } from '../../../lib/api-error';
import { toFieldErrors, type ApiEnvelope, type FieldError } from '../../../lib/normalise-result';
import { clearStaffToken, getStaffToken } from '../staff-session';

export class StaffCallError extends ApiError {
  /** the HTTP status (and responseCode) as a number; 0 when nothing came back */
  readonly status: number;

  constructor(options: { kind: ApiErrorKind; status: number; message: string; errors?: FieldError[] }) {
    super({
      kind: options.kind,
      code: options.status === 0 ? NOT_CONNECT_NETWORK : String(options.status),
      message: options.message,
      errors: options.errors ?? [],
      messageKey: options.kind === 'network' ? NETWORK_CONNECTION_MESSAGE : null,
    });
    this.name = 'StaffCallError';
    this.status = options.status;
  }

  /** the role may not use this call */
  get forbidden(): boolean {
    return this.status === 403;
  }
}

export function isStaffCallError(error: unknown): error is StaffCallError {
  return error instanceof StaffCallError;
}

/**
 * 400 and 409 carry a message for the form; 403 one for the page. None of them is a System Error.
 * 429 and 503 stay 'server': lib/use-unexpected-error shows their message instead of the dialog.
 */
function kindOf(status: number): ApiErrorKind {
  if (status === 400 || status === 403 || status === 409) return 'bad-request';
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not-found';
  return 'server';
}

export function staffRefusal(httpStatus: number, envelope: ApiEnvelope<unknown> | null): StaffCallError {
  const status = Number(envelope?.responseCode ?? httpStatus) || httpStatus;
  const errors = toFieldErrors(envelope?.errorMessage);
  return new StaffCallError({ kind: kindOf(status), status, message: errors[0]?.message ?? '', errors });
}

type QueryValue = string | number | undefined;

export interface StaffRequestOptions {
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** false for signing in and accepting an invitation: no token, and a 401 there signs nobody out */
  withToken?: boolean;
}

/** i18n keeps <html lang> in step with the chosen language */
const language = (): string => document.documentElement.lang || 'th';

type StaffMethod = 'GET' | 'POST' | 'PATCH' | 'PUT';

async function send(method: StaffMethod, path: string, options: StaffRequestOptions, accept: string): Promise<Response> {
  const withToken = options.withToken ?? true;
  const headers: Record<string, string> = { Accept: accept, lang: language() };
  const token = withToken ? getStaffToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
    return await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new StaffCallError({ kind: 'network', status: 0, message: NETWORK_CONNECTION_MESSAGE });
  }
}

/** A refused answer as the page shows it; a 401 of a signed-in call drops the staff token. */
async function refusalOf(response: Response, withToken: boolean): Promise<StaffCallError> {
  let envelope: ApiEnvelope<unknown> | null = null;
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object' && 'responseCode' in parsed) envelope = parsed as ApiEnvelope<unknown>;
  } catch {
    // not JSON (a proxy's page): judged by the HTTP status alone
  }
  const refusal = staffRefusal(response.status, envelope);
  if (refusal.status === 401 && withToken) clearStaffToken();
  return refusal;
}

export async function staffRequest<T>(method: StaffMethod, path: string, options: StaffRequestOptions = {}): Promise<T> {
  const withToken = options.withToken ?? true;
  const response = await send(method, path, options, 'application/json');

  let envelope: ApiEnvelope<T> | null = null;
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object' && 'responseCode' in parsed) envelope = parsed as ApiEnvelope<T>;
  } catch {
    // not JSON (a proxy's page): judged by the HTTP status alone
  }
  const code = envelope ? String(envelope.responseCode) : String(response.status);
  if (code === '200' && toFieldErrors(envelope?.errorMessage).length === 0) return (envelope?.result ?? null) as T;

  const refusal = staffRefusal(response.status, envelope as ApiEnvelope<unknown> | null);
  if (refusal.status === 401 && withToken) clearStaffToken();
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
export async function staffDownload(path: string, options: Pick<StaffRequestOptions, 'query' | 'signal'> & { accept?: string } = {}): Promise<StaffFile> {
  const response = await send('GET', path, options, options.accept ?? 'text/csv, application/json');
  if (!response.ok) throw await refusalOf(response, true);
  return { blob: await response.blob(), disposition: response.headers.get('content-disposition') };
}
