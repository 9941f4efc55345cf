import { describe, expect, it } from 'vitest';
import { countdownNotice, formatCountdown, remainingMs } from './countdown';

const expiry = '2026-03-15T10:00:00.000Z';
const at = (iso: string) => new Date(iso).getTime();

describe('time left to pay', () => {
  it('counts down to the order’s expiry and stops at zero', () => {
    expect(remainingMs(expiry, at('2026-03-15T09:45:00.000Z'))).toBe(15 * 60_000);
    expect(remainingMs(expiry, at('2026-03-15T10:00:00.000Z'))).toBe(0);
    expect(remainingMs(expiry, at('2026-03-15T10:00:01.000Z'))).toBe(0);
    expect(remainingMs(new Date(expiry), at('2026-03-15T09:59:59.250Z'))).toBe(750);
  });

  it('treats an unreadable expiry as over rather than counting forever', () => {
    expect(remainingMs('not a date', 0)).toBe(0);
  });
});

describe('the countdown on screen', () => {
  it('is mm:ss under an hour', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(59 * 60_000 + 59_000)).toBe('59:59');
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(9_000)).toBe('00:09');
  });

  it('is h:mm:ss from an hour on', () => {
    expect(formatCountdown(60 * 60_000)).toBe('1:00:00');
    expect(formatCountdown(24 * 3_600_000 + 62_000)).toBe('24:01:02');
  });

  it('rounds part of a second up: 00:00 only when the time is up', () => {
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5_000)).toBe('00:00');
  });
});

describe('what a screen reader is told', () => {
  it('nothing while more than 30 minutes remain', () => {
    expect(countdownNotice(31 * 60_000)).toBeNull();
    expect(countdownNotice(30 * 60_000 + 1)).toBeNull();
  });

  it('the mark the time left is within, changing only at 30, 15, 10, 5, 2 and 1 minutes', () => {
    expect(countdownNotice(30 * 60_000)).toEqual({ kind: 'minutes-left', minutes: 30 });
    expect(countdownNotice(16 * 60_000)).toEqual({ kind: 'minutes-left', minutes: 30 });
    expect(countdownNotice(14 * 60_000 + 59_000)).toEqual({ kind: 'minutes-left', minutes: 15 });
    expect(countdownNotice(4 * 60_000)).toEqual({ kind: 'minutes-left', minutes: 5 });
    expect(countdownNotice(61_000)).toEqual({ kind: 'minutes-left', minutes: 2 });
    expect(countdownNotice(1_000)).toEqual({ kind: 'minutes-left', minutes: 1 });
  });

  it('that the QR has expired at zero', () => {
    expect(countdownNotice(0)).toEqual({ kind: 'expired' });
  });

  it('changes a handful of times over half an hour, not every second', () => {
    const texts = new Set<string>();
    for (let ms = 30 * 60_000; ms >= 0; ms -= 1_000) texts.add(JSON.stringify(countdownNotice(ms)));
    expect(texts.size).toBe(7);
  });
});
