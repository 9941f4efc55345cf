import { describe, expect, it } from 'vitest';
import { creditNoteFigures, splitVatIncluded, taxDocumentFigures, THAI_VAT_RATE_BASIS_POINTS } from './vat-split';

const RATE = THAI_VAT_RATE_BASIS_POINTS;

describe('splitVatIncluded', () => {
  it('takes 7/107 of a VAT-inclusive total, the rest before VAT', () => {
    expect(splitVatIncluded(107_00, RATE)).toEqual({ vatRateBasisPoints: 700, totalSatang: 10_700, vatSatang: 700, beforeVatSatang: 10_000 });
    expect(splitVatIncluded(52_000, RATE)).toEqual({ vatRateBasisPoints: 700, totalSatang: 52_000, vatSatang: 3_402, beforeVatSatang: 48_598 });
  });

  it('rounds half up to the satang, in integers', () => {
    // 15 × 7 / 107 = 0.981… → 1; 7 × 7 / 107 = 0.457… → 0
    expect(splitVatIncluded(15, RATE).vatSatang).toBe(1);
    expect(splitVatIncluded(7, RATE).vatSatang).toBe(0);
    // 107 × 7 / 107 = 7 exactly
    expect(splitVatIncluded(107, RATE).vatSatang).toBe(7);
    // half exactly: 1 × 10000 / 20000 = 0.5 → 1 (half up)
    expect(splitVatIncluded(1, 10_000).vatSatang).toBe(1);
    expect(splitVatIncluded(0, RATE)).toEqual({ vatRateBasisPoints: 700, totalSatang: 0, vatSatang: 0, beforeVatSatang: 0 });
  });

  it('always adds up to the total, whatever the amount', () => {
    for (let total = 0; total < 5_000; total += 7) {
      const split = splitVatIncluded(total, RATE);
      expect(split.vatSatang + split.beforeVatSatang).toBe(total);
      // never more than half a satang from the exact share
      expect(Math.abs(split.vatSatang - (total * 7) / 107)).toBeLessThanOrEqual(0.5);
    }
  });

  it('refuses what is not a total or a rate', () => {
    expect(() => splitVatIncluded(-1, RATE)).toThrow(RangeError);
    expect(() => splitVatIncluded(1.5, RATE)).toThrow(RangeError);
    expect(() => splitVatIncluded(100, -1)).toThrow(RangeError);
    expect(() => splitVatIncluded(100, 7.5)).toThrow(RangeError);
  });
});

const line = (description: string, quantity: number, unitPriceSatang: number) => ({
  description,
  quantity,
  unitPriceSatang,
  lineTotalSatang: quantity * unitPriceSatang,
});

describe('taxDocumentFigures', () => {
  it('adds the lines and shipping as its own line, and splits the total once', () => {
    const figures = taxDocumentFigures({
      lines: [line('Dry food 1.5 kg', 2, 23_500)],
      shippingDescription: 'Shipping',
      shippingSatang: 5_000,
      discounts: [],
      paidTotalSatang: 52_000,
      vatRateBasisPoints: RATE,
    });
    expect(figures.lines).toEqual([
      { description: 'Dry food 1.5 kg', quantity: 2, unitPriceSatang: 23_500, valueSatang: 47_000 },
      { description: 'Shipping', quantity: 1, unitPriceSatang: 5_000, valueSatang: 5_000 },
    ]);
    expect(figures.totals).toEqual({ vatRateBasisPoints: 700, totalSatang: 52_000, vatSatang: 3_402, beforeVatSatang: 48_598 });
  });

  it('shows each discount as its own positive amount, and the lines less them come to the total paid', () => {
    const figures = taxDocumentFigures({
      lines: [line('Cat litter', 3, 19_900), line('Toy mouse', 1, 4_950)],
      shippingDescription: 'Shipping',
      shippingSatang: 0,
      discounts: [
        { kind: 'promotion', label: 'Cat week', amountSatang: 2_000 },
        { kind: 'promo-code', label: 'PAWSOOK10', amountSatang: 6_000 },
        { kind: 'coins', label: '', amountSatang: 1_000 },
      ],
      paidTotalSatang: 59_700 + 4_950 - 9_000,
      vatRateBasisPoints: RATE,
    });
    expect(figures.lines).toHaveLength(2);
    expect(figures.discounts.map((d) => d.amountSatang)).toEqual([2_000, 6_000, 1_000]);
    const sumLines = figures.lines.reduce((s, l) => s + l.valueSatang, 0);
    const sumDiscounts = figures.discounts.reduce((s, d) => s + d.amountSatang, 0);
    expect(sumLines - sumDiscounts).toBe(figures.totals.totalSatang);
    expect(figures.totals.vatSatang + figures.totals.beforeVatSatang).toBe(figures.totals.totalSatang);
  });

  it('leaves out discounts of nothing and shows one that took the total to zero at what it took', () => {
    const figures = taxDocumentFigures({
      lines: [line('Treats', 1, 3_000)],
      shippingDescription: 'Shipping',
      shippingSatang: 0,
      discounts: [
        { kind: 'promotion', label: '', amountSatang: 0 },
        { kind: 'promo-code', label: 'BIG', amountSatang: 5_000 },
      ],
      paidTotalSatang: 0,
      vatRateBasisPoints: RATE,
    });
    expect(figures.discounts).toEqual([{ kind: 'promo-code', label: 'BIG', amountSatang: 3_000 }]);
    expect(figures.totals).toMatchObject({ totalSatang: 0, vatSatang: 0, beforeVatSatang: 0 });
  });

  it('prints a gift as a line of value 0 and a donation order (free shipping) without a shipping line', () => {
    const figures = taxDocumentFigures({
      lines: [line('Dog food for the shelter', 5, 35_000), { description: 'Gift bowl', quantity: 1, unitPriceSatang: 9_900, lineTotalSatang: 0 }],
      shippingDescription: 'Shipping',
      shippingSatang: 0,
      discounts: [],
      paidTotalSatang: 175_000,
      vatRateBasisPoints: RATE,
    });
    expect(figures.lines).toEqual([
      { description: 'Dog food for the shelter', quantity: 5, unitPriceSatang: 35_000, valueSatang: 175_000 },
      { description: 'Gift bowl', quantity: 1, unitPriceSatang: 0, valueSatang: 0 },
    ]);
    expect(figures.totals).toEqual({ vatRateBasisPoints: 700, totalSatang: 175_000, vatSatang: 11_449, beforeVatSatang: 163_551 });
  });

  it('refuses figures that do not come to what was paid', () => {
    expect(() =>
      taxDocumentFigures({
        lines: [line('Treats', 1, 3_000)],
        shippingDescription: 'Shipping',
        shippingSatang: 0,
        discounts: [],
        paidTotalSatang: 2_999,
        vatRateBasisPoints: RATE,
      }),
    ).toThrow(RangeError);
  });
});

describe('creditNoteFigures', () => {
  it('takes back the difference, split once', () => {
    expect(creditNoteFigures(52_000, 0, RATE)).toEqual({
      originalTotalSatang: 52_000,
      correctTotalSatang: 0,
      totals: { vatRateBasisPoints: 700, totalSatang: 52_000, vatSatang: 3_402, beforeVatSatang: 48_598 },
    });
    expect(() => creditNoteFigures(52_000, 60_000, RATE)).toThrow(RangeError);
  });
});
