import { describe, expect, it } from 'vitest';
import { applyPromotions, type Promotion, type PromotionLine } from './promotions';

const NOW = Date.UTC(2026, 10, 22, 6);
const DAY = 86_400_000;

const promotion = (overrides: Partial<Promotion>): Promotion => ({
  id: 1,
  kind: 'gift',
  minSpendSatang: 0,
  conditionSkuId: null,
  conditionAmount: 1,
  giftSkuId: 500,
  giftAmount: 1,
  discountSatang: null,
  discountPercent: null,
  startsAt: NOW - DAY,
  endsAt: NOW + DAY,
  ...overrides,
});

const line = (overrides: Partial<PromotionLine>): PromotionLine => ({
  skuId: 100,
  orderProductTypeId: 1,
  amount: 1,
  unitPriceSatang: 50_000,
  buyable: true,
  ...overrides,
});

const always = () => true;

describe('applyPromotions: gifts', () => {
  it('gives the gift when the spend and the SKU condition hold', () => {
    const p = promotion({ minSpendSatang: 80_000, conditionSkuId: 100, conditionAmount: 2 });
    expect(applyPromotions([line({ amount: 2 })], [p], NOW, always).gifts).toEqual([{ skuId: 500, amount: 1, promotionIds: [1] }]);
    expect(applyPromotions([line({ amount: 1 })], [p], NOW, always).gifts).toEqual([]);
    expect(applyPromotions([line({ amount: 2, unitPriceSatang: 39_999 })], [p], NOW, always).gifts).toEqual([]);
  });

  it('counts only normal lines that can be bought (not donations, gifts, rewards or sold-out lines)', () => {
    const p = promotion({ minSpendSatang: 50_000 });
    for (const counted of [line({ orderProductTypeId: 2 }), line({ orderProductTypeId: 3 }), line({ orderProductTypeId: 4 }), line({ buyable: false })]) {
      expect(applyPromotions([counted], [p], NOW, always).gifts).toEqual([]);
    }
  });

  it('runs only inside its window', () => {
    expect(applyPromotions([line({})], [promotion({ startsAt: NOW + 1 })], NOW, always).gifts).toEqual([]);
    expect(applyPromotions([line({})], [promotion({ endsAt: NOW })], NOW, always).gifts).toEqual([]);
    expect(applyPromotions([line({})], [promotion({ endsAt: null })], NOW, always).gifts).toHaveLength(1);
  });

  it('adds up two promotions giving the same SKU, as far as its stock goes', () => {
    const two = [promotion({ id: 1, giftAmount: 1 }), promotion({ id: 2, giftAmount: 2 })];
    expect(applyPromotions([line({})], two, NOW, always).gifts).toEqual([{ skuId: 500, amount: 3, promotionIds: [1, 2] }]);
    expect(applyPromotions([line({})], two, NOW, (_sku, amount) => amount <= 2).gifts).toEqual([{ skuId: 500, amount: 1, promotionIds: [1] }]);
    expect(applyPromotions([line({})], two, NOW, () => false).gifts).toEqual([]);
  });
});

describe('applyPromotions: discounts', () => {
  it('takes the single best discount, fixed or a percentage rounded down to the satang', () => {
    const fixed = promotion({ id: 7, kind: 'discount', giftSkuId: null, discountSatang: 10_000, minSpendSatang: 100_000 });
    const percent = promotion({ id: 8, kind: 'discount', giftSkuId: null, discountPercent: 5 });
    // 5 % of ฿1,234.57 is ฿61.7285: 6,172 satang
    expect(applyPromotions([line({ unitPriceSatang: 123_457 })], [fixed, percent], NOW, always)).toEqual({
      gifts: [],
      discountSatang: 10_000,
      discountPromotionId: 7,
    });
    expect(applyPromotions([line({ unitPriceSatang: 99_999 })], [fixed, percent], NOW, always)).toEqual({
      gifts: [],
      discountSatang: 4_999,
      discountPromotionId: 8,
    });
    expect(applyPromotions([line({ unitPriceSatang: 123_457, amount: 3 })], [fixed, percent], NOW, always).discountSatang).toBe(18_518);
  });

  it('never takes off more than the lines cost, and nothing without lines', () => {
    const big = promotion({ kind: 'discount', giftSkuId: null, discountSatang: 90_000 });
    expect(applyPromotions([line({ unitPriceSatang: 1_000 })], [big], NOW, always).discountSatang).toBe(1_000);
    expect(applyPromotions([], [big], NOW, always)).toEqual({ gifts: [], discountSatang: 0, discountPromotionId: null });
  });
});
