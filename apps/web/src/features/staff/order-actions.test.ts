import { describe, expect, it } from 'vitest';
import { hasAnyAction, needsConfirmation, orderActionsFor, type OrderForActions } from './order-actions';

const order = (statusId: number, nextStatusIds: number[], outcomes: string[] = []): OrderForActions => ({
  statusId,
  nextStatusIds,
  payments: outcomes.map((outcome) => ({ outcome })),
});

describe('the actions an order offers', () => {
  it('waiting for payment: cancelling and recording a bank transfer (never a bare move to paid), no shipment, no refund', () => {
    expect(orderActionsFor(order(1, [2, 9]), 'owner')).toEqual({ moves: [9], shipment: false, payment: true, refund: false });
    expect(orderActionsFor(order(1, [2, 9]), 'operator')).toEqual({ moves: [9], shipment: false, payment: true, refund: false });
  });

  it('paid up to out for delivery: the moves and the shipment form', () => {
    for (const statusId of [2, 3, 4, 5, 6, 7]) {
      expect(orderActionsFor(order(statusId, [statusId + 1, 9], ['applied']), 'manager')).toMatchObject({ shipment: true, payment: false, refund: false });
    }
    expect(orderActionsFor(order(8, [], ['applied']), 'owner')).toEqual({ moves: [], shipment: false, payment: false, refund: false });
  });

  it('a refund for a cancelled or refunding order that was paid, to owners and managers', () => {
    expect(orderActionsFor(order(9, [10], ['applied']), 'owner').refund).toBe(true);
    expect(orderActionsFor(order(10, [11], ['late']), 'manager').refund).toBe(true);
    expect(orderActionsFor(order(9, [10], ['applied']), 'operator').refund).toBe(false);
    expect(orderActionsFor(order(9, [10]), 'owner').refund).toBe(false);
    expect(orderActionsFor(order(9, [10], ['rejected']), 'owner').refund).toBe(false);
  });

  it('never a bare move to refunding or refunded: money goes back through the refund alone', () => {
    expect(orderActionsFor(order(9, [10], ['applied']), 'owner')).toEqual({ moves: [], shipment: false, payment: false, refund: true });
    expect(orderActionsFor(order(10, [11], ['applied']), 'manager')).toEqual({ moves: [], shipment: false, payment: false, refund: true });
    expect(hasAnyAction(orderActionsFor(order(9, [10]), 'owner'))).toBe(false);
  });

  it('support reads orders but changes nothing', () => {
    const actions = orderActionsFor(order(1, [2, 9]), 'support');
    expect(actions).toEqual({ moves: [], shipment: false, payment: false, refund: false });
    expect(hasAnyAction(actions)).toBe(false);
    expect(hasAnyAction(orderActionsFor(order(3, [4, 9], ['applied']), 'operator'))).toBe(true);
  });

  it('asks before cancelling only', () => {
    expect(needsConfirmation(9)).toBe(true);
    expect(needsConfirmation(3)).toBe(false);
  });
});
