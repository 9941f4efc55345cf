/**
 * Money is an integer number of satang everywhere inside the shop (1 baht = 100 satang).
 * Baht with two decimals appear only at the API edge and on screen, through these functions.
 */
export type Satang = number;

export function assertSatang(value: number): Satang {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of satang: ${value}`);
  return value;
}

/** Baht as the API sends it (a number with at most two decimals) to satang. */
export function bahtToSatang(baht: number): Satang {
  if (!Number.isFinite(baht)) throw new RangeError(`Not an amount of baht: ${baht}`);
  // Rounding absorbs binary noise such as 19.99 * 100 = 1998.9999999999998.
  return Math.round(baht * 100);
}

/** Satang to baht for the API edge: exact for any safe integer amount up to two decimals. */
export function satangToBaht(satang: Satang): number {
  return Number((assertSatang(satang) / 100).toFixed(2));
}

/**
 * 1234567 → "1,234,567": Latin digits with comma groups, as both the Thai and the English pages
 * write amounts. Written out rather than with Intl.NumberFormat, whose first use sets up locale
 * data: on a phone that was the largest single step of a product card's first draw.
 */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** ฿1,234.00 — the same in Thai and English, as Thai shops write prices. */
export function formatBaht(satang: Satang): string {
  const sign = satang < 0 ? '-' : '';
  const whole = Math.abs(assertSatang(satang));
  return `${sign}฿${groupThousands(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

/** "1234.50" → 123450: the satang of an amount written as `bahtDecimalText` writes it (checked before: /^\d+\.\d{2}$/). */
export function decimalTextToSatang(text: string): Satang {
  return assertSatang(Number(text.replace('.', '')));
}

/** "1234.50": baht with two decimals and no grouping, as payment providers write amounts (never via a float). */
export function bahtDecimalText(satang: Satang): string {
  const whole = assertSatang(satang);
  if (whole < 0) throw new RangeError(`Not an amount to pay: ${satang}`);
  return `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
