/**
 * Coins as a discount (cart-checkout-payments.md §3 "coin detail", §5 "coin modal"): the member
 * chooses from a list of allowed amounts; `coinPerBaht` coins take one baht off. Never more coins
 * than the balance, nor a discount larger than what is left to pay after the other discounts.
 */
export interface CoinDiscountRule {
  /** coins that take one baht off (1 in the shop's scheme: 1 coin = 1 baht) */
  coinPerBaht: number;
  /** the amounts offered, ascending */
  steps: readonly number[];
}

/** The baht value of a number of coins, in satang (whole coins per baht, so no rounding loss at 1). */
export const coinValueSatang = (coins: number, coinPerBaht: number): number => Math.floor((coins * 100) / coinPerBaht);

/** The most coins that can be used on an order still costing `payableSatang`. */
export function maxUsableCoins(balance: number, payableSatang: number, coinPerBaht: number): number {
  return Math.max(0, Math.min(balance, Math.floor((payableSatang * coinPerBaht) / 100)));
}

/** The amounts the modal offers: each configured step that fits, ascending. */
export function allowedCoinAmounts(balance: number, payableSatang: number, rule: CoinDiscountRule): number[] {
  const max = maxUsableCoins(balance, payableSatang, rule.coinPerBaht);
  return rule.steps.filter((step) => step > 0 && step <= max);
}

/** Whether `coins` is an amount the member may use now. */
export const isAllowedCoinAmount = (coins: number, balance: number, payableSatang: number, rule: CoinDiscountRule): boolean =>
  allowedCoinAmounts(balance, payableSatang, rule).includes(coins);
