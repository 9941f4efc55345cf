import { describe, expect, it } from 'vitest';
import { bilingualDate, branchText, discountText, issueMoment, printableText, vatRateText, wrapText } from './tax-document-pdf-format';

describe('what a tax document prints', () => {
  it('writes the day of issue in the Buddhist era and in English', () => {
    expect(bilingualDate('2026-11-29')).toEqual({ th: '29 พฤศจิกายน 2569', en: '29 November 2026' });
    expect(bilingualDate('2027-01-01')).toEqual({ th: '1 มกราคม 2570', en: '1 January 2027' });
    expect(() => bilingualDate('2026-13-01')).toThrow(RangeError);
    expect(() => bilingualDate('29/11/2026')).toThrow(RangeError);
  });

  it('dates the file at midnight in Bangkok on the day of issue', () => {
    expect(issueMoment('2026-11-29').toISOString()).toBe('2026-11-28T17:00:00.000Z');
  });

  it('writes the VAT rate from basis points', () => {
    expect(vatRateText(700)).toBe('7%');
    expect(vatRateText(750)).toBe('7.5%');
    expect(vatRateText(1025)).toBe('10.25%');
    expect(vatRateText(0)).toBe('0%');
  });

  it('writes a discount as an amount taken off, and the branch or head office', () => {
    expect(discountText(1_234)).toBe('-฿12.34');
    expect(branchText(null)).toBe('สำนักงานใหญ่ / Head office');
    expect(branchText('00002')).toBe('สาขาที่ 00002 / Branch 00002');
  });
});

describe('wrapping a line of text', () => {
  // one unit per code point: enough to see where lines break
  const measure = (text: string) => [...text].length;

  it('breaks Thai between words, though it has no spaces', () => {
    const lines = wrapText('อาหารสุนัขสำหรับลูกสุนัข', 12, measure);
    expect(lines.join('')).toBe('อาหารสุนัขสำหรับลูกสุนัข');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(12);
    // every break falls between words, never inside อาหาร, สุนัข, สำหรับ or ลูก
    for (const line of lines) expect(line).toMatch(/^(อาหาร|สุนัข|สำหรับ|ลูก)+$/);
  });

  it('breaks English at spaces and drops the space at the break', () => {
    expect(wrapText('Large breed dry dog food', 10, measure)).toEqual(['Large', 'breed dry', 'dog food']);
  });

  it('cuts a word longer than the line between letters, never taking a mark from its consonant', () => {
    const lines = wrapText('ที่นี่ที่นี่ที่นี่', 4, measure);
    expect(lines.join('')).toBe('ที่นี่ที่นี่ที่นี่');
    for (const line of lines) expect(line).toMatch(/^[^\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/);
  });

  it('keeps the lines the text already has', () => {
    expect(wrapText('29 พฤศจิกายน 2569\n29 November 2026', 100, measure)).toEqual(['29 พฤศจิกายน 2569', '29 November 2026']);
  });
});

describe('text the font can draw', () => {
  const latinAndThai = (codePoint: number) => codePoint < 0x7f || (codePoint >= 0x0e00 && codePoint <= 0x0e7f);

  it('keeps what the font has and writes ligatures and full-width letters as plain letters', () => {
    expect(printableText('ﬁne ＰＡＷＳ', latinAndThai)).toBe('fine PAWS');
    expect(printableText('น้ำ', latinAndThai)).toBe('น้ำ');
    // nothing the font draws: left for the reader to see that something was there
    expect(printableText('🐶', latinAndThai)).toBe('🐶');
  });
});
