/** What a reward needs to be redeemable; the shop's own numbers, never computed on screen. */
export interface RedeemableReward {
  coinReward: number;
  totalProductInSellStock: number;
}

/** Why Redeem is inert, or null when it is active (cart-checkout spec §4 Coin exchange). */
export type RedeemBlock = 'sold-out' | 'not-enough' | null;

export function isSoldOut(reward: RedeemableReward): boolean {
  return reward.totalProductInSellStock <= 0;
}

/** Redeem is active only when the current coins are at least the reward's cost and it is in stock. */
export function redeemBlock(currentCoin: number | null | undefined, reward: RedeemableReward): RedeemBlock {
  if (isSoldOut(reward)) return 'sold-out';
  if (currentCoin === null || currentCoin === undefined || currentCoin < reward.coinReward) return 'not-enough';
  return null;
}

/** How many more coins the reward needs (0 when the member has enough). */
export function coinsShort(currentCoin: number, reward: RedeemableReward): number {
  return Math.max(0, reward.coinReward - currentCoin);
}

export { pageCount } from '../../lib/page-count';

/** `?section=` of the coin page and the part of the page it scrolls to (member-area spec §2). */
export const COIN_SECTIONS = { 'my-pcg-coin': 'my-pcg-coin', document: 'coin-guide' } as const;
export type CoinSection = keyof typeof COIN_SECTIONS;

export function sectionTarget(section: string | null): string | null {
  return section && Object.hasOwn(COIN_SECTIONS, section) ? COIN_SECTIONS[section as CoinSection] : null;
}
