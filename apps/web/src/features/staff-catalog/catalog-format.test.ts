import { describe, expect, it } from 'vitest';
import { fromBangkokLocal, toBangkokLocal } from '../../lib/bangkok-local-time';
import { signedUnits, stockState } from './catalog-format';

describe('the catalogue on screen', () => {
  it('marks a SKU out of stock at 0 and low up to 5 units, as the dashboard does', () => {
    expect([0, 1, 5, 6, 120].map(stockState)).toEqual(['out', 'low', 'low', 'ok', 'ok']);
  });

  it('writes an instant as Bangkok wall-clock time for a datetime-local field, and reads it back', () => {
    expect(toBangkokLocal('2026-11-30T17:00:00.000Z')).toBe('2026-12-01T00:00');
    expect(toBangkokLocal(null)).toBe('');
    expect(toBangkokLocal('not a date')).toBe('');
    expect(fromBangkokLocal('2026-12-01T00:00')).toBe('2026-12-01T00:00:00+07:00');
    expect(new Date(fromBangkokLocal(toBangkokLocal('2026-05-05T03:04:00Z'))!).toISOString()).toBe('2026-05-05T03:04:00.000Z');
    expect(fromBangkokLocal(' ')).toBeNull();
  });

  it('signs stock changes', () => {
    expect([12, -3, 0].map(signedUnits)).toEqual(['+12', '−3', '0']);
  });
});
