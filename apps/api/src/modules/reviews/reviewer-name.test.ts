import { describe, expect, it } from 'vitest';
import { maskName, reviewerName } from './reviewer-name';

describe('maskName', () => {
  it('keeps the first and last letter around three stars, whatever the length', () => {
    expect(maskName('Somsri')).toBe('S***i');
    expect(maskName('Al')).toBe('A***l');
    expect(maskName('Bartholomew')).toBe('B***w');
  });

  it('keeps a Thai letter whole, with its vowel and tone marks', () => {
    expect(maskName('สมศรี')).toBe('ส***รี');
    // sara am belongs to its letter: "น้ำ" is one letter
    expect(maskName('น้ำ')).toBe('น้ำ***');
    expect(maskName('น้ำฝน')).toBe('น้ำ***น');
    expect(maskName('ปิ่น')).toBe('ปิ่***น');
  });

  it('masks one letter, an empty name and spaces without showing more', () => {
    expect(maskName('J')).toBe('J***');
    expect(maskName('')).toBe('***');
    expect(maskName('  Malee  ')).toBe('M***e');
  });

  it('never cuts an emoji or a combined character in half', () => {
    expect(maskName('👩‍👩‍👧Ann')).toBe('👩‍👩‍👧***n');
    expect(maskName('Zoe\u0301')).toBe('Z***e\u0301');
  });
});

describe('reviewerName', () => {
  it('shows the first name and the surname initial', () => {
    expect(reviewerName({ name: 'Malee', surname: 'Srisuk' }, false)).toBe('Malee S.');
    expect(reviewerName({ name: 'มาลี', surname: 'ศรีสุข' }, false)).toBe('มาลี ศ.');
  });

  it('shows only the masked first name when the member hid it', () => {
    expect(reviewerName({ name: 'Malee', surname: 'Srisuk' }, true)).toBe('M***e');
    expect(reviewerName({ name: 'มาลี', surname: 'ศรีสุข' }, true)).toBe('ม***ลี');
  });

  it('copes with a missing surname or name', () => {
    expect(reviewerName({ name: 'Malee', surname: '' }, false)).toBe('Malee');
    expect(reviewerName({ name: '', surname: 'Srisuk' }, false)).toBe('S.');
    expect(reviewerName({ name: '', surname: '' }, false)).toBe('***');
  });
});
