/**
 * The result normaliser of member-area spec §8, and the field-error splitting of §5.
 *
 * The server answers with an envelope whose `responseCode` is a string. The screens only need to
 * know three outcomes: OK (with data), Bad Request (with per-field messages) or Internal Server
 * Error (without data). Pure: no fetch, no i18n, no React.
 */

export type ErrorMessage = null | string | ReadonlyArray<Readonly<Record<string, string>>>;

export interface ApiEnvelope<T> {
  responseCode: string;
  errorMessage?: ErrorMessage;
  result?: T | null;
  /** Some older answers carry the payload as `data` instead of `result`. */
  data?: T | null;
  totalRecord?: number;
}

/** One message, tied to a form field when the server named one. */
export interface FieldError {
  field: string | null;
  message: string;
}

export type NormalisedResult<T> =
  | { status: 200; statusText: 'OK'; data: T; totalRecord?: number }
  | { status: 400; statusText: 'Bad Request'; data: null; errors: FieldError[] }
  | { status: 500; statusText: 'Internal Server Error'; data: null; responseCode: string };

/** "field: message" where the field is an identifier such as `email`, `phone1`, `address.postelCode`. */
const FIELD_MESSAGE = /^([A-Za-z_][\w.[\]-]*)\s*:\s*([\s\S]*)$/;
/** Split points: ", " immediately followed by another "field:" — never inside a sentence. */
const FIELD_SEPARATOR = /,\s+(?=[A-Za-z_][\w.[\]-]*\s*:\s)/;

/**
 * "email: Email is incorrect, phone1: Digits only" → two field errors.
 * A message without a field prefix stays whole, with `field: null`, commas and all.
 */
export function splitFieldMessages(text: string): FieldError[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  return trimmed
    .split(FIELD_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const match = FIELD_MESSAGE.exec(part);
      if (match && match[2]?.trim()) return { field: match[1] ?? null, message: match[2].trim() };
      return { field: null, message: part };
    });
}

/** Any shape of `errorMessage` to a flat list of field errors, in the server's order. */
export function toFieldErrors(errorMessage: ErrorMessage | undefined): FieldError[] {
  if (errorMessage == null) return [];
  if (typeof errorMessage === 'string') return splitFieldMessages(errorMessage);
  const errors: FieldError[] = [];
  for (const entry of errorMessage) {
    if (entry == null || typeof entry !== 'object') continue;
    for (const [field, message] of Object.entries(entry)) {
      if (typeof message !== 'string' || message.trim() === '') continue;
      // A list entry may itself carry "field: message" text; keep the outer key as the field.
      errors.push({ field, message: message.trim() });
    }
  }
  return errors;
}

function hasErrorMessage(errorMessage: ErrorMessage | undefined): boolean {
  return toFieldErrors(errorMessage).length > 0;
}

/** Spec member-area §8 "Result normaliser". */
export function normaliseResult<T>(envelope: ApiEnvelope<T>): NormalisedResult<T> {
  const code = String(envelope.responseCode ?? '').trim();
  if (code === '200') {
    if (hasErrorMessage(envelope.errorMessage)) {
      return { status: 400, statusText: 'Bad Request', data: null, errors: toFieldErrors(envelope.errorMessage) };
    }
    const data = (envelope.result ?? envelope.data ?? null) as T;
    return envelope.totalRecord === undefined
      ? { status: 200, statusText: 'OK', data }
      : { status: 200, statusText: 'OK', data, totalRecord: envelope.totalRecord };
  }
  if (code === '400') {
    return { status: 400, statusText: 'Bad Request', data: null, errors: toFieldErrors(envelope.errorMessage) };
  }
  return { status: 500, statusText: 'Internal Server Error', data: null, responseCode: code };
}

/** Field errors as a map for a form: the first message per field wins; unnamed messages under `_`. */
export function fieldErrorMap(errors: readonly FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { field, message } of errors) {
    const key = field ?? '_';
    if (!(key in map)) map[key] = message;
  }
  return map;
}
