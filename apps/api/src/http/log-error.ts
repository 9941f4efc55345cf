/**
 * How errors are written to the log: enough to find the fault, never the data of the request.
 * A failed query's text says what went wrong; its bound values (names, phones, addresses, tax
 * ids) and the database's own message and detail (which quote them: `Key (email)=(…)`, `value
 * "…" is out of range`) stay out.
 */
export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  cause?: LoggedError;
};

type ErrorFields = Record<string, unknown>;

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_DEPTH = 4;

const isDatabaseError = (e: ErrorFields) => typeof e.code === 'string' && SQLSTATE.test(e.code) && ('severity' in e || 'routine' in e);
const isFailedQuery = (e: ErrorFields) => typeof e.query === 'string' && 'params' in e;
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The stack's frames only: its first lines repeat the message. */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: String(error), stack: '' };
  const e = error as ErrorFields;
  const type = (error as Error).constructor?.name ?? 'Error';
  let logged: LoggedError;
  if (isFailedQuery(e)) {
    logged = { type, message: 'Failed query', query: e.query as string, stack: framesOf(e.stack) };
  } else if (isDatabaseError(e)) {
    logged = {
      type,
      message: `database error ${e.code as string}`,
      stack: '',
      code: e.code as string,
      constraint: text(e.constraint),
      table: text(e.table),
      column: text(e.column),
      routine: text(e.routine),
    };
  } else {
    logged = { type, message: text(e.message) ?? '', code: text(e.code), stack: framesOf(e.stack) };
  }
  if (e.cause !== undefined && depth < MAX_DEPTH) logged.cause = serializeError(e.cause, depth + 1);
  return Object.fromEntries(Object.entries(logged).filter(([, v]) => v !== undefined)) as unknown as LoggedError;
}
