import { describe, expect, it } from 'vitest';
import { refundablePayment, type PaymentForRefund } from './refundable-payment';

const payment = (id: number, outcome: string, refundStatus: string | null = null, status = 'paid'): PaymentForRefund => ({ id, status, outcome, refundStatus });

describe('the payment a refund hands back', () => {
  it('is the order’s own payment once the order is cancelled or its refund is under way', () => {
    expect(refundablePayment(9, [payment(1, 'applied')])?.id).toBe(1);
    expect(refundablePayment(10, [payment(1, 'applied', 'failed')])?.id).toBe(1);
    expect(refundablePayment(2, [payment(1, 'applied')])).toBeNull();
    expect(refundablePayment(8, [payment(1, 'applied')])).toBeNull();
  });

  it('is money that came after the order ended, whatever the order’s status', () => {
    expect(refundablePayment(12, [payment(4, 'late')])?.id).toBe(4);
    expect(refundablePayment(2, [payment(1, 'applied'), payment(2, 'late')])?.id).toBe(2);
  });

  it('is the first received not yet refunded; nothing for declined, rejected or refunded money', () => {
    expect(refundablePayment(9, [payment(5, 'late'), payment(3, 'applied')])?.id).toBe(3);
    expect(refundablePayment(9, [payment(3, 'applied', 'done'), payment(5, 'late')])?.id).toBe(5);
    expect(refundablePayment(9, [payment(1, 'rejected'), payment(2, 'applied', null, 'declined'), payment(3, 'ignored')])).toBeNull();
    expect(refundablePayment(9, [])).toBeNull();
  });
});
