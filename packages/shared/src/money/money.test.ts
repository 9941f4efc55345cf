import { describe, expect, it } from 'vitest';
import { bahtDecimalText, bahtToSatang, decimalTextToSatang, formatBaht, satangToBaht } from './money';

describe('money', () => {
  it('formats satang as baht with thousands separators and two decimals', () => {
    expect(formatBaht(123400)).toBe('฿1,234.00');
    expect(formatBaht(5)).toBe('฿0.05');
    expect(formatBaht(0)).toBe('฿0.00');
    expect(formatBaht(-150)).toBe('-฿1.50');
    expect(formatBaht(123456789012)).toBe('฿1,234,567,890.12');
    expect(formatBaht(99999)).toBe('฿999.99');
    expect(formatBaht(100000)).toBe('฿1,000.00');
    expect(formatBaht(123456789)).toBe('฿1,234,567.89');
  });

  it('converts baht to satang without floating-point drift', () => {
    expect(bahtToSatang(19.99)).toBe(1999);
    expect(bahtToSatang(0.1 + 0.2)).toBe(30);
    expect(bahtToSatang(1234)).toBe(123400);
  });

  it('converts satang to baht for the API edge', () => {
    expect(satangToBaht(1999)).toBe(19.99);
    expect(satangToBaht(100)).toBe(1);
  });

  it('writes amounts as payment providers do: two decimals, no grouping', () => {
    expect(bahtDecimalText(52_000)).toBe('520.00');
    expect(bahtDecimalText(1)).toBe('0.01');
    expect([decimalTextToSatang('520.00'), decimalTextToSatang('0.01')]).toEqual([52_000, 1]);
    expect(bahtDecimalText(123_456_789)).toBe('1234567.89');
    expect(() => bahtDecimalText(-1)).toThrow(RangeError);
    expect(() => bahtDecimalText(1.5)).toThrow(RangeError);
  });

  it('refuses amounts that are not whole satang', () => {
    expect(() => satangToBaht(1.5)).toThrow(RangeError);
    expect(() => formatBaht(Number.NaN)).toThrow(RangeError);
    expect(() => bahtToSatang(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
