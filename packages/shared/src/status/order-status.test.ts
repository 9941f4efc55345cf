import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_IDS, checkTransition, isFinalStatus, nextStatuses, transitionEffects, transitionPath, type OrderStatusId } from './order-status';

describe('the order transition table', () => {
  it('has the twelve statuses of the specification', () => {
    expect(ORDER_STATUS_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it.each([
    [1, 2, 'payment'],
    [1, 12, 'system'],
    [1, 9, 'member'],
    [2, 3, 'staff'],
    [3, 4, 'staff'],
    [4, 5, 'staff'],
    [5, 6, 'staff'],
    [6, 7, 'staff'],
    [7, 8, 'staff'],
    [2, 9, 'staff'],
    [7, 9, 'staff'],
    [9, 10, 'staff'],
    [10, 11, 'staff'],
  ] as const)('allows %i → %i by %s', (from, to, actor) => {
    expect(checkTransition(from, to, actor)).toBeNull();
  });

  it.each([
    [1, 3],
    [2, 1],
    [9, 2],
    [1, 8],
    [3, 2],
  ] as const)('refuses %i → %i to anyone', (from, to) => {
    for (const actor of ['member', 'payment', 'system', 'staff'] as const) expect(checkTransition(from, to, actor)).toBe('order.transitionNotAllowed');
  });

  it.each([
    [8, 9],
    [12, 2],
    [11, 10],
  ] as const)('says %i is final when asked for → %i, to anyone, the owner included (issue 38)', (from, to) => {
    for (const actor of ['member', 'payment', 'system', 'staff'] as const) expect(checkTransition(from, to, actor)).toBe('order.final');
  });

  it('lets the member cancel only while unpaid, and only the system expire', () => {
    expect(checkTransition(2, 9, 'member')).toBe('order.transitionNotYours');
    expect(checkTransition(1, 12, 'member')).toBe('order.transitionNotYours');
    expect(checkTransition(1, 12, 'staff')).toBe('order.transitionNotYours');
  });

  it('names the next statuses an actor may choose, delivered among them for staff from any step of fulfilment', () => {
    expect(nextStatuses(1, 'staff')).toEqual([2, 9]);
    expect(nextStatuses(2, 'staff')).toEqual([3, 8, 9]);
    expect(nextStatuses(3, 'staff')).toEqual([4, 8, 9]);
    expect(nextStatuses(7, 'staff')).toEqual([8, 9]);
    expect(nextStatuses(8, 'staff')).toEqual([]);
    expect(nextStatuses(9, 'staff')).toEqual([10]);
    expect(nextStatuses(1, 'member')).toEqual([9]);
  });

  it('ends in 8, 11 and 12 only', () => {
    const ends = ORDER_STATUS_IDS.filter((s) =>
      ORDER_STATUS_IDS.every((to) => ['staff', 'system', 'payment', 'member'].every((actor) => checkTransition(s, to, actor as 'staff') !== null)),
    );
    expect(ends).toEqual([8, 11, 12]);
    expect(ORDER_STATUS_IDS.filter(isFinalStatus)).toEqual([8, 11, 12]);
    expect(isFinalStatus(99)).toBe(false);
  });
});

describe('the path of one request', () => {
  it('is the move itself when the table has it', () => {
    expect(transitionPath(1, 2, 'payment')).toEqual({ steps: [2] });
    expect(transitionPath(7, 8, 'staff')).toEqual({ steps: [8] });
  });

  it('takes staff from paid or preparing to delivered through every step between (issue 38)', () => {
    expect(transitionPath(2, 8, 'staff')).toEqual({ steps: [3, 4, 5, 6, 7, 8] });
    expect(transitionPath(3, 8, 'staff')).toEqual({ steps: [4, 5, 6, 7, 8] });
    expect(transitionPath(6, 8, 'staff')).toEqual({ steps: [7, 8] });
  });

  it('skips nothing else, and for no one else', () => {
    expect(transitionPath(1, 8, 'staff')).toEqual({ refusal: 'order.transitionNotAllowed' });
    expect(transitionPath(2, 8, 'member')).toEqual({ refusal: 'order.transitionNotAllowed' });
    expect(transitionPath(2, 5, 'staff')).toEqual({ refusal: 'order.transitionNotAllowed' });
    expect(transitionPath(9, 11, 'staff')).toEqual({ refusal: 'order.transitionNotAllowed' });
    expect(transitionPath(8, 8, 'staff')).toEqual({ refusal: 'order.final' });
  });
});

describe('transition effects', () => {
  it('gives stock back on cancel or expiry before shipping, never after', () => {
    expect(transitionEffects(1, 12).returnStock).toBe(true);
    expect(transitionEffects(1, 9).returnStock).toBe(true);
    expect(transitionEffects(3, 9).returnStock).toBe(true);
    expect(transitionEffects(4, 9).returnStock).toBe(false);
    expect(transitionEffects(7, 9).returnStock).toBe(false);
  });

  it('gives coins and the promo-code use back on cancel and expiry, and credits earned coins on delivery', () => {
    for (const [from, to] of [
      [1, 12],
      [1, 9],
      [5, 9],
    ] as [OrderStatusId, OrderStatusId][]) {
      expect(transitionEffects(from, to)).toMatchObject({ returnCoins: true, returnPromoCodeUse: true, creditEarnedCoins: false });
    }
    expect(transitionEffects(7, 8)).toEqual({ returnStock: false, returnCoins: false, returnPromoCodeUse: false, creditEarnedCoins: true });
    expect(transitionEffects(1, 2)).toEqual({ returnStock: false, returnCoins: false, returnPromoCodeUse: false, creditEarnedCoins: false });
  });
});
