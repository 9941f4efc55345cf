import { describe, expect, it } from 'vitest';
import { emptyPromoCodeForm, newPromoCodeFormSchema, numberOf, promoCodeChangeFormSchema, promoCodeFormOf } from './promo-code-form';
import { emptyPromotionForm, newPromotionFormSchema, promotionChangeFormSchema } from './promotion-form';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the promo code form', () => {
  const filled = {
    ...emptyPromoCodeForm('2026-12-01T00:00'),
    code: 'rainy-10',
    nameTh: 'ลด 10%',
    nameEn: '10% off',
    value: '10',
    maxDiscount: '100',
    minSpend: '1,250.50',
    totalQuota: '',
  };

  it('reads the typed text into the call’s body: Bangkok times, an empty quota as no limit', () => {
    const parsed = newPromoCodeFormSchema.parse(filled);
    expect(parsed).toMatchObject({
      code: 'rainy-10',
      kind: 'percent',
      value: 10,
      maxDiscount: 100,
      minSpend: 1250.5,
      startsAt: '2026-12-01T00:00:00+07:00',
      endsAt: null,
      totalQuota: null,
      perMemberQuota: 1,
      bonusCoins: 0,
    });
    // a fixed discount has no cap, whatever the hidden field holds
    expect(newPromoCodeFormSchema.parse({ ...filled, kind: 'fixed', value: '50' })).toMatchObject({ kind: 'fixed', value: 50, maxDiscount: null });
  });

  it('says what is wrong with each field at once: a percentage over 100, an end before the start, a missing name, text for a number', () => {
    const result = newPromoCodeFormSchema.safeParse({ ...filled, value: '150', endsAt: '2026-11-01T00:00' });
    expect(issues(result)).toEqual({ value: 'promo.valueShape', endsAt: 'promo.windowShape' });
    const missing = promoCodeChangeFormSchema.safeParse({ ...filled, nameEn: ' ', value: '', totalQuota: 'ten' });
    expect(issues(missing)).toMatchObject({ nameEn: 'validation.required', value: 'validation.required', totalQuota: 'validation.invalidType' });
  });

  it('shows a stored code as text and reads it back unchanged', () => {
    const stored = {
      id: 1,
      code: 'RAINY',
      nameTh: 'ก',
      nameEn: 'A',
      kind: 'fixed' as const,
      value: 50.25,
      maxDiscount: null,
      minSpend: 200,
      startsAt: '2026-11-30T17:00:00.000Z',
      endsAt: null,
      totalQuota: 5,
      perMemberQuota: null,
      audience: 'new-members' as const,
      categoryIds: [3],
      brandIds: [],
      skuIds: [7],
      bonusCoins: 2,
      status: 'inactive' as const,
      usedCount: 1,
      quotaLeft: 4,
      createdAt: '',
    };
    const form = promoCodeFormOf(stored);
    expect(form).toMatchObject({ value: '50.25', startsAt: '2026-12-01T00:00', totalQuota: '5', perMemberQuota: '' });
    expect(promoCodeChangeFormSchema.parse(form)).toEqual({
      ...Object.fromEntries(Object.entries(stored).filter(([k]) => !['id', 'code', 'usedCount', 'quotaLeft', 'createdAt'].includes(k))),
      startsAt: '2026-12-01T00:00:00+07:00',
    });
  });

  it('reads numbers as staff type them', () => {
    expect([numberOf(''), numberOf(' 1,000 '), numberOf('12.5'), numberOf('1e3')]).toEqual([null, 1000, 12.5, Number.NaN]);
  });
});

describe('the automatic promotion form', () => {
  const gift = {
    ...emptyPromotionForm('2026-12-01T00:00'),
    code: 'bell',
    nameTh: 'แถม',
    nameEn: 'Gift',
    conditionSkuId: 5,
    conditionAmount: '2',
    giftSkuId: 9,
  };

  it('sends a gift without a discount, and a discount without a gift', () => {
    expect(newPromotionFormSchema.parse(gift)).toMatchObject({
      kind: 'gift',
      giftSkuId: 9,
      giftAmount: 1,
      conditionAmount: 2,
      discountAmount: null,
      discountPercent: null,
    });
    const off = newPromotionFormSchema.parse({ ...gift, kind: 'discount', discountKind: 'percent', discountPercent: '15', discountAmount: '99' });
    expect(off).toMatchObject({ kind: 'discount', giftSkuId: null, discountAmount: null, discountPercent: 15 });
    // without a condition SKU the amount is one
    expect(promotionChangeFormSchema.parse({ ...gift, conditionSkuId: null, conditionAmount: '' })).toMatchObject({ conditionSkuId: null, conditionAmount: 1 });
  });

  it('asks for the gift’s SKU, a discount’s amount, a whole percentage and a window that runs forwards', () => {
    expect(issues(newPromotionFormSchema.safeParse({ ...gift, giftSkuId: null }))).toEqual({ giftSkuId: 'promotion.giftShape' });
    expect(issues(newPromotionFormSchema.safeParse({ ...gift, kind: 'discount' }))).toEqual({ discountAmount: 'promotion.discountShape' });
    expect(
      issues(newPromotionFormSchema.safeParse({ ...gift, kind: 'discount', discountKind: 'percent', discountPercent: '150', endsAt: '2026-11-01T00:00' })),
    ).toEqual({
      discountPercent: 'promotion.discountShape',
      endsAt: 'promo.windowShape',
    });
  });
});
