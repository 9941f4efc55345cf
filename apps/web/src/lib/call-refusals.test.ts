import { describe, expect, it } from 'vitest';
import { staffRefusal } from './call-refusals';

describe('refusals of staff calls', () => {
  it('keep the server sentence of a wrong password, for the form', () => {
    const error = staffRefusal(400, { responseCode: '400', errorMessage: 'Email or Password is invalid. Please try again', result: null });
    expect(error.kind).toBe('bad-request');
    expect(error.message).toBe('Email or Password is invalid. Please try again');
    expect(error.forbidden).toBe(false);
  });

  it('put a taken e-mail (409) on its field without calling it a System Error', () => {
    const error = staffRefusal(409, { responseCode: '409', errorMessage: [{ email: 'This e-mail already has a staff account.' }], result: null });
    expect(error.kind).toBe('bad-request');
    expect(error.status).toBe(409);
    expect(error.errors).toEqual([{ field: 'email', message: 'This e-mail already has a staff account.' }]);
  });

  it('tell a role that may not (403) from a session that is gone (401)', () => {
    const forbidden = staffRefusal(403, { responseCode: '403', errorMessage: 'Your role may not do this.', result: null });
    expect(forbidden.forbidden).toBe(true);
    expect(forbidden.kind).toBe('bad-request');
    expect(staffRefusal(401, { responseCode: '401', errorMessage: 'Please sign in.', result: null }).kind).toBe('unauthorized');
  });

  it('leave throttling and a mail outage to the shared rule that shows their message', () => {
    expect(staffRefusal(429, { responseCode: '429', errorMessage: 'Too many attempts.', result: null })).toMatchObject({ kind: 'server', code: '429' });
    expect(staffRefusal(503, null)).toMatchObject({ kind: 'server', status: 503, message: '' });
  });
});
