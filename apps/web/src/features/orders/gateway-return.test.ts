import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import { GATEWAY_HAND_OFF_STORAGE_KEY, gatewayRefusalOf, isGatewayReturn, rememberGatewayHandOff, spendGatewayHandOff, type PageLoad } from './gateway-return';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    has: (key: string) => items.has(key),
  };
}

const ORDER = 'PS2607010ABCDE';
const LEFT_AT = Date.parse('2026-11-25T12:00:00.000Z');
/** the page the gateway's redirect loaded, a few minutes after the browser left */
const RETURN = { type: 'navigate', startedAt: LEFT_AT + 3 * 60_000 };
const NOW = RETURN.startedAt + 500;

type Storage = Parameters<typeof spendGatewayHandOff>[1];

/** What step 3 does: asks while it is drawn, spends once it is shown. */
function takeGatewayReturn(orderNo: string, load: PageLoad, now: number, storage: Storage): boolean {
  const returned = isGatewayReturn(orderNo, load, now, storage);
  spendGatewayHandOff(orderNo, storage);
  return returned;
}

describe('the way back from the card gateway', () => {
  it('is a return when this order left from this tab and the redirect loaded the page; counted once', () => {
    const storage = memoryStorage();
    rememberGatewayHandOff(ORDER, LEFT_AT, storage);
    expect(takeGatewayReturn(ORDER, RETURN, NOW, storage)).toBe(true);
    expect(storage.has(GATEWAY_HAND_OFF_STORAGE_KEY)).toBe(false);
    expect(takeGatewayReturn(ORDER, RETURN, NOW, storage)).toBe(false);
  });

  it('gives the same answer when asked again before it is spent (React may draw a step twice before showing it)', () => {
    const storage = memoryStorage();
    rememberGatewayHandOff(ORDER, LEFT_AT, storage);
    expect(isGatewayReturn(ORDER, RETURN, NOW, storage)).toBe(true);
    expect(isGatewayReturn(ORDER, RETURN, NOW, storage)).toBe(true);
    spendGatewayHandOff('PS2607010ZZZZZ', storage);
    expect(storage.has(GATEWAY_HAND_OFF_STORAGE_KEY)).toBe(true);
    spendGatewayHandOff(ORDER, storage);
    expect(isGatewayReturn(ORDER, RETURN, NOW, storage)).toBe(false);
  });

  it('is not one for another order, whose hand-off stays for its own page', () => {
    const storage = memoryStorage();
    rememberGatewayHandOff(ORDER, LEFT_AT, storage);
    expect(takeGatewayReturn('PS2607010ZZZZZ', RETURN, NOW, storage)).toBe(false);
    expect(takeGatewayReturn(ORDER, RETURN, NOW, storage)).toBe(true);
  });

  it('is not one after Back or a reload, nor on the page that left (restored as it was), and spends it', () => {
    for (const load of [
      { type: 'back_forward', startedAt: RETURN.startedAt },
      { type: 'reload', startedAt: RETURN.startedAt },
      { type: 'navigate', startedAt: LEFT_AT - 60_000 },
    ]) {
      const storage = memoryStorage();
      rememberGatewayHandOff(ORDER, LEFT_AT, storage);
      expect(takeGatewayReturn(ORDER, load, NOW, storage), load.type).toBe(false);
      expect(storage.has(GATEWAY_HAND_OFF_STORAGE_KEY)).toBe(false);
    }
  });

  it('is not one an hour after leaving', () => {
    const storage = memoryStorage();
    rememberGatewayHandOff(ORDER, LEFT_AT, storage);
    expect(takeGatewayReturn(ORDER, { type: 'navigate', startedAt: LEFT_AT + 60 * 60_000 }, LEFT_AT + 60 * 60_000, storage)).toBe(false);
  });

  it('is not one with nothing kept, something garbled, or the storage blocked', () => {
    expect(takeGatewayReturn(ORDER, RETURN, NOW, memoryStorage())).toBe(false);
    const garbled = memoryStorage();
    garbled.setItem(GATEWAY_HAND_OFF_STORAGE_KEY, '{nope');
    expect(takeGatewayReturn(ORDER, RETURN, NOW, garbled)).toBe(false);
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => rememberGatewayHandOff(ORDER, LEFT_AT, blocked)).not.toThrow();
    expect(takeGatewayReturn(ORDER, RETURN, NOW, blocked)).toBe(false);
    expect(takeGatewayReturn(ORDER, RETURN, NOW, null)).toBe(false);
  });
});

describe("what step 3 says of the gateway's word on the way back", () => {
  it('says a declined or cancelled card while the order still waits for payment', () => {
    expect(gatewayRefusalOf('declined', ORDER_STATUS.waitingForPayment)).toBe('declined');
    expect(gatewayRefusalOf('cancelled', ORDER_STATUS.waitingForPayment)).toBe('cancelled');
  });

  it('says nothing before the word has come, for a payment, or before the status is known', () => {
    expect(gatewayRefusalOf(null, ORDER_STATUS.waitingForPayment)).toBeNull();
    expect(gatewayRefusalOf(undefined, ORDER_STATUS.waitingForPayment)).toBeNull();
    expect(gatewayRefusalOf('paid', ORDER_STATUS.waitingForPayment)).toBeNull();
    expect(gatewayRefusalOf('declined', undefined)).toBeNull();
  });

  it('never speaks over the status: a paid order is paid, an ended one ended, whatever the last word', () => {
    expect(gatewayRefusalOf('declined', ORDER_STATUS.paid)).toBeNull();
    expect(gatewayRefusalOf('declined', ORDER_STATUS.expired)).toBeNull();
    expect(gatewayRefusalOf('cancelled', ORDER_STATUS.cancelled)).toBeNull();
  });
});
