import { formatNumber } from '@pawsook/shared/format/date';

/**
 * Coins are whole numbers shown with thousands separators (member-area spec §9), written the same
 * in Thai and English, without an Intl.NumberFormat set up for them (a long task on a phone).
 */
export function formatCoins(coins: number): string {
  return formatNumber(coins, 0);
}
