import type { FieldError } from './normalise-result';

/** What went wrong with a call, in the words the screens act on. */
export type ApiErrorKind =
  /** no answer from the server (offline, DNS, timeout): spec §8 NOT_CONNECT_NETWORK */
  | 'network'
  /** 400: messages for form fields */
  | 'bad-request'
  /** 401/403: the session was dropped */
  | 'unauthorized'
  /** 404 */
  | 'not-found'
  /** 413, 429 and anything the normaliser calls Internal Server Error */
  | 'server';

export const NOT_CONNECT_NETWORK = 'NOT_CONNECT_NETWORK';
export const NETWORK_CONNECTION_MESSAGE = 'NETWORK_CONNECTION_MESSAGE';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** the envelope's responseCode, or NOT_CONNECT_NETWORK when nothing came back */
  readonly code: string;
  /** an i18n key for the message to show, when there is a fixed one */
  readonly messageKey: string | null;
  readonly errors: FieldError[];

  constructor(options: { kind: ApiErrorKind; code: string; message: string; messageKey?: string | null; errors?: FieldError[] }) {
    super(options.message);
    this.name = 'ApiError';
    this.kind = options.kind;
    this.code = options.code;
    this.messageKey = options.messageKey ?? null;
    this.errors = options.errors ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Should this failure open the global System Error dialog? Spec §8: on any 500 or thrown exception.
 * Field errors (400), the 401 rule and missing records (404) are handled where they happen;
 * a lost connection has its own message.
 */
export function isSystemError(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.kind === 'server';
}
