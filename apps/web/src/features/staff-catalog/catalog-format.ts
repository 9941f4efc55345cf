/**
 * The catalogue on the back office's screens: stock states, and the shop's Bangkok wall-clock times
 * as a `datetime-local` field writes them. Display and form plumbing only: prices are the API's
 * baht, shown with the shop's one formatter (features/staff/order-format).
 */

/** A SKU at or below this many units is low, as the dashboard counts it (staff-dashboard.service). */
export const LOW_STOCK_AT = 5;

export type StockState = 'out' | 'low' | 'ok';

export function stockState(stock: number): StockState {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_AT ? 'low' : 'ok';
}

/** Thailand keeps +07:00 all year (no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** An instant as a `datetime-local` value in Bangkok time ('2026-12-01T09:30'); '' for none. */
export function toBangkokLocal(iso: string | null): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? '' : new Date(time + BANGKOK_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Bangkok time, as the API takes it ('2026-12-01T09:30:00+07:00'); null for none. */
export function fromBangkokLocal(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/.exec(trimmed);
  return match ? `${match[1]}${match[2] ?? ':00'}+07:00` : trimmed;
}

/** A stock change as staff read it: +12, −3. */
export function signedUnits(change: number): string {
  return change > 0 ? `+${change}` : change < 0 ? `−${Math.abs(change)}` : '0';
}
