import { describe, expect, it } from 'vitest';
import type { StaffProduct } from '@pawsook/shared/schemas/staff-catalog';
import { NO_STOCK_CHANGE, productFormSchema, productFormValues, skuPriceFormSchema, skuPriceFormValues, stockFormSchema } from './catalog-form-schemas';

const product: StaffProduct = {
  id: 103,
  nameTh: 'ลูกบอลยาง',
  nameEn: 'Rubber ball',
  descriptionTh: '',
  descriptionEn: '',
  brandId: 2,
  categoryId: 900000880,
  petType: 'dog',
  lifeStage: 'all-ages',
  kind: 'toy',
  imageKeys: ['product/103.svg'],
  displayStatus: 'active',
  isRecommended: false,
  isNew: true,
  isClearance: false,
  flashSaleEndsAt: '2026-12-31T16:59:00.000Z',
  coinsPer100Baht: 1,
  skus: [
    {
      id: 7,
      skuCode: 'SKU-7',
      choiceNameTh: null,
      choiceNameEn: null,
      price: 99,
      specialPrice: 79.5,
      specialStartsAt: '2026-11-30T17:00:00.000Z',
      specialEndsAt: null,
      stock: 20,
      displayStatus: 'active',
      soldSeparately: true,
      coinReward: null,
    },
  ],
};

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the product form', () => {
  it('sends what it shows back unchanged, the flash sale end in Bangkok time', () => {
    const result = productFormSchema.safeParse(productFormValues(product));
    expect(issues(result)).toEqual([]);
    expect(result.data).toMatchObject({ nameTh: 'ลูกบอลยาง', brandId: 2, categoryId: 900000880, displayStatus: 'active', isNew: true, coinsPer100Baht: 1 });
    expect(new Date(result.data!.flashSaleEndsAt!).toISOString()).toBe('2026-12-31T16:59:00.000Z');
  });

  it('switches a product off, ends its flash sale, and needs both names', () => {
    const values = { ...productFormValues(product), active: false, flashSaleEndsAt: '', nameEn: '  ' };
    expect(issues(productFormSchema.safeParse(values))).toEqual(['nameEn: validation.required']);
    const fixed = productFormSchema.safeParse({ ...values, nameEn: 'Ball' });
    expect(fixed.data).toMatchObject({ displayStatus: 'inactive', flashSaleEndsAt: null, nameEn: 'Ball' });
  });
});

describe("a SKU's prices", () => {
  it('are shown as baht with satang and sent as the call takes them', () => {
    const values = skuPriceFormValues(product.skus[0]!);
    expect(values).toEqual({ price: '99.00', specialPrice: '79.50', specialStartsAt: '2026-12-01T00:00', specialEndsAt: '', coinReward: '' });
    expect(skuPriceFormSchema.safeParse(values).data).toEqual({
      price: 99,
      specialPrice: 79.5,
      specialStartsAt: '2026-12-01T00:00:00+07:00',
      specialEndsAt: null,
      coinReward: null,
    });
  });

  it('refuse thirds of a satang, an empty price and an end before the start', () => {
    const values = skuPriceFormValues(product.skus[0]!);
    expect(issues(skuPriceFormSchema.safeParse({ ...values, specialPrice: '79.555' }))).toEqual(['specialPrice: validation.invalid']);
    expect(issues(skuPriceFormSchema.safeParse({ ...values, price: '' }))).toContain('price: validation.required');
    expect(issues(skuPriceFormSchema.safeParse({ ...values, specialEndsAt: '2026-11-01T00:00' }))).toEqual(['specialEndsAt: promo.windowShape']);
  });

  it('make a SKU a reward for whole coins, or no reward when empty', () => {
    const values = skuPriceFormValues(product.skus[0]!);
    expect(skuPriceFormSchema.safeParse({ ...values, coinReward: '250' }).data?.coinReward).toBe(250);
    expect(issues(skuPriceFormSchema.safeParse({ ...values, coinReward: '2.5' }))).toEqual(['coinReward: validation.integer']);
  });
});

describe('a stock adjustment', () => {
  it('takes units in or out with a reason, never none', () => {
    expect(stockFormSchema.safeParse({ ...NO_STOCK_CHANGE, change: '+12', note: ' PO-889 ' }).data).toEqual({ change: 12, reason: 'delivery', note: 'PO-889' });
    expect(stockFormSchema.safeParse({ change: '−3', reason: 'damaged', note: '' }).data).toEqual({ change: -3, reason: 'damaged', note: '' });
    expect(issues(stockFormSchema.safeParse({ ...NO_STOCK_CHANGE, change: '0' }))).toEqual(['change: validation.invalid']);
    expect(issues(stockFormSchema.safeParse({ ...NO_STOCK_CHANGE, change: 'ten' }))).toEqual(['change: validation.integer']);
  });
});
