import { describe, expect, it } from 'vitest';
import { billPaymentBarcode, parseBillPaymentBarcode } from './bill-barcode';

// The published example of /work/shared/data/thai-qr-vectors.md (the same bill as the third
// tag-30 QR vector: 3,649.22 baht).
const publishedBarcode = '|099400016550100\r123456789012\r670429\r364922';

describe('billPaymentBarcode', () => {
  it('writes the published example', () => {
    expect(billPaymentBarcode({ billerId: '099400016550100', ref1: '123456789012', ref2: '670429', amountSatang: 364922 })).toBe(publishedBarcode);
  });

  it('writes 0 when the payer enters the amount and an empty ref2 when there is none', () => {
    expect(billPaymentBarcode({ billerId: '099400016550100', ref1: 'ORD1' })).toBe('|099400016550100\rORD1\r\r0');
    expect(billPaymentBarcode({ billerId: '099400016550100', ref1: 'ORD1', ref2: '', amountSatang: null })).toBe('|099400016550100\rORD1\r\r0');
  });

  it('writes the amount as whole satang, never baht', () => {
    expect(billPaymentBarcode({ billerId: '099400016550100', ref1: 'ORD1', amountSatang: 1 })).toMatch(/\r1$/);
    expect(billPaymentBarcode({ billerId: '099400016550100', ref1: 'ORD1', amountSatang: 100 })).toMatch(/\r100$/);
  });

  it.each([
    ['a biller id of 13 digits', { billerId: '0994000165501', ref1: 'ORD1' }],
    ['a biller id with a letter', { billerId: '09940001655010A', ref1: 'ORD1' }],
    ['an empty ref1', { billerId: '099400016550100', ref1: '' }],
    ['a lower-case ref1', { billerId: '099400016550100', ref1: 'ord1' }],
    ['a ref1 of 21 characters', { billerId: '099400016550100', ref1: 'A'.repeat(21) }],
    ['a ref2 with a dash', { billerId: '099400016550100', ref1: 'ORD1', ref2: '67-04' }],
    ['an amount of 0 satang', { billerId: '099400016550100', ref1: 'ORD1', amountSatang: 0 }],
    ['a fractional amount', { billerId: '099400016550100', ref1: 'ORD1', amountSatang: 12.5 }],
    ['a negative amount', { billerId: '099400016550100', ref1: 'ORD1', amountSatang: -100 }],
  ])('refuses %s', (_case, bill) => {
    expect(() => billPaymentBarcode(bill)).toThrow(RangeError);
  });
});

describe('parseBillPaymentBarcode', () => {
  it('reads the published example', () => {
    expect(parseBillPaymentBarcode(publishedBarcode)).toEqual({
      billerId: '099400016550100',
      ref1: '123456789012',
      ref2: '670429',
      amountSatang: 364922,
    });
  });

  it('reads an amount of 0 as "the payer enters it"', () => {
    expect(parseBillPaymentBarcode('|099400016550100\rORD1\r\r0')).toEqual({
      billerId: '099400016550100',
      ref1: 'ORD1',
      ref2: '',
      amountSatang: null,
    });
  });

  it.each([
    ['no leading bar', '099400016550100\r123456789012\r670429\r364922'],
    ['a missing field', '|099400016550100\r123456789012\r364922'],
    ['an extra field', `${publishedBarcode}\r1`],
    ['an amount in baht', '|099400016550100\r123456789012\r670429\r3649.22'],
    ['a short biller id', '|0994000165501\r123456789012\r670429\r364922'],
  ])('refuses text with %s', (_case, text) => {
    expect(() => parseBillPaymentBarcode(text)).toThrow(RangeError);
  });
});
