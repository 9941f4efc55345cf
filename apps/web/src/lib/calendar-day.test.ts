import { describe, expect, it } from 'vitest';
import { calendarDay } from './calendar-day';

describe('calendarDay', () => {
  it('keeps a real day written YYYY-MM-DD, and nothing else', () => {
    expect(calendarDay('2028-02-29')).toBe('2028-02-29');
    expect(calendarDay('2026-02-29')).toBe('');
    expect(calendarDay('2026-1-5')).toBe('');
    expect(calendarDay(null)).toBe('');
  });
});
