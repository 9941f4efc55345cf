import { describe, expect, it } from 'vitest';
import { EMPTY_NEW_PRODUCT, NO_SKU, newProductFormSchema, newSkuFormSchema, type NewProductFormValues } from './new-product-form-schemas';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const filled: NewProductFormValues = {
  ...EMPTY_NEW_PRODUCT,
  nameTh: 'อาหารแมวสูตรปลาทู',
  nameEn: 'Mackerel cat food',
  brandId: '2',
  categoryId: '900000880',
  petType: 'cat',
  lifeStage: 'adult',
  kind: 'food',
  skus: [
    { ...NO_SKU, skuCode: 'mack-400g', choiceNameTh: '400 กรัม', choiceNameEn: '400 g', price: '129', stock: '12' },
    { ...NO_SKU, skuCode: 'MACK-1KG', choiceNameTh: ' 1 กก. ', choiceNameEn: '', price: '289.50', minSellPrice: '259', coinReward: '300' },
  ],
};

describe('a new product', () => {
  it('is sent off sale with its SKUs as the call takes them: baht with satang, units counted in, no choice name as none', () => {
    const result = newProductFormSchema.safeParse(filled);
    expect(issues(result)).toEqual([]);
    expect(result.data).toMatchObject({
      nameEn: 'Mackerel cat food',
      brandId: 2,
      categoryId: 900000880,
      displayStatus: 'inactive',
      isNew: true,
      coinsPer100Baht: 1,
    });
    expect(result.data?.skus).toEqual([
      { skuCode: 'mack-400g', choiceNameTh: '400 กรัม', choiceNameEn: '400 g', price: 129, stock: 12, coinReward: null, soldSeparately: true },
      { skuCode: 'MACK-1KG', choiceNameTh: '1 กก.', choiceNameEn: null, price: 289.5, minSellPrice: 259, stock: 0, coinReward: 300, soldSeparately: true },
    ]);
  });

  it('needs its names, brand, category, pet, life stage, kind and a price, each on its field', () => {
    expect(issues(newProductFormSchema.safeParse(EMPTY_NEW_PRODUCT))).toEqual([
      'nameTh: validation.required',
      'nameEn: validation.required',
      'brandId: validation.required',
      'categoryId: validation.required',
      'petType: validation.required',
      'lifeStage: validation.required',
      'kind: validation.required',
      'skus.0.skuCode: validation.required',
      'skus.0.price: validation.required',
      'skus.0.price: validation.invalid',
    ]);
    expect(issues(newProductFormSchema.safeParse({ ...filled, nameTh: ' ' }))).toEqual(['nameTh: validation.required']);
  });

  it('marks a code given twice, a lowest price above the price, a third of a satang and a bad code on their rows', () => {
    const [first, second] = filled.skus as [NewProductFormValues['skus'][number], NewProductFormValues['skus'][number]];
    expect(issues(newProductFormSchema.safeParse({ ...filled, skus: [first, { ...second, skuCode: 'MACK-400G' }] }))).toEqual([
      'skus.1.skuCode: staff.skuCodeTaken',
    ]);
    expect(issues(newProductFormSchema.safeParse({ ...filled, skus: [first, { ...second, minSellPrice: '289.51' }] }))).toEqual([
      'skus.1.minSellPrice: staff.minSellAbovePrice',
    ]);
    expect(issues(newProductFormSchema.safeParse({ ...filled, skus: [{ ...first, price: '12.345' }, second] }))).toEqual(['skus.0.price: validation.invalid']);
    expect(issues(newProductFormSchema.safeParse({ ...filled, skus: [{ ...first, skuCode: '-bad code' }, second] }))).toEqual([
      'skus.0.skuCode: staff.skuCodeShape',
    ]);
  });

  it('goes on sale at once only when staff choose it', () => {
    expect(newProductFormSchema.safeParse({ ...filled, displayStatus: 'active' }).data?.displayStatus).toBe('active');
  });
});

describe('a SKU added to a product', () => {
  it('is sent alone, its fields named as the form names them', () => {
    expect(newSkuFormSchema.safeParse({ skus: [{ ...NO_SKU, skuCode: 'MACK-3KG', price: '699', stock: '3' }] }).data).toEqual({
      skuCode: 'MACK-3KG',
      choiceNameTh: null,
      choiceNameEn: null,
      price: 699,
      stock: 3,
      coinReward: null,
      soldSeparately: true,
    });
    expect(issues(newSkuFormSchema.safeParse({ skus: [{ ...NO_SKU, skuCode: 'MACK-3KG', price: '10', minSellPrice: '9.99', stock: '1.5' }] }))).toEqual([
      'skus.0.stock: validation.integer',
    ]);
  });
});
