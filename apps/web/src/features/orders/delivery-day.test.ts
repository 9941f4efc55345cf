import { describe, expect, it } from 'vitest';
import { deliveryDayOf } from './delivery-day';

describe('the day the parcel facts name', () => {
  it('is the day a delivered order was delivered, whatever was expected (issue 38: not "no delivery date")', () => {
    expect(deliveryDayOf({ deliveredOn: '2026-11-20', expectedDeliveryOn: null, expectedIsEstimate: false })).toEqual({ kind: 'delivered', day: '2026-11-20' });
    expect(deliveryDayOf({ deliveredOn: '2026-11-20', expectedDeliveryOn: '2026-11-22', expectedIsEstimate: false })).toEqual({
      kind: 'delivered',
      day: '2026-11-20',
    });
  });

  it('is the expected day, said to be an estimate when it is the shop’s, before delivery', () => {
    expect(deliveryDayOf({ deliveredOn: null, expectedDeliveryOn: '2026-12-01', expectedIsEstimate: false })).toEqual({
      kind: 'expected',
      day: '2026-12-01',
      estimate: false,
    });
    expect(deliveryDayOf({ deliveredOn: null, expectedDeliveryOn: '2026-12-01', expectedIsEstimate: true })).toEqual({
      kind: 'expected',
      day: '2026-12-01',
      estimate: true,
    });
  });

  it('is none for an order that will not come', () => {
    expect(deliveryDayOf({ deliveredOn: null, expectedDeliveryOn: null, expectedIsEstimate: false })).toEqual({ kind: 'none' });
  });
});
