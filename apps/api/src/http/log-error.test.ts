import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-error';

/** What pg and PGlite throw: a DatabaseError with the SQLSTATE, and a message and detail that quote values. */
function databaseError(fields: Record<string, string>) {
  return Object.assign(new Error(fields.message), { severity: 'ERROR', ...fields });
}

describe('serializeError', () => {
  it('keeps the failed statement and the error code, never the bound values or the quoted detail', () => {
    const cause = databaseError({
      message: 'duplicate key value violates unique constraint "members_email_unique"',
      code: '23505',
      detail: 'Key (email)=(somchai@example.com) already exists.',
      constraint: 'members_email_unique',
      table: 'members',
      routine: '_bt_check_unique',
    });
    const error = new DrizzleQueryError('insert into "members" ("email", "phone1") values ($1, $2)', ['somchai@example.com', '0891234567'], cause);
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'insert into "members" ("email", "phone1") values ($1, $2)',
      cause: { code: '23505', constraint: 'members_email_unique', table: 'members', routine: '_bt_check_unique' },
    });
    const written = JSON.stringify(logged);
    expect(written).not.toContain('somchai');
    expect(written).not.toContain('0891234567');
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it('leaves out a database message that quotes the value', () => {
    const logged = serializeError(databaseError({ message: 'value "2147483648" is out of range for type integer', code: '22003' }));
    expect(logged).toEqual({ type: 'Error', message: 'database error 22003', stack: '', code: '22003' });
  });

  it('keeps the message and frames of the shop’s own errors, and their causes', () => {
    const logged = serializeError(new Error('mail transport closed', { cause: new TypeError('socket hang up') }));
    expect(logged).toMatchObject({ type: 'Error', message: 'mail transport closed', cause: { type: 'TypeError', message: 'socket hang up' } });
  });
});
