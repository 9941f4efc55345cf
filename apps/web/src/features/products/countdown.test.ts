import { describe, expect, it } from 'vitest';
import { countdownParts, pad2, sharedEnd } from './countdown';

const now = Date.parse('2026-11-22T00:00:00Z');

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(countdownParts(end, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
  });

  it('stops at zero', () => {
    expect(countdownParts(now - 5000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
    expect(countdownParts(now + 400, now).done).toBe(true);
  });
});

describe('sharedEnd', () => {
  const in6h = '2026-11-22T06:00:00Z';
  const in24h = '2026-11-23T00:00:00Z';

  it('is the moment the whole list ends, the one each product page counts to', () => {
    expect(sharedEnd([in24h, in24h, '2026-11-23T07:00:00+07:00'], true, now)).toBe(Date.parse(in24h));
  });

  it('is none when the products end at different moments: the first of them is not the sale’s end (issue 38)', () => {
    // the home page said 5 h 32 m (the soonest) while the product page of another said 23 h 32 m
    expect(sharedEnd([in6h, in24h], true, now)).toBeNull();
  });

  it('is none when the list is not all here, has ended, or names no end', () => {
    expect(sharedEnd([in24h, in24h], false, now)).toBeNull();
    expect(sharedEnd(['2026-11-21T00:00:00Z'], true, now)).toBeNull();
    expect(sharedEnd([null, null], true, now)).toBeNull();
    expect(sharedEnd(['nonsense'], true, now)).toBeNull();
    expect(sharedEnd([], true, now)).toBeNull();
  });
});

describe('pad2', () => {
  it('pads to two digits', () => {
    expect(pad2(7)).toBe('07');
    expect(pad2(42)).toBe('42');
  });
});
