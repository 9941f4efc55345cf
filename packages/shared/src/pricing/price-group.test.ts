import { describe, expect, it } from 'vitest';
import { priceGroup, type PricedLine, type ShippingRule } from './price-group';

const shipping: ShippingRule = { flatFeeSatang: 5_000, freeFromSatang: 49_900, donationsShipFree: true };
const line = (overrides: Partial<PricedLine>): PricedLine => ({
  orderProductTypeId: 1,
  unitPriceSatang: 10_000,
  amount: 1,
  coinsPer100Baht: 2,
  ...overrides,
});

describe('priceGroup', () => {
  it('adds up normal lines, charges the flat fee below the threshold and earns coins per full 100 baht', () => {
    const totals = priceGroup(
      [line({ unitPriceSatang: 23_550, amount: 1 }), line({ unitPriceSatang: 9_999, amount: 2, coinsPer100Baht: 5 })],
      'general',
      shipping,
    );
    expect(totals).toEqual({
      totalAmount: 3,
      totalPriceSatang: 43_548,
      totalShippingSatang: 5_000,
      totalDiscountPromotionSatang: 0,
      grandTotalSatang: 48_548,
      // 235.50 baht × 2/100 → 4; 199.98 baht × 5/100 → 9
      receiveCoin: 13,
      lineTotalsSatang: [23_550, 19_998],
    });
  });

  it('ships free from the threshold, judged after the promotion discount', () => {
    expect(priceGroup([line({ unitPriceSatang: 49_900 })], 'general', shipping).totalShippingSatang).toBe(0);
    const discounted = priceGroup([line({ unitPriceSatang: 49_900 })], 'general', shipping, 1_000);
    expect(discounted).toMatchObject({ totalShippingSatang: 5_000, totalDiscountPromotionSatang: 1_000, grandTotalSatang: 53_900 });
  });

  it('never discounts more than the lines cost', () => {
    expect(priceGroup([line({ unitPriceSatang: 1_000 })], 'general', shipping, 5_000)).toMatchObject({
      totalDiscountPromotionSatang: 1_000,
      grandTotalSatang: 5_000,
    });
  });

  it('does not charge complimentary and free lines, and they earn no coins', () => {
    const totals = priceGroup(
      [
        line({ orderProductTypeId: 3, unitPriceSatang: 30_000 }),
        line({ orderProductTypeId: 4, unitPriceSatang: 50_000 }),
        line({ unitPriceSatang: 60_000, amount: 1 }),
      ],
      'general',
      shipping,
    );
    expect(totals).toMatchObject({ totalAmount: 3, totalPriceSatang: 60_000, receiveCoin: 12, lineTotalsSatang: [0, 0, 60_000] });
  });

  it('ships a group of only free lines without a fee, and an empty group costs nothing', () => {
    expect(priceGroup([line({ orderProductTypeId: 4 })], 'general', shipping).grandTotalSatang).toBe(0);
    expect(priceGroup([], 'general', shipping)).toMatchObject({ totalAmount: 0, grandTotalSatang: 0, totalShippingSatang: 0 });
  });

  it('sends donations to the shelter free of charge unless the rule says otherwise', () => {
    const donated = [line({ orderProductTypeId: 2, unitPriceSatang: 69_000, amount: 2 })];
    expect(priceGroup(donated, 'donation', shipping)).toMatchObject({ totalShippingSatang: 0, grandTotalSatang: 138_000, receiveCoin: 27 });
    expect(priceGroup([line({ orderProductTypeId: 2, unitPriceSatang: 100 })], 'donation', { ...shipping, donationsShipFree: false }).totalShippingSatang).toBe(
      5_000,
    );
  });

  it('never produces fractions of a satang', () => {
    const totals = priceGroup([line({ unitPriceSatang: 3_333, amount: 3, coinsPer100Baht: 3 })], 'general', { ...shipping, freeFromSatang: null });
    expect(Number.isInteger(totals.grandTotalSatang) && Number.isInteger(totals.receiveCoin)).toBe(true);
    expect(totals).toMatchObject({ totalPriceSatang: 9_999, grandTotalSatang: 14_999, receiveCoin: 2 });
  });
});
