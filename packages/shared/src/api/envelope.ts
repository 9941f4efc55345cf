// The response envelope of every API call (ARCHITECTURE.md §3). HTTP status equals responseCode.
export type FieldErrors = Record<string, string>[];

export interface Envelope<T> {
  responseCode: string;
  errorMessage: null | string | FieldErrors;
  result: T | null;
  totalRecord?: number;
}

export interface OkEnvelope<T> {
  responseCode: '200';
  errorMessage: null;
  result: T;
  totalRecord?: number;
}

export function okEnvelope<T>(result: T): OkEnvelope<T>;
export function okEnvelope<T>(result: T, totalRecord: number): OkEnvelope<T> & { totalRecord: number };
export function okEnvelope<T>(result: T, totalRecord?: number): OkEnvelope<T> {
  return totalRecord === undefined ? { responseCode: '200', errorMessage: null, result } : { responseCode: '200', errorMessage: null, result, totalRecord };
}

export function errorEnvelope(status: number, errorMessage: string | FieldErrors): Envelope<null> {
  return { responseCode: String(status), errorMessage, result: null };
}
