import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatOrderDate, formatOrderDateTime, showBaht } from './order-format';

describe('order dates', () => {
  it('writes Thai dates with the Buddhist-era year and English ones with the Gregorian year', () => {
    expect(formatOrderDateTime('2026-03-15T07:30:00Z', 'th')).toBe('15/03/2569 14:30');
    expect(formatOrderDateTime('2026-03-15T07:30:00Z', 'en')).toBe('15/03/2026 14:30');
    expect(formatOrderDate('2026-03-15T07:30:00Z', 'th')).toBe('15/03/2569');
    expect(formatOrderDate('2026-03-15T07:30:00Z', 'en')).toBe('15/03/2026');
  });

  it('uses Bangkok time: 17:00 UTC on New Year’s Eve is already the new year in Thailand', () => {
    expect(formatOrderDateTime('2025-12-31T17:00:00Z', 'th')).toBe('01/01/2569 00:00');
    expect(formatOrderDateTime('2025-12-31T16:59:00Z', 'th')).toBe('31/12/2568 23:59');
    expect(formatOrderDateTime('2025-12-31T17:00:00Z', 'en')).toBe('01/01/2026 00:00');
  });

  it('accepts dates and epoch milliseconds too', () => {
    expect(formatOrderDate(new Date('2024-02-29T05:00:00Z'), 'th')).toBe('29/02/2567');
    expect(formatOrderDate(Date.UTC(2026, 0, 5, 3), 'en')).toBe('05/01/2026');
  });

  it('shows a dash for what is not a date, instead of failing the page', () => {
    expect(formatOrderDateTime('not a date', 'th')).toBe('—');
    expect(formatOrderDate('', 'en')).toBe('—');
  });
});

describe('order amounts', () => {
  it('are baht with two decimals and thousands commas', () => {
    expect(showBaht(520)).toBe('฿520.00');
    expect(showBaht(1234.5)).toBe('฿1,234.50');
    expect(showBaht(19.99)).toBe('฿19.99');
  });
});

describe('calendar days (the expected delivery day)', () => {
  it('reads YYYY-MM-DD as written, the year in the Buddhist era in Thai', () => {
    expect(formatCalendarDay('2026-12-01', 'en')).toBe('01/12/2026');
    expect(formatCalendarDay('2026-12-01', 'th')).toBe('01/12/2569');
  });

  it('shows a dash for no day or a garbled one', () => {
    expect(formatCalendarDay(null, 'en')).toBe('—');
    expect(formatCalendarDay('1/12/2026', 'th')).toBe('—');
  });
});
