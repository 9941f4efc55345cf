import { describe, expect, it } from 'vitest';
import { allowedCoinAmounts, coinValueSatang, isAllowedCoinAmount, maxUsableCoins } from './coin-discount';

const rule = { coinPerBaht: 1, steps: [10, 20, 50, 100, 200, 500, 1000] };

describe('coin discount', () => {
  it('values 1 coin at 1 baht, or at the configured rate', () => {
    expect(coinValueSatang(50, 1)).toBe(5_000);
    expect(coinValueSatang(50, 10)).toBe(500);
    expect(coinValueSatang(5, 10)).toBe(50);
  });

  it('offers the steps within the balance and within what is left to pay', () => {
    expect(allowedCoinAmounts(500, 100_000, rule)).toEqual([10, 20, 50, 100, 200, 500]);
    expect(allowedCoinAmounts(500, 15_000, rule)).toEqual([10, 20, 50, 100]);
    expect(allowedCoinAmounts(5, 100_000, rule)).toEqual([]);
    expect(allowedCoinAmounts(500, 999, rule)).toEqual([]);
  });

  it('never lets the coins be worth more than the order', () => {
    expect(maxUsableCoins(10_000, 12_345, 1)).toBe(123);
    expect(maxUsableCoins(10_000, 12_345, 10)).toBe(1_234);
    expect(maxUsableCoins(0, 12_345, 1)).toBe(0);
  });

  it('accepts only an offered amount', () => {
    expect(isAllowedCoinAmount(100, 500, 100_000, rule)).toBe(true);
    expect(isAllowedCoinAmount(99, 500, 100_000, rule)).toBe(false);
    expect(isAllowedCoinAmount(0, 500, 100_000, rule)).toBe(false);
    expect(isAllowedCoinAmount(1000, 500, 1_000_000, rule)).toBe(false);
  });
});
