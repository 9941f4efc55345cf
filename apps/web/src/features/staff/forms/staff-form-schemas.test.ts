import { describe, expect, it } from 'vitest';
import { acceptInviteFormSchema, inviteFormSchema, signInFormSchema } from './staff-form-schemas';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the back-office forms', () => {
  it('choose a password by the members’ strength rule, typed twice', () => {
    expect(acceptInviteFormSchema.safeParse({ password: 'Strong#Pass1', confirmPassword: 'Strong#Pass1' }).success).toBe(true);
    const weak = messages(acceptInviteFormSchema.safeParse({ password: 'short', confirmPassword: 'short' }));
    expect(weak.password).toMatch(/^member\./);
    expect(weak.confirmPassword).toBeUndefined();
  });

  it('say when the two passwords differ, even while the first is too weak', () => {
    expect(messages(acceptInviteFormSchema.safeParse({ password: 'Strong#Pass1', confirmPassword: 'Strong#Pass2' })).confirmPassword).toBe('member.passwordMismatch');
    expect(messages(acceptInviteFormSchema.safeParse({ password: 'weak', confirmPassword: 'other' })).confirmPassword).toBe('member.passwordMismatch');
    expect(messages(acceptInviteFormSchema.safeParse({ password: 'Strong#Pass1', confirmPassword: '' })).confirmPassword).toBe('validation.required');
  });

  it('sign in with an e-mail and any password', () => {
    expect(signInFormSchema.safeParse({ email: 'owner@example.com', password: 'x' }).success).toBe(true);
    expect(Object.keys(messages(signInFormSchema.safeParse({ email: 'not-an-email', password: '' })))).toEqual(['email', 'password']);
  });

  it('invite with an e-mail, a name and one of the roles', () => {
    expect(inviteFormSchema.safeParse({ email: 'noi@example.com', name: 'Noi', role: 'operator' }).success).toBe(true);
    expect(Object.keys(messages(inviteFormSchema.safeParse({ email: 'noi@example.com', name: ' ', role: 'boss' })))).toEqual(['name', 'role']);
  });
});
