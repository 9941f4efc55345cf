import { describe, expect, it } from 'vitest';
import { bangkokMonth, monthName, taxMonth } from './tax-month';

describe('the month of the tax documents list', () => {
  it('is the month in Bangkok, a day ahead of UTC late in the evening', () => {
    expect(bangkokMonth(new Date('2026-11-30T16:59:59Z'))).toBe('2026-11');
    expect(bangkokMonth(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12');
    expect(bangkokMonth(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01');
  });

  it('is the month the address names when it is a real one', () => {
    const now = new Date('2026-11-29T03:00:00Z');
    expect(taxMonth('2026-10', now)).toBe('2026-10');
    expect(taxMonth(' 2025-01 ', now)).toBe('2025-01');
  });

  it('is this month when the address names none, or nonsense', () => {
    const now = new Date('2026-11-29T03:00:00Z');
    for (const raw of [null, '', '2026-13', '2026-00', '2026-1', '1999-12', 'November', '2026-11-01']) expect(taxMonth(raw, now)).toBe('2026-11');
  });
});

describe('the name of a month', () => {
  it("is the month and year in the page's language, the Buddhist era in Thai", () => {
    expect(monthName('2026-11', 'en')).toBe('November 2026');
    expect(monthName('2026-11', 'th')).toBe('พฤศจิกายน 2569');
    expect(monthName('2027-01', 'th')).toBe('มกราคม 2570');
  });
});
