import { describe, expect, it } from 'vitest';
import { isNotVerifiedResult, isSocialPrefill } from './member-calls';
import { isMemberCallError, memberRefusal } from '../../../lib/call-refusals';

describe('refusals of public member calls', () => {
  it('keep the "e-mail not verified" reason of a 400', () => {
    const error = memberRefusal(400, {
      responseCode: '400',
      errorMessage: "You haven't verified your email. Please verify your email before log in.",
      result: { reason: 'email-not-verified', email: 'a@b.co' },
    });
    expect(isMemberCallError(error)).toBe(true);
    expect(error.kind).toBe('bad-request');
    expect(error.message).toBe("You haven't verified your email. Please verify your email before log in.");
    expect(isNotVerifiedResult(error.result)).toBe(true);
  });

  it("keep the server's sentence on 429 (the shared client calls it Internal Server Error)", () => {
    const error = memberRefusal(429, { responseCode: '429', errorMessage: 'Too many sign-in attempts. Please wait a minute and try again.', result: null });
    expect(error.status).toBe(429);
    expect(error.kind).toBe('server');
    expect(error.message).toBe('Too many sign-in attempts. Please wait a minute and try again.');
  });

  it('keep the social registration prefill of a 404', () => {
    const prefill = { provider: 'google', id: 'g-1', email: 'a@b.co', name: 'Somsri', surname: 'Jaidee' };
    const error = memberRefusal(404, { responseCode: '404', errorMessage: 'This account is not a member yet.', result: prefill });
    expect(error.kind).toBe('not-found');
    expect(isSocialPrefill(error.result)).toBe(true);
  });

  it('put field lists on their fields', () => {
    const error = memberRefusal(400, { responseCode: '400', errorMessage: [{ email: 'This email is already a member.' }], result: null });
    expect(error.errors).toEqual([{ field: 'email', message: 'This email is already a member.' }]);
    expect(error.message).toBe('This email is already a member.');
  });

  it('fall back to the HTTP status when the answer is not an envelope', () => {
    const error = memberRefusal(502, null);
    expect(error.status).toBe(502);
    expect(error.kind).toBe('server');
    expect(error.message).toBe('');
  });
});
