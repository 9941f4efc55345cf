/** The SQLSTATE of a database error, or of the error it caused, on either driver. */
function sqlStateOf(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** Whether a database error is a unique-constraint violation (PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/**
 * Whether the database refused a value itself (class 22, data exception: a number out of range,
 * a NUL in text, text too long for its column).
 */
export function isDataException(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith('22') ?? false;
}

/** The constraint a database error names (a unique index that refused a row), on either driver. */
export function violatedConstraint(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return null;
}

/** Whether the database broke a deadlock by failing this transaction (PostgreSQL 40P01): it may simply be run again. */
export function isDeadlock(error: unknown): boolean {
  return sqlStateOf(error) === '40P01';
}

/** Whether a row broke a check constraint (PostgreSQL 23514): a stock below zero, say. */
export function isCheckViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23514';
}
