/**
 * How a refused call reads when its caller needs more of the refusal than the member's calls keep
 * (lib/api-client's `api` throws a plain ApiError): staff calls, whose 403 is a refusal the page
 * shows and not a sign-out, and public member calls (sign-in, sign-up, mail links), which need the
 * envelope's `result` (the "e-mail not verified" reason, the social registration prefill) and the
 * server's own sentence on 429.
 */
import { ApiError, NETWORK_CONNECTION_MESSAGE, NOT_CONNECT_NETWORK, type ApiErrorKind } from './api-error';
import { toFieldErrors, type ApiEnvelope, type FieldError } from './normalise-result';

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
function staffKindOf(status: number): ApiErrorKind {
  if (status === 400 || status === 403 || status === 409) return 'bad-request';
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not-found';
  return 'server';
}

export function staffRefusal(httpStatus: number, envelope: ApiEnvelope<unknown> | null): StaffCallError {
  const status = Number(envelope?.responseCode ?? httpStatus) || httpStatus;
  const errors = toFieldErrors(envelope?.errorMessage);
  return new StaffCallError({ kind: staffKindOf(status), status, message: errors[0]?.message ?? '', errors });
}

/** A refusal of a public member call, with everything the server said about it. */
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

function memberKindOf(status: number): ApiErrorKind {
  if (status === 400) return 'bad-request';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not-found';
  return 'server';
}

/** The envelope read from a response, or a stand-in built from the HTTP status. */
export function memberRefusal(httpStatus: number, envelope: ApiEnvelope<unknown> | null): MemberCallError {
  const status = Number(envelope?.responseCode ?? httpStatus) || httpStatus;
  const errors = toFieldErrors(envelope?.errorMessage);
  return new MemberCallError({
    kind: memberKindOf(status),
    status,
    message: errors[0]?.message ?? '',
    errors,
    result: envelope?.result ?? null,
  });
}
