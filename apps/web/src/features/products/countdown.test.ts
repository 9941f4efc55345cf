import { describe, expect, it } from 'vitest';
import { countdownParts, pad2, soonestEnd } from './countdown';

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

describe('soonestEnd', () => {
  it('picks the earliest end still ahead, ignoring past, missing and broken values', () => {
    expect(soonestEnd(['2026-11-23T00:00:00Z', null, '2026-11-21T00:00:00Z', 'nonsense', '2026-11-22T12:00:00Z'], now)).toBe(
      Date.parse('2026-11-22T12:00:00Z'),
    );
    expect(soonestEnd([null], now)).toBeNull();
  });

  it('pads to two digits', () => {
    expect(pad2(7)).toBe('07');
    expect(pad2(42)).toBe('42');
  });
});
