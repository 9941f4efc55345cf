import { describe, expect, it } from 'vitest';
import {
  basisPointsToPercent,
  EMPTY_SELLER_DETAILS,
  percentToBasisPoints,
  sellerDetailsFormSchema,
  sellerDetailsFormValues,
  type SellerDetailsFormValues,
} from './seller-details-form';

const filled: SellerDetailsFormValues = {
  nameTh: 'บริษัท พอว์สุข จำกัด',
  nameEn: 'Pawsook Co., Ltd.',
  address: '99 Sukhumvit Road\nBangkok 10110',
  taxId: '0994000617721',
  office: 'head',
  branchNo: '',
  vatRate: '7',
};

const issuesOf = (values: SellerDetailsFormValues) => {
  const result = sellerDetailsFormSchema.safeParse(values);
  const first: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('the VAT rate as typed', () => {
  it('is a percentage with at most two decimals, kept in basis points', () => {
    expect(percentToBasisPoints('7')).toBe(700);
    expect(percentToBasisPoints(' 7.00 ')).toBe(700);
    expect(percentToBasisPoints('7.5')).toBe(750);
    expect(percentToBasisPoints('0.07')).toBe(7);
    expect(percentToBasisPoints('10.25')).toBe(1025);
  });

  it('is not a number with three decimals, a sign, a comma or words', () => {
    for (const text of ['7.125', '-7', '7,5', 'seven', '', '.5', '7.']) expect(percentToBasisPoints(text)).toBeNull();
  });

  it('shows basis points back as the shortest percentage', () => {
    expect(basisPointsToPercent(700)).toBe('7');
    expect(basisPointsToPercent(750)).toBe('7.5');
    expect(basisPointsToPercent(725)).toBe('7.25');
    expect(basisPointsToPercent(7)).toBe('0.07');
    for (const bp of [0, 1, 70, 700, 705, 1000, 10_000]) expect(percentToBasisPoints(basisPointsToPercent(bp))).toBe(bp);
  });
});

describe('the seller details form', () => {
  it('sends head office as a null branch and the rate in basis points', () => {
    expect(sellerDetailsFormSchema.parse(filled)).toEqual({
      nameTh: 'บริษัท พอว์สุข จำกัด',
      nameEn: 'Pawsook Co., Ltd.',
      address: '99 Sukhumvit Road\nBangkok 10110',
      taxId: '0994000617721',
      branchNo: null,
      vatRateBasisPoints: 700,
    });
  });

  it('sends a branch as its five digits, and drops one typed before head office was chosen', () => {
    expect(sellerDetailsFormSchema.parse({ ...filled, office: 'branch', branchNo: '00012' }).branchNo).toBe('00012');
    expect(sellerDetailsFormSchema.parse({ ...filled, office: 'head', branchNo: '00012' }).branchNo).toBeNull();
  });

  it('asks for every field, a branch number when it is a branch', () => {
    expect(issuesOf({ ...EMPTY_SELLER_DETAILS, office: 'branch', vatRate: '' })).toEqual({
      nameTh: 'validation.required',
      nameEn: 'validation.required',
      address: 'validation.required',
      taxId: 'validation.required',
      branchNo: 'validation.required',
      vatRate: 'validation.required',
    });
    expect(issuesOf({ ...filled, office: 'branch' })).toEqual({ branchNo: 'validation.required' });
  });

  it('refuses a tax id whose check digit is wrong, a branch that is not five digits, a rate over 100 %', () => {
    expect(issuesOf({ ...filled, taxId: '0994000617722' })).toEqual({ taxId: 'taxDocuments.taxId' });
    expect(issuesOf({ ...filled, office: 'branch', branchNo: '12' })).toEqual({ branchNo: 'taxDocuments.branchNo' });
    expect(issuesOf({ ...filled, vatRate: '100.01' })).toEqual({ vatRate: 'validation.invalid' });
    expect(issuesOf({ ...filled, address: 'x'.repeat(301) })).toEqual({ address: 'validation.tooLong' });
  });

  it('starts from the saved details, or empty at 7 %', () => {
    expect(sellerDetailsFormValues(null)).toEqual(EMPTY_SELLER_DETAILS);
    expect(sellerDetailsFormValues({ nameTh: 'ก', nameEn: 'A', address: 'x', taxId: '0994000617721', branchNo: '00003', vatRateBasisPoints: 750 })).toEqual({
      nameTh: 'ก',
      nameEn: 'A',
      address: 'x',
      taxId: '0994000617721',
      office: 'branch',
      branchNo: '00003',
      vatRate: '7.5',
    });
  });
});
