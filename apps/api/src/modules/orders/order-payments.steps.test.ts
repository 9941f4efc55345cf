import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_STATUS_IDS } from '@pawsook/shared/status/order-status';
import { paymentOnOrder } from './order-payments.steps';

describe('what money arriving does to an order', () => {
  it('pays only an order waiting for payment', () => {
    expect(ORDER_STATUS_IDS.filter((id) => paymentOnOrder(id) === 'applied')).toEqual([ORDER_STATUS.waitingForPayment]);
  });

  it('comes late to an order that ended unpaid (cancelled or expired), kept for a refund', () => {
    expect(paymentOnOrder(ORDER_STATUS.cancelled)).toBe('late');
    expect(paymentOnOrder(ORDER_STATUS.expired)).toBe('late');
  });

  it('changes nothing for an order already paid, on its way or refunded', () => {
    for (const id of [ORDER_STATUS.paid, ORDER_STATUS.preparing, ORDER_STATUS.delivered, ORDER_STATUS.refunding, ORDER_STATUS.refunded]) {
      expect(paymentOnOrder(id)).toBe('ignored');
    }
  });
});
