/**
 * Public member calls (sign-in, sign-up, mail links) need more of a refusal than the shared API
 * client keeps: the envelope's `result` (the "e-mail not verified" reason, the social
 * registration prefill) and the server's own sentence on 429. These calls carry no bearer token,
 * so the 401 rule does not apply to them; everything else goes through lib/api-client.
 */
import { buildUrl } from '../../../lib/api-client';
import { ApiError, NETWORK_CONNECTION_MESSAGE, NOT_CONNECT_NETWORK, type ApiErrorKind } from '../../../lib/api-error';
import { toFieldErrors, type ApiEnvelope, type FieldError } from '../../../lib/normalise-result';

/** A refusal with everything the server said about it. */
export class MemberCallError extends ApiError {
  /** the HTTP status (and responseCode) as a number */
  readonly status: number;
  /** the envelope's result, when the refusal carries data (prefill, reason) */
  readonly result: unknown;

  constructor(options: { kind: ApiErrorKind; status: number; message: string; errors?: FieldError[]; result?: unknown }) {
    super({
      kind: options.kind,
      code: String(options.status),
      message: options.message,
      errors: options.errors ?? [],
      messageKey: options.kind === 'network' ? NETWORK_CONNECTION_MESSAGE : null,
    });
    this.name = 'MemberCallError';
    this.status = options.status;
    this.result = options.result ?? null;
  }
}

export function isMemberCallError(error: unknown): error is MemberCallError {
  return error instanceof MemberCallError;
}

function kindOf(status: number): ApiErrorKind {
  if (status === 400) return 'bad-request';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not-found';
  return 'server';
}

/** The envelope read from a response, or a stand-in built from the HTTP status. */
export function refusalFrom(httpStatus: number, envelope: ApiEnvelope<unknown> | null): MemberCallError {
  const status = Number(envelope?.responseCode ?? httpStatus) || httpStatus;
  const errors = toFieldErrors(envelope?.errorMessage);
  return new MemberCallError({
    kind: kindOf(status),
    status,
    message: errors[0]?.message ?? '',
    errors,
    result: envelope?.result ?? null,
  });
}

export async function publicRequest<T>(method: 'GET' | 'POST', path: string, body?: unknown, query?: Record<string, string>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers: {
        Accept: 'application/json',
        // i18n keeps <html lang> in step with the chosen language
        lang: document.documentElement.lang || 'th',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new MemberCallError({ kind: 'network', status: 0, message: NOT_CONNECT_NETWORK });
  }
  let envelope: ApiEnvelope<T> | null = null;
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object' && 'responseCode' in parsed) envelope = parsed as ApiEnvelope<T>;
  } catch {
    // not JSON: judged by the HTTP status alone
  }
  const code = envelope ? String(envelope.responseCode) : String(response.status);
  if (code === '200' && toFieldErrors(envelope?.errorMessage).length === 0) {
    return (envelope?.result ?? envelope?.data ?? null) as T;
  }
  throw refusalFrom(response.status, envelope as ApiEnvelope<unknown> | null);
}
