import { describe, expect, it } from 'vitest';
import { SANDBOX_COUNTER_SERVICE_KEY } from '../../config/config';
import { decryptCounterPaymentData, encryptCounterPaymentData, type CounterPaymentData } from './counter-payment-data';

const data: CounterPaymentData = {
  inv: 'PS261125AB12CD',
  desc: 'Pawsook PS261125AB12CD',
  urlBack: '/cart/checkout?step=3&Ref=PS261125AB12CD',
  urlConfirm: 'https://shop.example/api/v1/payments/counter/notify',
  paymentMethod: 'counter',
  amt: '520.00',
  currency: 'THB',
  name: 'มาลี ศรีสุข',
  email: 'malee@example.com',
  billerId: '099400061772100',
  billerName: 'Pawsook Co., Ltd.',
  ref1: 'REGULAR',
  ref2: 'PS261125AB12CD',
  dueAt: '2026-11-27T05:00:00.000Z',
  lang: 'th',
};
const otherKey = 'a'.repeat(64);

describe('counter-service payment data', () => {
  it('comes back as it went, Thai names included, and differs every time', () => {
    const one = encryptCounterPaymentData(data, SANDBOX_COUNTER_SERVICE_KEY);
    const two = encryptCounterPaymentData(data, SANDBOX_COUNTER_SERVICE_KEY);
    expect(one).not.toBe(two);
    expect(one).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(one).not.toContain('520');
    expect(decryptCounterPaymentData(one, SANDBOX_COUNTER_SERVICE_KEY)).toEqual(data);
    expect(decryptCounterPaymentData(two, SANDBOX_COUNTER_SERVICE_KEY)).toEqual(data);
  });

  it('is refused when changed on the way, made under another key, or not payment data at all', () => {
    const blob = encryptCounterPaymentData(data, SANDBOX_COUNTER_SERVICE_KEY);
    const bytes = Buffer.from(blob, 'base64url');
    for (const at of [0, 20, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at]! ^= 1;
      expect(decryptCounterPaymentData(changed.toString('base64url'), SANDBOX_COUNTER_SERVICE_KEY)).toBeNull();
    }
    expect(decryptCounterPaymentData(blob, otherKey)).toBeNull();
    expect(decryptCounterPaymentData(blob.slice(0, -4), SANDBOX_COUNTER_SERVICE_KEY)).toBeNull();
    expect(decryptCounterPaymentData('', SANDBOX_COUNTER_SERVICE_KEY)).toBeNull();
    expect(decryptCounterPaymentData('not base64url!', SANDBOX_COUNTER_SERVICE_KEY)).toBeNull();
    // well encrypted, but not what a counter payment holds
    const odd = encryptCounterPaymentData({ ...data, amt: '520' } as CounterPaymentData, SANDBOX_COUNTER_SERVICE_KEY);
    expect(decryptCounterPaymentData(odd, SANDBOX_COUNTER_SERVICE_KEY)).toBeNull();
  });
});
