import { describe, expect, it } from 'vitest';
import { buildEmvPayload, emvCrc16, emvField, emvFields, hasValidEmvCrc, parseEmvFields } from './emv-tlv';

// The six published payloads of /work/shared/data/thai-qr-vectors.md: three bill payments (tag 30)
// from promptparse, three PromptPay transfers (tag 29) from promptpay-qr.
const publishedPayloads = [
  '00020101021130620016A000000677010112011301122334455660211CUSTOMER0010306INV00153037645802TH62070703SCB6304780E',
  '00020101021130550016A0000006770101120115099999999999990021211122233344453037645802TH63043EE7',
  '00020101021230650016A00000067701011201150994000165501000212123456789012030667042953037645802TH54073649.2263044534',
  '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
  '00020101021129370016A000000677010111021311111111111115802TH530376463047B5A',
  '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
];

describe('emvCrc16 (CRC-16/CCITT-FALSE)', () => {
  it('gives the standard check value 29B1 for "123456789"', () => {
    expect(emvCrc16('123456789')).toBe('29B1');
  });

  it('starts from 0xFFFF and pads to four upper-case digits', () => {
    expect(emvCrc16('')).toBe('FFFF');
    expect(emvCrc16('PAWSOOK128')).toBe('001E');
  });

  it.each(publishedPayloads)('recomputes the published CRC of %s', (payload) => {
    expect(emvCrc16(payload.slice(0, -4))).toBe(payload.slice(-4));
    expect(hasValidEmvCrc(payload)).toBe(true);
  });
});

describe('hasValidEmvCrc', () => {
  const [payload = ''] = publishedPayloads;

  it('refuses a payload changed after the CRC was computed', () => {
    expect(hasValidEmvCrc(payload.replace('SCB', 'KTB'))).toBe(false);
  });

  it('refuses a wrong CRC, a lower-case CRC and a payload without the 6304 field', () => {
    expect(hasValidEmvCrc(`${payload.slice(0, -4)}780F`)).toBe(false);
    expect(hasValidEmvCrc(`${payload.slice(0, -4)}780e`)).toBe(false);
    expect(hasValidEmvCrc(payload.slice(0, -8))).toBe(false);
    expect(hasValidEmvCrc('')).toBe(false);
  });
});

describe('emvField', () => {
  it('writes tag, two-digit length and value', () => {
    expect(emvField('58', 'TH')).toBe('5802TH');
    expect(emvField('54', '3649.22')).toBe('54073649.22');
    expect(emvField('62', '')).toBe('6200');
    expect(emvField('59', 'x'.repeat(99))).toBe(`5999${'x'.repeat(99)}`);
  });

  it('refuses a tag that is not two digits, a value over 99 characters and non-ASCII text', () => {
    expect(() => emvField('5', 'TH')).toThrow(RangeError);
    expect(() => emvField('AB', 'TH')).toThrow(RangeError);
    expect(() => emvField('59', 'x'.repeat(100))).toThrow(RangeError);
    expect(() => emvField('59', 'ร้านพาวสุข')).toThrow(RangeError);
    expect(() => emvField('59', 'line\nbreak')).toThrow(RangeError);
  });

  it('joins several fields in the order given', () => {
    expect(
      emvFields([
        { tag: '00', value: 'A000000677010112' },
        { tag: '02', value: 'REF1' },
      ]),
    ).toBe('0016A00000067701011202' + '04REF1');
  });
});

describe('buildEmvPayload', () => {
  it('appends 6304 and the CRC over everything up to and including 6304', () => {
    const payload = buildEmvPayload([
      { tag: '00', value: '01' },
      { tag: '58', value: 'TH' },
    ]);
    expect(payload.slice(0, -4)).toBe('0002015802TH6304');
    expect(payload.slice(-4)).toBe(emvCrc16('0002015802TH6304'));
  });

  it('refuses a CRC field from the caller, so the CRC can only be last', () => {
    expect(() => buildEmvPayload([{ tag: '63', value: '1234' }])).toThrow(RangeError);
  });
});

describe('parseEmvFields', () => {
  it('splits a published payload into its top-level fields', () => {
    expect(parseEmvFields(publishedPayloads[5] ?? '')).toEqual([
      { tag: '00', value: '01' },
      { tag: '01', value: '12' },
      { tag: '29', value: '0016A000000677010111' + '0113' + '0066000000000' },
      { tag: '58', value: 'TH' },
      { tag: '53', value: '764' },
      { tag: '54', value: '4.22' },
      { tag: '63', value: 'E469' },
    ]);
  });

  it('reads back what the builder wrote', () => {
    const fields = [
      { tag: '00', value: '01' },
      { tag: '30', value: '0016A000000677010112' },
      { tag: '62', value: '' },
    ];
    expect(parseEmvFields(emvFields(fields))).toEqual(fields);
    expect(parseEmvFields('')).toEqual([]);
  });

  it('refuses a value cut short and a malformed header', () => {
    expect(() => parseEmvFields('5803TH')).toThrow(RangeError);
    expect(() => parseEmvFields('5802TH53')).toThrow(RangeError);
    expect(() => parseEmvFields('58XXTH')).toThrow(RangeError);
  });
});
