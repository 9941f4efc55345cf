import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEmvPayload, emvCrc16, hasValidEmvCrc, parseEmvFields } from './emv-tlv';
import { parseThaiQr, thaiQrBillPayment, type ThaiQrBillPaymentInput } from './thai-qr';

// The three published bill payments (tag 30) of /work/shared/data/thai-qr-vectors.md, from promptparse.
const withTerminal = '00020101021130620016A000000677010112011301122334455660211CUSTOMER0010306INV00153037645802TH62070703SCB6304780E';
const withoutRef2 = '00020101021130550016A0000006770101120115099999999999990021211122233344453037645802TH63043EE7';
const withAmount = '00020101021230650016A00000067701011201150994000165501000212123456789012030667042953037645802TH54073649.2263044534';
// Two of the published PromptPay transfers (tag 29): valid Thai QR, but not bill payments.
const transferToPhone = '00020101021129370016A000000677010111011300668012345675802TH530376463046197';
const transferWithAmount = '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469';

const shopBill: ThaiQrBillPaymentInput = { billerId: '099400016550100', ref1: 'ORD1', ref2: 'R2' };
const tagsOf = (payload: string) => parseEmvFields(payload).map((field) => field.tag);
const amountFieldOf = (payload: string) => parseEmvFields(payload).find((field) => field.tag === '54')?.value;

describe('parseThaiQr on the published vectors', () => {
  it('reads the bill with a terminal label and no amount', () => {
    expect(parseThaiQr(withTerminal)).toEqual({
      billerId: '0112233445566',
      ref1: 'CUSTOMER001',
      ref2: 'INV001',
      amountSatang: null,
      merchantName: null,
      terminal: 'SCB',
      crcValid: true,
    });
  });

  it('reads the bill without ref2', () => {
    expect(parseThaiQr(withoutRef2)).toEqual({
      billerId: '099999999999990',
      ref1: '111222333444',
      ref2: '',
      amountSatang: null,
      merchantName: null,
      terminal: null,
      crcValid: true,
    });
  });

  it('reads the bill of 3,649.22 baht as 364922 satang', () => {
    expect(parseThaiQr(withAmount)).toEqual({
      billerId: '099400016550100',
      ref1: '123456789012',
      ref2: '670429',
      amountSatang: 364922,
      merchantName: null,
      terminal: null,
      crcValid: true,
    });
  });

  it('reports a payload changed after its CRC as crcValid false, and still reads it', () => {
    const tampered = withAmount.replace('3649.22', '3649.23');
    expect(parseThaiQr(tampered)).toMatchObject({ amountSatang: 364923, crcValid: false });
  });

  it('refuses PromptPay transfers (tag 29): they carry no bill references', () => {
    expect(() => parseThaiQr(transferToPhone)).toThrow(/tag 30/);
    expect(() => parseThaiQr(transferWithAmount)).toThrow(/tag 30/);
  });

  it('refuses a tag 30 with another application id or without ref1', () => {
    const otherAid = buildEmvPayload([
      { tag: '00', value: '01' },
      { tag: '30', value: '0016A000000677010111' + '0202R1' },
    ]);
    const noRef1 = buildEmvPayload([
      { tag: '00', value: '01' },
      { tag: '30', value: '0016A000000677010112' + '0115099400016550100' },
    ]);
    expect(() => parseThaiQr(otherAid)).toThrow(RangeError);
    expect(() => parseThaiQr(noRef1)).toThrow(RangeError);
  });

  it('reads amounts written with no or one decimal', () => {
    const bill = (amount: string) =>
      buildEmvPayload([
        { tag: '00', value: '01' },
        { tag: '30', value: '0016A000000677010112' + '0115099400016550100' + '0204ORD1' },
        { tag: '54', value: amount },
      ]);
    expect(parseThaiQr(bill('100')).amountSatang).toBe(10000);
    expect(parseThaiQr(bill('4.5')).amountSatang).toBe(450);
    expect(() => parseThaiQr(bill('4.555'))).toThrow(RangeError);
    expect(() => parseThaiQr(bill('-1.00'))).toThrow(RangeError);
  });
});

describe('thaiQrBillPayment rebuilds the published vectors exactly', () => {
  it('the bill of 3,649.22 baht (dynamic, amount after 58)', () => {
    expect(thaiQrBillPayment({ billerId: '099400016550100', ref1: '123456789012', ref2: '670429', amountSatang: 364922 })).toBe(withAmount);
  });

  it('the bill without ref2 or amount (static)', () => {
    expect(thaiQrBillPayment({ billerId: '099999999999990', ref1: '111222333444' })).toBe(withoutRef2);
  });

  it('the bill with a terminal label: same fields in the same order (its 13-digit biller id is refused)', () => {
    const input = { billerId: '0112233445566', ref1: 'CUSTOMER001', ref2: 'INV001', terminal: 'SCB' };
    expect(() => thaiQrBillPayment(input)).toThrow(/15 digits/);
    expect(tagsOf(thaiQrBillPayment({ ...input, billerId: '011223344556600' }))).toEqual(tagsOf(withTerminal));
  });
});

describe('thaiQrBillPayment', () => {
  it('puts every field in the order of the vectors, 00 first and the CRC last', () => {
    const payload = thaiQrBillPayment({ ...shopBill, amountSatang: 150000, merchantName: 'PAWSOOK PET SUPPLIES', terminal: 'WEB' });
    expect(tagsOf(payload)).toEqual(['00', '01', '30', '53', '58', '54', '59', '62', '63']);
    expect(parseThaiQr(payload)).toEqual({
      billerId: '099400016550100',
      ref1: 'ORD1',
      ref2: 'R2',
      amountSatang: 150000,
      merchantName: 'PAWSOOK PET SUPPLIES',
      terminal: 'WEB',
      crcValid: true,
    });
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(emvCrc16(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  it('marks a QR with an amount as one payment (12) and one without as reusable (11)', () => {
    expect(parseEmvFields(thaiQrBillPayment({ ...shopBill, amountSatang: 100 }))[1]).toEqual({ tag: '01', value: '12' });
    expect(parseEmvFields(thaiQrBillPayment(shopBill))[1]).toEqual({ tag: '01', value: '11' });
    expect(tagsOf(thaiQrBillPayment({ ...shopBill, amountSatang: null }))).not.toContain('54');
  });

  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [364922, '3649.22'],
    [123456789, '1234567.89'],
    [999_999_999_999, '9999999999.99'],
  ])('writes %i satang as %s baht', (amountSatang, baht) => {
    expect(amountFieldOf(thaiQrBillPayment({ ...shopBill, amountSatang }))).toBe(baht);
  });

  it('reads back every amount it writes, to the satang', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999 }), (amountSatang) => {
        const payload = thaiQrBillPayment({ ...shopBill, amountSatang });
        expect(parseThaiQr(payload).amountSatang).toBe(amountSatang);
        expect(hasValidEmvCrc(payload)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['a biller id of 14 digits', { billerId: '09940001655010' }],
    ['a biller id of 16 digits', { billerId: '0994000165501000' }],
    ['a biller id with a space', { billerId: '0994000165501 0' }],
    ['an empty ref1', { ref1: '' }],
    ['a lower-case ref1', { ref1: 'ord1' }],
    ['a ref1 with a dash', { ref1: 'ORD-1' }],
    ['a ref1 in Thai', { ref1: 'สั่งซื้อ1' }],
    ['a ref1 of 21 characters', { ref1: '1'.repeat(21) }],
    ['a lower-case ref2', { ref2: 'r2' }],
    ['a ref2 of 21 characters', { ref2: 'A'.repeat(21) }],
    ['an amount of 0', { amountSatang: 0 }],
    ['a negative amount', { amountSatang: -1 }],
    ['a fraction of a satang', { amountSatang: 1.5 }],
    ['an amount in baht with decimals', { amountSatang: 3649.22 }],
    ['NaN', { amountSatang: Number.NaN }],
    ['an amount over 13 characters', { amountSatang: 1_000_000_000_000 }],
    ['an unsafe integer', { amountSatang: Number.MAX_SAFE_INTEGER + 1 }],
    ['a merchant name of 26 characters', { merchantName: 'M'.repeat(26) }],
    ['an empty merchant name', { merchantName: '' }],
    ['a merchant name in Thai', { merchantName: 'พาวสุข' }],
    ['a merchant name with a line break', { merchantName: 'PAW\nSOOK' }],
    ['a terminal label of 26 characters', { terminal: 'T'.repeat(26) }],
  ] satisfies [string, Partial<ThaiQrBillPaymentInput>][])('refuses %s', (_case, change) => {
    expect(() => thaiQrBillPayment({ ...shopBill, ...change })).toThrow(RangeError);
  });

  it('accepts the longest values allowed', () => {
    const payload = thaiQrBillPayment({
      billerId: '099400016550100',
      ref1: 'A'.repeat(20),
      ref2: '9'.repeat(20),
      amountSatang: 999_999_999_999,
      merchantName: 'M'.repeat(25),
      terminal: 'T'.repeat(25),
    });
    expect(parseThaiQr(payload)).toMatchObject({ ref1: 'A'.repeat(20), ref2: '9'.repeat(20), merchantName: 'M'.repeat(25), crcValid: true });
  });
});
