import { describe, expect, it } from 'vitest';
import { acceptInviteFormSchema, inviteFormSchema, paymentFormSchema, refundFormSchema, shipmentFormSchema, signInFormSchema } from './staff-form-schemas';

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
    expect(messages(acceptInviteFormSchema.safeParse({ password: 'Strong#Pass1', confirmPassword: 'Strong#Pass2' })).confirmPassword).toBe(
      'member.passwordMismatch',
    );
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

describe('the order forms', () => {
  it('send a shipment without the parcel number or day left empty', () => {
    expect(shipmentFormSchema.parse({ carrier: 'kex', parcelNo: ' ', expectedDeliveryOn: '' })).toEqual({
      carrier: 'kex',
      parcelNo: undefined,
      expectedDeliveryOn: undefined,
    });
    expect(shipmentFormSchema.parse({ carrier: 'kex', parcelNo: ' KEX123456 ', expectedDeliveryOn: '2026-12-01' })).toEqual({
      carrier: 'kex',
      parcelNo: 'KEX123456',
      expectedDeliveryOn: '2026-12-01',
    });
    expect(shipmentFormSchema.safeParse({ carrier: 'pigeon', parcelNo: '', expectedDeliveryOn: '' }).success).toBe(false);
    expect(shipmentFormSchema.safeParse({ carrier: 'kex', parcelNo: 'no spaces!', expectedDeliveryOn: '' }).success).toBe(false);
  });

  it('take a transfer amount with two decimals and a reference', () => {
    expect(paymentFormSchema.safeParse({ amount: '279.00', reference: 'SCB-1' }).success).toBe(true);
    expect(paymentFormSchema.safeParse({ amount: '279', reference: 'SCB-1' }).success).toBe(false);
    expect(paymentFormSchema.safeParse({ amount: '279.00', reference: ' ' }).success).toBe(false);
  });

  it('send a refund reference only when one is typed', () => {
    expect(refundFormSchema.parse({ reference: '' })).toEqual({ reference: undefined });
    expect(refundFormSchema.parse({ reference: 'KBANK-9' })).toEqual({ reference: 'KBANK-9' });
  });
});
