import { describe, expect, it } from 'vitest';
import { endedReasonOf, plausibleOrderNo, resultViewOf, statusNameKey } from './order-status-view';

describe('step 3 by status id', () => {
  it('waits for payment at 1 and is paid at 2 (cart spec §2)', () => {
    expect(resultViewOf(1)).toBe('waiting');
    expect(resultViewOf(2)).toBe('paid');
  });

  it('reads an order that moved on past payment (3 to 8) as paid', () => {
    for (const statusId of [3, 4, 5, 6, 7, 8]) expect(resultViewOf(statusId), String(statusId)).toBe('paid');
  });

  it('ends every other status, a status it does not know included', () => {
    for (const statusId of [9, 10, 11, 12, 0, 13, -1, Number.NaN]) expect(resultViewOf(statusId), String(statusId)).toBe('ended');
  });

  it('names why an order ended; expiry is the spec’s default', () => {
    expect(endedReasonOf(12)).toBe('expired');
    expect(endedReasonOf(9)).toBe('cancelled');
    expect(endedReasonOf(10)).toBe('refunding');
    expect(endedReasonOf(11)).toBe('refunded');
    expect(endedReasonOf(42)).toBe('expired');
  });

  it('has a catalog key for each of the twelve statuses and one for the rest', () => {
    expect(statusNameKey(1)).toBe('orders.status.1');
    expect(statusNameKey(12)).toBe('orders.status.12');
    expect(statusNameKey(13)).toBe('orders.status.unknown');
  });
});

describe('the Ref worth asking about', () => {
  it('is 1 to 40 characters once trimmed', () => {
    expect(plausibleOrderNo(' PS2607010ABCDE ')).toBe('PS2607010ABCDE');
    expect(plausibleOrderNo('x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('is nothing for an empty, blank, missing or over-long Ref', () => {
    expect(plausibleOrderNo(null)).toBeNull();
    expect(plausibleOrderNo('')).toBeNull();
    expect(plausibleOrderNo('   ')).toBeNull();
    expect(plausibleOrderNo('x'.repeat(41))).toBeNull();
  });
});
