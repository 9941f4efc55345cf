/**
 * The catalogue on the back office's screens: stock states and stock changes. Display only: prices
 * are the API's baht, shown with the shop's one formatter (features/back-office/order-format).
 */

import { LOW_STOCK_AT } from '@pawsook/shared/staff/staff-thresholds';

export type StockState = 'out' | 'low' | 'ok';

export function stockState(stock: number): StockState {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_AT ? 'low' : 'ok';
}

/** A stock change as staff read it: +12, −3. */
export function signedUnits(change: number): string {
  return change > 0 ? `+${change}` : change < 0 ? `−${Math.abs(change)}` : '0';
}
