import { describe, expect, it } from 'vitest';
import { coinsShort, isSoldOut, pageCount, redeemBlock, sectionTarget } from './coin-rules';

const reward = (coinReward: number, totalProductInSellStock: number) => ({ coinReward, totalProductInSellStock });

describe('redeemBlock', () => {
  it('lets a member redeem with exactly enough coins and stock', () => {
    expect(redeemBlock(100, reward(100, 1))).toBeNull();
    expect(redeemBlock(500, reward(100, 20))).toBeNull();
  });

  it('blocks a reward that costs more than the current coins', () => {
    expect(redeemBlock(99, reward(100, 5))).toBe('not-enough');
    expect(redeemBlock(0, reward(50, 5))).toBe('not-enough');
  });

  it('blocks while the coins are not known yet', () => {
    expect(redeemBlock(undefined, reward(50, 5))).toBe('not-enough');
    expect(redeemBlock(null, reward(50, 5))).toBe('not-enough');
  });

  it('calls a reward without stock sold out, whatever the coins', () => {
    expect(redeemBlock(1000, reward(50, 0))).toBe('sold-out');
    expect(redeemBlock(0, reward(50, -1))).toBe('sold-out');
    expect(isSoldOut(reward(50, 0))).toBe(true);
    expect(isSoldOut(reward(50, 1))).toBe(false);
  });
});

describe('coinsShort', () => {
  it('is what is missing, never negative', () => {
    expect(coinsShort(100, reward(120, 1))).toBe(20);
    expect(coinsShort(150, reward(120, 1))).toBe(0);
  });
});

describe('pageCount', () => {
  it('rounds up and never says zero pages', () => {
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(0, 12)).toBe(1);
  });
});

describe('sectionTarget', () => {
  it('maps the two sections of the spec and ignores anything else', () => {
    expect(sectionTarget('my-pcg-coin')).toBe('my-pcg-coin');
    expect(sectionTarget('document')).toBe('coin-guide');
    expect(sectionTarget('toString')).toBeNull();
    expect(sectionTarget('')).toBeNull();
    expect(sectionTarget(null)).toBeNull();
  });
});
