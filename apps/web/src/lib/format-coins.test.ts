import { describe, expect, it } from 'vitest';
import { formatCoins } from './format-coins';

describe('formatCoins', () => {
  it('writes whole coins with thousands separators and Latin digits, as Thai-TH and en-US number formats do', () => {
    for (const coins of [0, 7, 999, 1000, 1234567, -2500]) {
      expect(formatCoins(coins)).toBe(new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0, numberingSystem: 'latn' }).format(coins));
      expect(formatCoins(coins)).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(coins));
    }
  });
});
