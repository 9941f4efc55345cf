import { describe, expect, it } from 'vitest';
import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import { orderListAction, waitingOrderAction } from './order-list-actions';

const KINDS = new Map<number, PaymentChannelKind>([
  [1, 'wallet'],
  [2, 'card'],
  [3, 'counter'],
  [4, 'qr'],
  [5, 'transfer'],
]);
const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const waiting = { statusId: 1, paymentId: 4, expireDate: '2026-11-25T12:30:00.000Z' };

describe('what my orders offers an order waiting for payment', () => {
  it('pays a Thai QR, card, wallet or bank-transfer order now; points a counter-service one to the e-mailed barcode', () => {
    expect(waitingOrderAction(waiting, KINDS, NOW)).toBe('pay-now');
    expect(waitingOrderAction({ ...waiting, paymentId: 5 }, KINDS, NOW)).toBe('pay-now');
    expect(waitingOrderAction({ ...waiting, paymentId: 2 }, KINDS, NOW)).toBe('pay-now');
    expect(waitingOrderAction({ ...waiting, paymentId: 1 }, KINDS, NOW)).toBe('pay-now');
    expect(waitingOrderAction({ ...waiting, paymentId: 3 }, KINDS, NOW)).toBe('pay-at-counter');
  });

  it('offers nothing for a channel it does not know, or before the channels are known', () => {
    expect(waitingOrderAction({ ...waiting, paymentId: 99 }, KINDS, NOW)).toBeNull();
    expect(waitingOrderAction(waiting, undefined, NOW)).toBeNull();
  });

  it('still pays a transfer whose slip waits for the shop, past its pay-by time (its slips stay a tap away)', () => {
    const past = { ...waiting, paymentId: 5, expireDate: '2026-11-25T11:00:00.000Z' };
    expect(waitingOrderAction(past, KINDS, NOW)).toBeNull();
    expect(waitingOrderAction({ ...past, paymentHeld: true }, KINDS, NOW)).toBe('pay-now');
  });

  it('offers nothing once the pay-by time has passed, nor for any other status', () => {
    expect(waitingOrderAction({ ...waiting, expireDate: '2026-11-25T12:00:00.000Z' }, KINDS, NOW)).toBeNull();
    expect(waitingOrderAction({ ...waiting, expireDate: 'not a date' }, KINDS, NOW)).toBeNull();
    for (const statusId of [2, 3, 8, 9, 12]) expect(waitingOrderAction({ ...waiting, statusId }, KINDS, NOW), String(statusId)).toBeNull();
  });
});

describe('what a row of my orders offers, by status (member-area spec §4)', () => {
  const order = { ...waiting, isDonation: false, allReview: false };

  it('pays a waiting order, or says where to pay it', () => {
    expect(orderListAction(order, KINDS, NOW)).toBe('pay-now');
    expect(orderListAction({ ...order, paymentId: 3 }, KINDS, NOW)).toBe('pay-at-counter');
    expect(orderListAction({ ...order, paymentId: 5 }, KINDS, NOW)).toBe('pay-now');
  });

  it('tracks 2 to 7 and 11', () => {
    for (const statusId of [2, 3, 4, 5, 6, 7, 11]) expect(orderListAction({ ...order, statusId }, KINDS, NOW), String(statusId)).toBe('tracking');
  });

  it('reviews a delivered order that is no donation and not fully reviewed', () => {
    expect(orderListAction({ ...order, statusId: 8 }, KINDS, NOW)).toBe('review');
    expect(orderListAction({ ...order, statusId: 8, isDonation: true }, KINDS, NOW)).toBeNull();
    expect(orderListAction({ ...order, statusId: 8, allReview: true }, KINDS, NOW)).toBeNull();
  });

  it('shows only the status for 9, 10, 12 and a status it does not know', () => {
    for (const statusId of [9, 10, 12, 99]) expect(orderListAction({ ...order, statusId }, KINDS, NOW), String(statusId)).toBeNull();
  });
});
