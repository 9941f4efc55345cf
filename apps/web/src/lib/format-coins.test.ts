import { describe, expect, it } from 'vitest';
import { formatCoins } from './format-coins';

describe('formatCoins', () => {
  it('writes whole coins with thousands separators and Latin digits in both languages', () => {
    expect(formatCoins(1234567, 'en')).toBe('1,234,567');
    expect(formatCoins(1234567, 'th')).toBe('1,234,567');
    expect(formatCoins(0, 'th')).toBe('0');
  });
});
