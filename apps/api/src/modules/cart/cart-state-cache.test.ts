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

  it("applies this process' own write of a line to the state known before it, and counts it as seen", () => {
    const cache = createCartStateCache();
    const line = (skuId: number, amount: number) => ({ skuId, orderProductTypeId: 1, donationPlaceId: 0, amount });
    cache.store(7, cache.begin(), { lines: [line(1, 1), line(2, 1)], balance: 50 }, seenTransactions('100:105:', null));
    const ticket = cache.beforeWrite(7);
    // a read that began before the write's answer cannot keep what it read afterwards
    const read = cache.begin();
    expect(cache.wroteLine(7, ticket, line(1, 3), 106)).toBe(true);
    expect(cache.get(7)).toEqual({ lines: [line(1, 3), line(2, 1)], balance: 50 });
    expect(cache.store(7, read, state(9))).toBe(false);
    // a new line goes last, as the lines are ordered by when they were added
    expect(cache.wroteLine(7, cache.beforeWrite(7), line(5, 2), 107)).toBe(true);
    expect(cache.get(7)!.lines).toEqual([line(1, 3), line(2, 1), line(5, 2)]);
    // the notifications of those writes leave the state; a change it has not seen drops it
    cache.notified(7, 106);
    cache.notified(7, 107);
    expect(cache.get(7)!.lines).toHaveLength(3);
    cache.notified(7, 108);
    expect(cache.get(7)).toBeUndefined();
  });

  it('reads a member again after so many own writes applied to one entry', () => {
    const cache = createCartStateCache({ ownWritesLimit: 3 });
    cache.store(7, cache.begin(), state(1), seenTransactions('100:105:', null));
    for (const xid of [106, 107, 108])
      expect(cache.wroteLine(7, cache.beforeWrite(7), { skuId: 1, orderProductTypeId: 1, donationPlaceId: 0, amount: xid }, xid)).toBe(true);
    expect(cache.get(7)?.lines[0]?.amount).toBe(108);
    expect(cache.wroteLine(7, cache.beforeWrite(7), { skuId: 1, orderProductTypeId: 1, donationPlaceId: 0, amount: 9 }, 109)).toBe(false);
    expect(cache.get(7)).toBeUndefined();
  });

  it('drops the member instead when the state known before the write did not stay untouched', () => {
    const cache = createCartStateCache();
    const line = { skuId: 1, orderProductTypeId: 1, donationPlaceId: 0, amount: 4 };
    const seen = seenTransactions('100:105:', null);
    // nothing was known
    expect(cache.wroteLine(7, cache.beforeWrite(7), line, 106)).toBe(false);
    expect(cache.get(7)).toBeUndefined();
    // another write of the member finished first (two tabs)
    cache.store(7, cache.begin(), state(1), seen);
    const first = cache.beforeWrite(7);
    const second = cache.beforeWrite(7);
    expect(cache.wroteLine(7, second, line, 107)).toBe(true);
    expect(cache.wroteLine(7, first, { ...line, amount: 2 }, 106)).toBe(false);
    expect(cache.get(7)).toBeUndefined();
    // a read stored meanwhile may hold changes committed after the write: not patched
    cache.store(7, cache.begin(), state(1), seen);
    const ticket = cache.beforeWrite(7);
    cache.invalidate(7);
    cache.store(7, cache.begin(), state(8), seenTransactions('100:110:', null));
    expect(cache.wroteLine(7, ticket, line, 106)).toBe(false);
    expect(cache.get(7)).toBeUndefined();
    // a state read without a snapshot (an unknown member) is never patched
    cache.store(8, cache.begin(), state(1));
    expect(cache.wroteLine(8, cache.beforeWrite(8), line, 106)).toBe(false);
  });

  it('applies the write when its own notification arrives before its answer, and only then', () => {
    const cache = createCartStateCache();
    const line = { skuId: 1, orderProductTypeId: 1, donationPlaceId: 0, amount: 4 };
    const seen = seenTransactions('100:105:', null);

    cache.store(7, cache.begin(), state(1), seen);
    let ticket = cache.beforeWrite(7);
    cache.notified(7, 106); // the write's own notification, first
    expect(cache.get(7)).toBeUndefined(); // meanwhile the member is read afresh
    expect(cache.wroteLine(7, ticket, line, 106)).toBe(true);
    expect(cache.get(7)).toEqual({ lines: [line], balance: 0 });

    // another transaction's notification heard meanwhile: dropped, whatever order
    for (const order of [
      [108, 109],
      [109, 108],
    ]) {
      cache.store(7, cache.begin(), state(1), seen);
      ticket = cache.beforeWrite(7);
      for (const xid of order) cache.notified(7, xid);
      expect(cache.wroteLine(7, ticket, line, 109)).toBe(false);
      expect(cache.get(7)).toBeUndefined();
    }

    // a read stored meanwhile (it may hold more than the write): dropped
    cache.store(7, cache.begin(), state(1), seen);
    ticket = cache.beforeWrite(7);
    cache.notified(7, 110);
    cache.store(7, cache.begin(), state(2), seenTransactions('100:111:', null));
    expect(cache.wroteLine(7, ticket, line, 110)).toBe(false);
    expect(cache.get(7)).toBeUndefined();

    // with no write under way a notification simply drops the member
    cache.store(7, cache.begin(), state(1), seen);
    cache.notified(7, 111);
    const late = cache.beforeWrite(7);
    expect(cache.wroteLine(7, late, line, 111)).toBe(false);
    // what a write that wrote nothing had put aside is not taken by the next write
    cache.store(7, cache.begin(), state(1), seen);
    const refused = cache.beforeWrite(7);
    cache.notified(7, 112);
    cache.wroteNothing(7, false);
    expect(cache.wroteLine(7, refused, line, 112)).toBe(false);

    // a failed write drops the member, one that wrote nothing leaves it
    cache.store(7, cache.begin(), state(1), seen);
    cache.beforeWrite(7);
    cache.wroteNothing(7, false);
    expect(cache.get(7)).toEqual(state(1));
    cache.beforeWrite(7);
    cache.wroteNothing(7, true);
    expect(cache.get(7)).toBeUndefined();
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
    expect(seen).toEqual({ xmin: 100, xmax: 105, inProgress: [101, 103], own: [107] });
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
