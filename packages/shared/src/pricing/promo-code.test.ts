import { describe, expect, it } from 'vitest';
import { evaluatePromoCode, finalTotalSatang, normalisePromoCode, type PromoCodeContext, type PromoCodeRule } from './promo-code';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 25);

const rule = (overrides: Partial<PromoCodeRule> = {}): PromoCodeRule => ({
  id: 1,
  code: 'PAW10',
  kind: 'percent',
  value: 10,
  maxDiscountSatang: 10_000,
  minSpendSatang: 0,
  startsAt: NOW - DAY,
  endsAt: NOW + DAY,
  totalQuota: null,
  perMemberQuota: null,
  audience: 'members',
  categoryIds: [],
  brandIds: [],
  skuIds: [],
  bonusCoins: 0,
  active: true,
  ...overrides,
});

const line = (skuId: number, lineTotalSatang: number, extra: Partial<PromoCodeContext['lines'][number]> = {}) => ({
  skuId,
  categoryIds: [10],
  brandId: 1,
  orderProductTypeId: 1 as const,
  lineTotalSatang,
  ...extra,
});

const context = (overrides: Partial<PromoCodeContext> = {}): PromoCodeContext => ({
  now: NOW,
  lines: [line(1, 50_000)],
  payableSatang: 50_000,
  usedTotal: 0,
  usedByMember: 0,
  memberHasPaidOrder: true,
  isDonation: false,
  ...overrides,
});

describe('evaluatePromoCode', () => {
  it('takes a percentage off, rounded down to the satang, and caps it', () => {
    expect(evaluatePromoCode(rule(), context({ lines: [line(1, 12_345)], payableSatang: 12_345 }))).toMatchObject({ discountSatang: 1_234 });
    expect(evaluatePromoCode(rule(), context({ lines: [line(1, 500_000)], payableSatang: 500_000 }))).toMatchObject({ discountSatang: 10_000 });
  });

  it('takes a fixed amount off, never more than the eligible lines or what is left to pay', () => {
    expect(evaluatePromoCode(rule({ kind: 'fixed', value: 5_000 }), context())).toMatchObject({ discountSatang: 5_000 });
    expect(evaluatePromoCode(rule({ kind: 'fixed', value: 90_000, maxDiscountSatang: null }), context())).toMatchObject({ discountSatang: 50_000 });
    expect(evaluatePromoCode(rule({ kind: 'fixed', value: 40_000 }), context({ payableSatang: 30_000 }))).toMatchObject({ discountSatang: 10_000 });
  });

  it('says how much is still missing for the minimum spend, at the boundary too', () => {
    expect(evaluatePromoCode(rule({ minSpendSatang: 50_001 }), context())).toEqual({ key: 'promo.minimumSpend', missingSatang: 1 });
    expect(evaluatePromoCode(rule({ minSpendSatang: 50_000 }), context())).toMatchObject({ discountSatang: 5_000 });
  });

  it('runs from its start, up to but not at its end', () => {
    expect(evaluatePromoCode(rule({ startsAt: NOW + 1 }), context())).toEqual({ key: 'promo.notStarted' });
    expect(evaluatePromoCode(rule({ startsAt: NOW }), context())).toMatchObject({ discountSatang: 5_000 });
    expect(evaluatePromoCode(rule({ endsAt: NOW }), context())).toEqual({ key: 'promo.expired' });
    expect(evaluatePromoCode(rule({ endsAt: NOW + 1 }), context())).toMatchObject({ discountSatang: 5_000 });
  });

  it('keeps the total and per-member quotas', () => {
    expect(evaluatePromoCode(rule({ totalQuota: 10 }), context({ usedTotal: 10 }))).toEqual({ key: 'promo.quotaUsedUp' });
    expect(evaluatePromoCode(rule({ totalQuota: 10 }), context({ usedTotal: 9 }))).toMatchObject({ discountSatang: 5_000 });
    expect(evaluatePromoCode(rule({ perMemberQuota: 1 }), context({ usedByMember: 1 }))).toEqual({ key: 'promo.alreadyUsed' });
  });

  it('serves new members only when asked to', () => {
    expect(evaluatePromoCode(rule({ audience: 'new-members' }), context())).toEqual({ key: 'promo.newMembersOnly' });
    expect(evaluatePromoCode(rule({ audience: 'new-members' }), context({ memberHasPaidOrder: false }))).toMatchObject({ discountSatang: 5_000 });
  });

  it('counts only eligible lines: by SKU, brand or category, and never gifts or rewards', () => {
    const lines = [line(1, 30_000, { brandId: 2, categoryIds: [20] }), line(2, 20_000), line(3, 9_900, { orderProductTypeId: 4 })];
    expect(evaluatePromoCode(rule({ skuIds: [1] }), context({ lines }))).toMatchObject({ eligibleSatang: 30_000, discountSatang: 3_000 });
    expect(evaluatePromoCode(rule({ brandIds: [1] }), context({ lines }))).toMatchObject({ eligibleSatang: 20_000 });
    expect(evaluatePromoCode(rule({ categoryIds: [20] }), context({ lines }))).toMatchObject({ eligibleSatang: 30_000 });
    expect(evaluatePromoCode(rule({ skuIds: [3] }), context({ lines }))).toEqual({ key: 'promo.notForTheseProducts' });
  });

  it('is not for donations, unknown or switched-off codes, and gives its bonus coins', () => {
    expect(evaluatePromoCode(rule(), context({ isDonation: true }))).toEqual({ key: 'promo.notForDonations' });
    expect(evaluatePromoCode(undefined, context())).toEqual({ key: 'promo.notFound' });
    expect(evaluatePromoCode(rule({ active: false }), context())).toEqual({ key: 'promo.notFound' });
    expect(evaluatePromoCode(rule({ bonusCoins: 50 }), context())).toMatchObject({ bonusCoins: 50 });
  });

  it('matches codes without regard to case or surrounding spaces', () => {
    expect(normalisePromoCode('  paw10 ')).toBe('PAW10');
  });
});

describe('finalTotalSatang', () => {
  it('is the grand total less the code and coin discounts, never below zero', () => {
    expect(finalTotalSatang(54_900, 5_000, 1_000)).toBe(48_900);
    expect(finalTotalSatang(1_000, 900, 500)).toBe(0);
  });
});
