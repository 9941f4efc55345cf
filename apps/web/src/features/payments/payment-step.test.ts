import { describe, expect, it } from 'vitest';
import { paymentStepOf } from './payment-step';

const bill = { payload: '000201', billerId: '010753600031508', billerName: 'Pawsook', ref1: 'REGULAR', ref2: 'PS1' };
const card = { action: '/sandbox/card/pay', fields: { orderRef: 'PS1' } };
const waiting = { statusId: 1, kind: 'qr' as const, qr: bill, card: null };

describe('how step 3 offers to pay an order', () => {
  it('dispatches on the channel kind of a waiting order', () => {
    expect(paymentStepOf(waiting)).toBe('qr');
    expect(paymentStepOf({ ...waiting, kind: 'card', qr: null, card })).toBe('card');
    expect(paymentStepOf({ ...waiting, kind: 'card', qr: null, card: null, cardCheckout: true })).toBe('card');
    expect(paymentStepOf({ ...waiting, kind: 'wallet', qr: null })).toBe('wallet');
    expect(paymentStepOf({ ...waiting, kind: 'counter', qr: null })).toBe('counter');
    expect(paymentStepOf({ ...waiting, kind: 'transfer', qr: null })).toBe('transfer');
  });

  it('says unavailable for a kind it does not know, or a Thai QR or card order without its bill, form or checkout page', () => {
    expect(paymentStepOf({ ...waiting, qr: null })).toBe('unavailable');
    expect(paymentStepOf({ ...waiting, kind: 'card', qr: null, card: null })).toBe('unavailable');
    expect(paymentStepOf({ ...waiting, kind: 'card', qr: null, card: null, cardCheckout: false })).toBe('unavailable');
    // a kind a newer server may send
    expect(paymentStepOf({ ...waiting, kind: 'crypto' as never, qr: null })).toBe('unavailable');
  });

  it('offers nothing once the order no longer waits for payment', () => {
    for (const statusId of [2, 3, 9, 12]) expect(paymentStepOf({ ...waiting, statusId }), String(statusId)).toBe('none');
    expect(paymentStepOf({ statusId: 2, kind: 'transfer', qr: null, card: null })).toBe('none');
  });
});
