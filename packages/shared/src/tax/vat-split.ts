import { assertSatang, type Satang } from '../money/money';

/** Thailand's VAT rate today, in basis points (7 %). */
export const THAI_VAT_RATE_BASIS_POINTS = 700;

/** A total that includes VAT, split once: VAT and the value before it always add up to the total. */
export interface VatSplit {
  vatRateBasisPoints: number;
  totalSatang: Satang;
  vatSatang: Satang;
  beforeVatSatang: Satang;
}

/**
 * Splits a VAT-inclusive total (the shop's prices include VAT): VAT = total × rate / (10000 + rate),
 * rounded half up to the satang, in integers only; the value before VAT is what is left, so the two
 * never miss the total by a satang. Negative totals (never on a document) are refused.
 */
export function splitVatIncluded(totalSatang: Satang, vatRateBasisPoints: number): VatSplit {
  assertSatang(totalSatang);
  if (totalSatang < 0) throw new RangeError(`Not a total to split: ${totalSatang}`);
  if (!Number.isInteger(vatRateBasisPoints) || vatRateBasisPoints < 0 || vatRateBasisPoints > 10_000) {
    throw new RangeError(`Not a VAT rate in basis points: ${vatRateBasisPoints}`);
  }
  const divisor = 10_000 + vatRateBasisPoints;
  // half up: floor((2·a + d) / 2d) with a = total × rate, exact while a stays a safe integer
  const numerator = totalSatang * vatRateBasisPoints;
  if (!Number.isSafeInteger(2 * numerator + divisor)) throw new RangeError(`Total too large to split: ${totalSatang}`);
  const vatSatang = Math.floor((2 * numerator + divisor) / (2 * divisor));
  return { vatRateBasisPoints, totalSatang, vatSatang, beforeVatSatang: totalSatang - vatSatang };
}

export interface TaxLineInput {
  description: string;
  quantity: number;
  /** the unit price as ordered, VAT included */
  unitPriceSatang: Satang;
  /** what the line cost in the order: quantity × unit price, or 0 for a gift */
  lineTotalSatang: Satang;
}

export type TaxDiscountKind = 'promotion' | 'promo-code' | 'coins';

export interface TaxDiscountInput {
  kind: TaxDiscountKind;
  label: string;
  amountSatang: Satang;
}

export interface TaxFiguresInput {
  lines: readonly TaxLineInput[];
  /** the shipping line's words; its amount below (none when 0: a donation or free shipping) */
  shippingDescription: string;
  shippingSatang: Satang;
  /** in the order they were taken: promotion, then code, then coins */
  discounts: readonly TaxDiscountInput[];
  /** what the buyer paid, as the order recorded it: the figures must come to it exactly */
  paidTotalSatang: Satang;
  vatRateBasisPoints: number;
}

export interface TaxFigures {
  lines: { description: string; quantity: number; unitPriceSatang: Satang; valueSatang: Satang }[];
  discounts: TaxDiscountInput[];
  totals: VatSplit;
}

/**
 * An order's figures as a tax document prints them: each line's value, shipping as a line of its
 * own, each discount as a positive amount taken off, and the total split once. The lines less the
 * discounts come to the total the buyer paid to the satang; a discount that took the total below
 * zero (the order's total never goes below zero) is shown at what it took. Figures that do not
 * add up to what was paid are refused rather than printed.
 */
export function taxDocumentFigures(input: TaxFiguresInput): TaxFigures {
  const lines = input.lines.map((line) => {
    assertSatang(line.lineTotalSatang);
    if (!Number.isInteger(line.quantity) || line.quantity <= 0) throw new RangeError(`Not a quantity: ${line.quantity}`);
    // a gift is a line of value 0: its unit price on the document is 0 too, so the line reads true
    const unitPriceSatang = line.lineTotalSatang === line.quantity * line.unitPriceSatang ? line.unitPriceSatang : line.lineTotalSatang / line.quantity;
    if (!Number.isInteger(unitPriceSatang)) throw new RangeError(`A line whose value is not its quantity times a price: ${line.description}`);
    return { description: line.description, quantity: line.quantity, unitPriceSatang, valueSatang: line.lineTotalSatang };
  });
  if (assertSatang(input.shippingSatang) > 0) {
    lines.push({ description: input.shippingDescription, quantity: 1, unitPriceSatang: input.shippingSatang, valueSatang: input.shippingSatang });
  }
  let left = lines.reduce((sum, line) => sum + line.valueSatang, 0);
  const discounts: TaxDiscountInput[] = [];
  for (const discount of input.discounts) {
    const amountSatang = Math.min(assertSatang(discount.amountSatang), left);
    if (amountSatang <= 0) continue;
    discounts.push({ ...discount, amountSatang });
    left -= amountSatang;
  }
  if (left !== input.paidTotalSatang) {
    throw new RangeError(`The lines less the discounts come to ${left} satang, not the ${input.paidTotalSatang} paid`);
  }
  return { lines, discounts, totals: splitVatIncluded(left, input.vatRateBasisPoints) };
}

/**
 * A credit note's figures: the invoice's total, the right total after the refund and the
 * difference taken back, the difference split once as the invoice's total was.
 */
export function creditNoteFigures(invoiceTotalSatang: Satang, correctTotalSatang: Satang, vatRateBasisPoints: number) {
  if (correctTotalSatang < 0 || correctTotalSatang > invoiceTotalSatang) throw new RangeError(`Not a total after a refund: ${correctTotalSatang}`);
  return {
    originalTotalSatang: invoiceTotalSatang,
    correctTotalSatang,
    totals: splitVatIncluded(invoiceTotalSatang - correctTotalSatang, vatRateBasisPoints),
  };
}
