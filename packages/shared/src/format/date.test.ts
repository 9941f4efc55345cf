import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeSeconds, formatNumber, SHOP_TIME_ZONE, shopYear } from './date';

describe('formatDate', () => {
  it('writes DD/MM/YYYY with leading zeros', () => {
    expect(formatDate(new Date('2026-01-05T03:00:00Z'))).toBe('05/01/2026');
  });

  it('uses Bangkok time: 17:00 UTC is already the next day in Thailand', () => {
    expect(formatDate(new Date('2025-12-31T17:00:00Z'))).toBe('01/01/2026');
    expect(formatDate(new Date('2025-12-31T16:59:59Z'))).toBe('31/12/2025');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatDate('2026-03-15T10:00:00+07:00')).toBe('15/03/2026');
    expect(formatDate(Date.UTC(2026, 1, 28, 12))).toBe('28/02/2026');
  });

  it('writes the Gregorian year in English and the Buddhist era in Thai', () => {
    expect(formatDate('2026-06-01T00:00:00+07:00')).toBe('01/06/2026');
    expect(formatDate('2026-06-01T00:00:00+07:00', 'en')).toBe('01/06/2026');
    expect(formatDate('2026-06-01T00:00:00+07:00', 'th')).toBe('01/06/2569');
  });

  it('turns the Thai year over at Bangkok midnight on 1 January', () => {
    expect(formatDate('2025-12-31T16:59:59Z', 'th')).toBe('31/12/2568');
    expect(formatDate('2025-12-31T17:00:00Z', 'th')).toBe('01/01/2569');
  });

  it('handles a leap day', () => {
    expect(formatDate('2024-02-29T12:00:00+07:00')).toBe('29/02/2024');
  });

  it('rejects what is not a date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatDate(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('adds 24-hour HH:mm in Bangkok time', () => {
    expect(formatDateTime(new Date('2026-01-05T07:30:45Z'))).toBe('05/01/2026 14:30');
  });

  it('writes midnight as 00:00, not 24:00', () => {
    expect(formatDateTime('2026-01-05T00:00:00+07:00')).toBe('05/01/2026 00:00');
  });

  it('pads single-digit hours and minutes', () => {
    expect(formatDateTime('2026-11-09T09:05:00+07:00')).toBe('09/11/2026 09:05');
  });

  it('writes the Buddhist-era year in Thai', () => {
    expect(formatDateTime('2026-11-09T09:05:00+07:00', 'th')).toBe('09/11/2569 09:05');
  });
});

describe('formatDateTimeSeconds', () => {
  it('adds seconds', () => {
    expect(formatDateTimeSeconds(new Date('2026-01-05T07:30:09Z'))).toBe('05/01/2026 14:30:09');
  });

  it('writes the Thai QR expiry with the Buddhist-era year in Thai', () => {
    expect(formatDateTimeSeconds(new Date('2026-01-05T07:30:09Z'), 'th')).toBe('05/01/2569 14:30:09');
  });

  it('is the same on either side of a UTC day change', () => {
    expect(formatDateTimeSeconds('2026-04-30T23:59:59Z')).toBe('01/05/2026 06:59:59');
  });

  it('agrees with the time-zone database on Asia/Bangkok through seventy years, at every hour of the day', () => {
    const zone = new Intl.DateTimeFormat('en-GB', {
      timeZone: SHOP_TIME_ZONE,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    for (let at = Date.UTC(1990, 0, 1, 16, 59, 59); at < Date.UTC(2060, 0, 1); at += 3 * 86_400_000 + 3_599_000) {
      const p = Object.fromEntries(zone.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
      const hour = p.hour === '24' ? '00' : p.hour;
      expect(formatDateTimeSeconds(at)).toBe(`${p.day}/${p.month}/${p.year} ${hour}:${p.minute}:${p.second}`);
    }
  });
});

describe('shopYear', () => {
  it("is the Gregorian year on Thailand's clock", () => {
    expect(shopYear(new Date('2026-12-31T16:59:59Z'))).toBe(2026);
    expect(shopYear(new Date('2026-12-31T17:00:00Z'))).toBe(2027);
  });
});

describe('formatNumber', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('keeps up to two decimals by default, without padding', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(1234.567)).toBe('1,234.57');
  });

  it('can show whole numbers only', () => {
    expect(formatNumber(1234.5, 0)).toBe('1,235');
  });

  it('writes negatives with a minus sign and never "-0"', () => {
    expect(formatNumber(-1500)).toBe('-1,500');
    expect(formatNumber(-0)).toBe('0');
  });

  it('rejects NaN and infinities', () => {
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
