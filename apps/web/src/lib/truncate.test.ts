import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRUNCATE, truncateLabel } from './truncate';

describe('truncateLabel', () => {
  it('leaves a label that fits', () => {
    expect(truncateLabel('Royal Canin', 15)).toEqual({ text: 'Royal Canin', truncated: false });
    expect(truncateLabel('123456789012345', 15)).toEqual({ text: '123456789012345', truncated: false });
  });

  it('cuts at the limit and adds an ellipsis', () => {
    expect(truncateLabel('1234567890123456', 15)).toEqual({ text: '123456789012345…', truncated: true });
    expect(truncateLabel('Pawsook Senior Pet Care', TRUNCATE.short)).toEqual({ text: 'Pawsook Senior…', truncated: true });
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateLabel('Pawsook Dog Lovers', 8).text).toBe('Pawsook…');
  });

  it('counts a Thai consonant with its vowel and tone marks as one character', () => {
    // "น้ำ" is three code points but one cluster before the cut: marks never dangle.
    const label = 'น้ำดื่มสำหรับสัตว์เลี้ยง';
    const { text, truncated } = truncateLabel(label, 5);
    expect(truncated).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(label.startsWith(text.slice(0, -1))).toBe(true);
    const segments = Array.from(new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(text.slice(0, -1)));
    expect(segments).toHaveLength(5);
  });

  it('counts characters as Intl.Segmenter does, for Thai, Latin with accents and emoji', () => {
    const segmenter = new Intl.Segmenter('th', { granularity: 'grapheme' });
    const pieces = [
      'ก',
      'น',
      'ส',
      'เ',
      'แ',
      'ไ',
      'โ',
      'ใ',
      'ั',
      'ิ',
      'ี',
      'ึ',
      'ื',
      'ุ',
      'ู',
      '่',
      '้',
      '๊',
      '๋',
      '็',
      '์',
      'ำ',
      'า',
      'ๆ',
      'ฯ',
      'a',
      'Z',
      ' ',
      '-',
      '9',
      'é',
      'e\u0301',
      '\u0301',
      '🐶',
      '👨‍👩‍👧',
      '🇹🇭',
      '한',
      '️',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 24 }), fc.integer({ min: 1, max: 20 }), (parts, max) => {
        const label = parts.join('').trim();
        const clusters = Array.from(segmenter.segment(label), (s) => s.segment);
        const expected = clusters.length <= max ? label : clusters.slice(0, max).join('').trimEnd() + '…';
        expect(truncateLabel(label, max).text).toBe(expected);
      }),
    );
  });

  it('trims the label first', () => {
    expect(truncateLabel('  Kaniva  ', 15)).toEqual({ text: 'Kaniva', truncated: false });
  });

  it('uses the spec lengths', () => {
    expect(TRUNCATE).toMatchObject({ short: 15, menu: 20, long: 30, option: 30, footerThirdFacebookColumn: 8 });
  });
});
