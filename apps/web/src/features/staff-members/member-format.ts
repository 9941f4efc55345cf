/**
 * Members and coins on the back office's screens: whole coins with a sign and thousands, names as
 * the member wrote them. Display only: the balance is the server's sum of the ledger.
 */
import { formatNumber } from '@pawsook/shared/format/date';

export const showCoins = (coins: number): string => formatNumber(coins, 0);

/** A ledger line's change: "+50" or "−15" (a true minus sign, read as "minus"). */
export const showCoinChange = (coin: number): string => (coin > 0 ? `+${formatNumber(coin, 0)}` : `−${formatNumber(-coin, 0)}`);

export const fullName = (member: { name: string; surname: string }): string => [member.name.trim(), member.surname.trim()].filter(Boolean).join(' ');
