import { describe, expect, it } from 'vitest';
import { GENERAL_CHOICE } from './cart-rules';
import { forgetOrderedGroup, isSpentDetailsStep, ORDERED_GROUP_STORAGE_KEY, readOrderedGroup, rememberOrderedGroup } from './ordered-group';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const DONATION = 'donation-3' as const;

describe('the group this tab has just ordered', () => {
  it('is kept from step 2 until step 1 starts a new checkout', () => {
    const storage = memoryStorage();
    expect(readOrderedGroup(storage)).toBeNull();
    rememberOrderedGroup(DONATION, storage);
    expect(readOrderedGroup(storage)).toBe(DONATION);
    forgetOrderedGroup(storage);
    expect(readOrderedGroup(storage)).toBeNull();
  });

  it('reads nothing it did not write, and nothing when storage is blocked', () => {
    const storage = memoryStorage();
    storage.setItem(ORDERED_GROUP_STORAGE_KEY, 'donation-0');
    expect(readOrderedGroup(storage)).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => rememberOrderedGroup(GENERAL_CHOICE, blocked)).not.toThrow();
    expect(readOrderedGroup(blocked)).toBeNull();
  });
});

describe('a step 2 shown again after its group was ordered (Back from step 3)', () => {
  it('is spent when the ordered group is gone from the cart or can no longer be bought', () => {
    // the general products were ordered: the cart now has none, or only a donation group left
    expect(isSpentDetailsStep({ chosen: GENERAL_CHOICE, resolved: null, canBuy: false, ordered: GENERAL_CHOICE })).toBe(true);
    expect(isSpentDetailsStep({ chosen: GENERAL_CHOICE, resolved: DONATION, canBuy: true, ordered: GENERAL_CHOICE })).toBe(true);
    expect(isSpentDetailsStep({ chosen: DONATION, resolved: DONATION, canBuy: false, ordered: DONATION })).toBe(true);
  });

  it('is not spent while its group can still be bought as it is (a new checkout of the same group)', () => {
    expect(isSpentDetailsStep({ chosen: GENERAL_CHOICE, resolved: GENERAL_CHOICE, canBuy: true, ordered: GENERAL_CHOICE })).toBe(false);
  });

  it('still says the cart has changed when nothing was ordered here, or another group was', () => {
    expect(isSpentDetailsStep({ chosen: GENERAL_CHOICE, resolved: null, canBuy: false, ordered: null })).toBe(false);
    expect(isSpentDetailsStep({ chosen: GENERAL_CHOICE, resolved: GENERAL_CHOICE, canBuy: false, ordered: DONATION })).toBe(false);
  });
});
