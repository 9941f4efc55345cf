import { describe, expect, it } from 'vitest';
import {
  PLACED_ORDER_STORAGE_KEY,
  readPlacedOrder,
  rememberedFactsOf,
  rememberOrderStatus,
  rememberOrderToPay,
  rememberPlacedOrder,
  spendPayNow,
} from './placed-order';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    raw: () => JSON.parse(items.get(PLACED_ORDER_STORAGE_KEY) ?? 'null') as unknown,
  };
}

const placed = { orderNo: 'PS2607010ABCDE', orderId: 41, netTotalPrice: 279, expiryDate: '2026-11-25T12:15:00.000Z', productType: 'regular' };

describe('the order step 2 hands to step 3', () => {
  it('is kept waiting for payment, with its payment to open at once when step 2 says so', () => {
    const storage = memoryStorage();
    rememberPlacedOrder(placed, { payNow: true }, storage);
    expect(readPlacedOrder(placed.orderNo, storage)).toEqual({ ...placed, statusId: 1, payNow: true });
    rememberPlacedOrder(placed, {}, storage);
    expect(readPlacedOrder(placed.orderNo, storage)).toEqual({ ...placed, statusId: 1 });
  });

  it('opens its payment once: spent, a reload finds the order without it', () => {
    const storage = memoryStorage();
    rememberPlacedOrder(placed, { payNow: true }, storage);
    spendPayNow(placed.orderNo, storage);
    expect(readPlacedOrder(placed.orderNo, storage)).toEqual({ ...placed, statusId: 1 });
    // another order's number leaves it alone
    rememberPlacedOrder(placed, { payNow: true }, storage);
    spendPayNow('PS2607010ZZZZZ', storage);
    expect(readPlacedOrder(placed.orderNo, storage)?.payNow).toBe(true);
  });

  it('takes the status the payment learnt, keeping what step 2 knew and spending payNow', () => {
    const storage = memoryStorage();
    rememberPlacedOrder(placed, { payNow: true }, storage);
    rememberOrderStatus({ orderNo: placed.orderNo, orderId: 41, statusId: 2, netTotalPrice: 279, expiryDate: placed.expiryDate }, storage);
    expect(storage.raw()).toEqual({ ...placed, statusId: 2 });
  });

  it('keeps a payment’s order of which the tab knew nothing (opened from my orders)', () => {
    const storage = memoryStorage();
    rememberPlacedOrder(placed, { payNow: true }, storage);
    const other = { orderNo: 'PS2607010XYZ12', orderId: 7, statusId: 1, netTotalPrice: 99.5, expiryDate: '2026-11-26T01:00:00.000Z' };
    rememberOrderStatus(other, storage);
    expect(readPlacedOrder(other.orderNo, storage)).toEqual(other);
    expect(readPlacedOrder(placed.orderNo, storage)).toBeNull();
  });

  it('takes an order from my orders to pay now, in place of the one step 2 kept, spent like it', () => {
    const storage = memoryStorage();
    rememberPlacedOrder(placed, {}, storage);
    // a list item in the member area's names (member-area spec §3)
    const listed = {
      id: 7,
      orderNo: 'PS2607010XYZ12',
      createDate: '2026-11-25T11:00:00.000Z',
      statusId: 1,
      grandTotalPrice: 99.5,
      isDonation: false,
      paymentId: 2,
      expireDate: '2026-11-26T01:00:00.000Z',
    };
    rememberOrderToPay(listed, storage);
    expect(storage.raw()).toEqual({ orderNo: listed.orderNo, orderId: 7, netTotalPrice: 99.5, expiryDate: listed.expireDate, statusId: 1, payNow: true });
    expect(readPlacedOrder(placed.orderNo, storage)).toBeNull();
    spendPayNow(listed.orderNo, storage);
    expect(readPlacedOrder(listed.orderNo, storage)?.payNow).toBeUndefined();
  });

  it('keeps what a listed order says in the placed order’s names, for step 3', () => {
    expect(rememberedFactsOf({ id: 7, orderNo: 'PS2607010XYZ12', grandTotalPrice: 99.5, expireDate: '2026-11-26T01:00:00.000Z' })).toEqual({
      orderNo: 'PS2607010XYZ12',
      orderId: 7,
      netTotalPrice: 99.5,
      expiryDate: '2026-11-26T01:00:00.000Z',
    });
  });

  it('reads nothing from an empty, garbled or blocked storage', () => {
    expect(readPlacedOrder(null, memoryStorage())).toBeNull();
    const garbled = memoryStorage();
    garbled.setItem(PLACED_ORDER_STORAGE_KEY, '{nope');
    expect(readPlacedOrder(null, garbled)).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => rememberPlacedOrder(placed, { payNow: true }, blocked)).not.toThrow();
    expect(readPlacedOrder(null, blocked)).toBeNull();
    expect(() => spendPayNow(placed.orderNo, blocked)).not.toThrow();
  });
});
