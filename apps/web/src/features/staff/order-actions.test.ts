import { describe, expect, it } from 'vitest';
import { hasAnyAction, needsConfirmation, noActionReason, orderActionsFor, type OrderForActions } from './order-actions';

const toRefund = { amount: 279, provider: 'card', channelNameTh: 'บัตรเครดิต / บัตรเดบิต', channelNameEn: 'Credit / debit card' };
const order = (statusId: number, nextStatusIds: number[], refundable: OrderForActions['refundable'] = null): OrderForActions => ({
  statusId,
  nextStatusIds,
  refundable,
});

describe('the actions an order offers', () => {
  it('waiting for payment: cancelling and recording a bank transfer (never a bare move to paid), no shipment, no refund', () => {
    expect(orderActionsFor(order(1, [2, 9]), 'owner')).toEqual({ moves: [9], shipment: false, payment: true, refund: false });
    expect(orderActionsFor(order(1, [2, 9]), 'operator')).toEqual({ moves: [9], shipment: false, payment: true, refund: false });
  });

  it('paid up to out for delivery: the moves (delivered among them, one action) and the shipment form', () => {
    for (const statusId of [2, 3, 4, 5, 6, 7]) {
      expect(orderActionsFor(order(statusId, [statusId + 1, 9]), 'manager')).toMatchObject({ shipment: true, payment: false, refund: false });
    }
    expect(orderActionsFor(order(2, [3, 8, 9]), 'operator').moves).toEqual([3, 8, 9]);
    expect(orderActionsFor(order(8, []), 'owner')).toEqual({ moves: [], shipment: false, payment: false, refund: false });
  });

  it('a refund when the API names something to refund, to owners and managers', () => {
    expect(orderActionsFor(order(9, [10], toRefund), 'owner').refund).toBe(true);
    expect(orderActionsFor(order(10, [11], toRefund), 'manager').refund).toBe(true);
    // money that came after an expired order ended
    expect(orderActionsFor(order(12, [], toRefund), 'owner').refund).toBe(true);
    expect(orderActionsFor(order(9, [10], toRefund), 'operator').refund).toBe(false);
    expect(orderActionsFor(order(9, [10]), 'owner').refund).toBe(false);
  });

  it('never a bare move to refunding or refunded: money goes back through the refund alone', () => {
    expect(orderActionsFor(order(9, [10], toRefund), 'owner')).toEqual({ moves: [], shipment: false, payment: false, refund: true });
    expect(orderActionsFor(order(10, [11], toRefund), 'manager')).toEqual({ moves: [], shipment: false, payment: false, refund: true });
    expect(hasAnyAction(orderActionsFor(order(9, [10]), 'owner'))).toBe(false);
  });

  it('support reads orders but changes nothing', () => {
    const actions = orderActionsFor(order(1, [2, 9]), 'support');
    expect(actions).toEqual({ moves: [], shipment: false, payment: false, refund: false });
    expect(hasAnyAction(actions)).toBe(false);
    expect(hasAnyAction(orderActionsFor(order(3, [4, 8, 9]), 'operator'))).toBe(true);
  });

  it('asks before cancelling only', () => {
    expect(needsConfirmation(9)).toBe(true);
    expect(needsConfirmation(3)).toBe(false);
  });
});

describe('why an order offers nothing', () => {
  it('an order at its end is final, for every role, the owner included (issue 38)', () => {
    for (const role of ['owner', 'manager', 'operator', 'support', 'content'] as const) {
      expect(noActionReason(order(8, []), role)).toBe('final');
      expect(noActionReason(order(11, []), role)).toBe('final');
      expect(noActionReason(order(12, []), role)).toBe('final');
      // cancelled before any money came: nothing will ever be done to it
      expect(noActionReason(order(9, [10]), role)).toBe('final');
    }
  });

  it('otherwise, a role that may not do what the order needs is told so', () => {
    expect(noActionReason(order(3, [4, 8, 9]), 'support')).toBe('role');
    expect(noActionReason(order(9, [10], toRefund), 'operator')).toBe('role');
  });

  it('nothing to do now, for a role that could', () => {
    expect(noActionReason(order(10, [11]), 'owner')).toBe('nothingNow');
  });
});
