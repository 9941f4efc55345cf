import { describe, expect, it } from 'vitest';
import { createCartStateCache, includes, seenTransactions, type CartState } from './cart-state-cache';

const state = (amount: number, balance = 0): CartState => ({ lines: [{ skuId: 1, orderProductTypeId: 1, donationPlaceId: 0, amount }], balance });

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the cart state cache', () => {
  it('keeps a state read while nothing changed, and drops it on invalidation', () => {
    const cache = createCartStateCache();
    const begun = cache.begin();
    expect(cache.store(7, begun, state(1))).toBe(true);
    expect(cache.get(7)).toEqual(state(1));
    expect(cache.get(8)).toBeUndefined();
    cache.invalidate(7);
    expect(cache.get(7)).toBeUndefined();
  });

  it('never keeps a read that began before an invalidation of that member, whenever its answer arrives', () => {
    const cache = createCartStateCache();
    const begun = cache.begin();
    cache.invalidate(7); // the change lands while the read is on its way
    expect(cache.store(7, begun, state(1))).toBe(false);
    expect(cache.get(7)).toBeUndefined();
    // another member's change does not matter
    const other = cache.begin();
    cache.invalidate(8);
    expect(cache.store(7, other, state(2))).toBe(true);
    // a read begun after the change may be kept
    const after = cache.begin();
    expect(cache.store(8, after, state(3))).toBe(true);
  });

  it('after a clear (lost notifications) keeps nothing read before it', () => {
    const cache = createCartStateCache();
    cache.store(1, cache.begin(), state(1));
    const begun = cache.begin();
    cache.clear();
    expect(cache.get(1)).toBeUndefined();
    expect(cache.store(2, begun, state(1))).toBe(false);
    expect(cache.store(2, cache.begin(), state(1))).toBe(true);
  });

  it('stays exact when the record of invalidations overflows', () => {
    const cache = createCartStateCache({ limit: 3 });
    const begun = cache.begin();
    for (let id = 10; id < 20; id++) cache.invalidate(id); // forgets who was invalidated
    expect(cache.store(15, begun, state(1))).toBe(false);
    expect(cache.store(99, begun, state(1))).toBe(false); // cannot tell, so it is not kept
    expect(cache.store(99, cache.begin(), state(1))).toBe(true);
  });

  it('keeps a held member out until the hold ends', () => {
    const time = clock();
    const cache = createCartStateCache({ holdMs: 100, now: time.now });
    cache.store(5, cache.begin(), state(1));
    cache.hold(5);
    expect(cache.get(5)).toBeUndefined();
    expect(cache.store(5, cache.begin(), state(1))).toBe(false);
    time.advance(101);
    expect(cache.store(5, cache.begin(), state(2))).toBe(true);
    expect(cache.get(5)).toEqual(state(2));
  });

  it('reads an entry again after its time to live, and drops the least recently used past the limit', () => {
    const time = clock();
    const cache = createCartStateCache({ limit: 2, ttlMs: 1_000, now: time.now });
    cache.store(1, cache.begin(), state(1));
    cache.store(2, cache.begin(), state(2));
    expect(cache.get(1)).toBeDefined(); // 1 is now the most recently used
    cache.store(3, cache.begin(), state(3));
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(1)).toBeDefined();
    expect(cache.size).toBe(2);
    time.advance(1_000);
    expect(cache.get(1)).toBeUndefined();
  });

  it('hands out frozen states, shared by every answer', () => {
    const cache = createCartStateCache();
    cache.store(1, cache.begin(), state(1));
    const kept = cache.get(1)!;
    expect(Object.isFrozen(kept.lines)).toBe(true);
    expect(() => (kept.lines as CartState['lines'][number][]).push(kept.lines[0]!)).toThrow();
  });

  it('keeps an entry on a notification of a transaction its read already included, and drops it otherwise', () => {
    const cache = createCartStateCache();
    const seen = seenTransactions('100:105:101,103', '107')!;
    expect(seen).toEqual({ xmin: 100, xmax: 105, inProgress: [101, 103], own: 107 });
    expect([99, 102, 104, 107].map((x) => includes(seen, x))).toEqual([true, true, true, true]);
    expect([101, 103, 105, 106].map((x) => includes(seen, x))).toEqual([false, false, false, false]);

    cache.store(1, cache.begin(), state(1), seen);
    cache.notified(1, 107); // its own write
    cache.notified(1, 102); // committed before the read
    expect(cache.get(1)).toEqual(state(1));
    cache.notified(1, 103); // was still running when it read
    expect(cache.get(1)).toBeUndefined();

    cache.store(2, cache.begin(), state(1), null);
    cache.notified(2, 1); // unknown what the read saw: dropped
    expect(cache.get(2)).toBeUndefined();
    cache.store(3, cache.begin(), state(1), seen);
    cache.notified(3, null);
    expect(cache.get(3)).toBeUndefined();
  });

  it('a notification still stops reads under way from storing, even when the entry stays', () => {
    const cache = createCartStateCache();
    cache.store(1, cache.begin(), state(1), seenTransactions('100:100:', null));
    const begun = cache.begin();
    cache.notified(1, 50);
    expect(cache.get(1)).toEqual(state(1));
    expect(cache.store(1, begun, state(2))).toBe(false);
  });
});
