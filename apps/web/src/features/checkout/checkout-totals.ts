/**
 * Step 2's money (cart spec §4 "Promo code", "Coin discount", §9 "Final total"): the chosen group as
 * the server priced it, with the promo-code and coin discounts the server answered. Nothing here
 * prices a product: the figures only add up what the server said, in satang, the way the server
 * adds them when the order is placed, so that the order's body carries the figures it will charge.
 */
import type { z } from 'zod';
import { bahtToSatang, satangToBaht } from '@pawsook/shared/money/money';
import { coinValueSatang } from '@pawsook/shared/pricing/coin-discount';
import { ORDER_PRODUCT_TYPE } from '@pawsook/shared/pricing/price-group';
import { finalTotalSatang } from '@pawsook/shared/pricing/promo-code';
import type { placeOrderBody as placeOrderSchema } from '@pawsook/shared/schemas/orders';
import type { CartGroup } from '../cart/cart-rules';

/** A promo code the server accepted for this checkout. */
export interface AppliedPromoCode {
  /** as the shopper typed it (the server matches it without regard to case) */
  code: string;
  /** baht off, as the server answered */
  discountPrice: number;
}

/** Coins the server accepted as a discount for this checkout. */
export interface UsedCoins {
  coins: number;
  /** baht off, as the server answered */
  discountPrice: number;
}

export interface CheckoutDiscounts {
  promoCode: AppliedPromoCode | null;
  coins: UsedCoins | null;
  /** the coins the order earns as the last discount answer said (a code may add its own); null: the cart's */
  receiveCoin: number | null;
}

export const NO_DISCOUNTS: CheckoutDiscounts = { promoCode: null, coins: null, receiveCoin: null };

export interface CheckoutTotals {
  productSatang: number;
  promotionSatang: number;
  shippingSatang: number;
  /** products - promotions + shipping: what step 1 shows */
  grandTotalSatang: number;
  codeSatang: number;
  coinSatang: number;
  /** what the shopper pays: grand total - code discount - coin discount, never below 0 */
  netSatang: number;
  receiveCoin: number;
}

/** A donation takes no promo code and no coins (the boxes are hidden), whatever is remembered. */
export function isDonationGroup(group: CartGroup): group is Extract<CartGroup, { donationId: number }> {
  return 'donationId' in group;
}

export function checkoutTotals(group: CartGroup, discounts: CheckoutDiscounts): CheckoutTotals {
  const applied = isDonationGroup(group) ? NO_DISCOUNTS : discounts;
  const grandTotalSatang = bahtToSatang(group.grandTotalPrice);
  const codeSatang = applied.promoCode ? bahtToSatang(applied.promoCode.discountPrice) : 0;
  const coinSatang = applied.coins ? bahtToSatang(applied.coins.discountPrice) : 0;
  return {
    productSatang: bahtToSatang(group.totalPrice),
    promotionSatang: bahtToSatang(group.totalDiscountPromotion),
    shippingSatang: bahtToSatang(group.totalShippingPrice),
    grandTotalSatang,
    codeSatang,
    coinSatang,
    netSatang: finalTotalSatang(grandTotalSatang, codeSatang, coinSatang),
    receiveCoin: applied.receiveCoin ?? group.receiveCoin,
  };
}

/** A line the shopper pays for, as the promo-code and order calls list them. */
export interface OrderedSku {
  skuId: number;
  price: number;
  amount: number;
}

/** The lines charged for: bought (1) or donated (2); gifts and coin rewards are the server's to add. */
export function chargedLines(group: CartGroup): OrderedSku[] {
  return group.products
    .filter((line) => line.product.orderProductTypeId === ORDER_PRODUCT_TYPE.normal || line.product.orderProductTypeId === ORDER_PRODUCT_TYPE.donated)
    .filter((line) => line.totalAmount > 0)
    .map((line) => ({ skuId: line.product.skuId, price: line.product.price, amount: line.totalAmount }));
}

/** POST /api/v1/promo-code/apply-promo-code: the figures the code is asked about (the server compares them with its own). */
export function promoCodeBody(group: CartGroup, code: string) {
  return { promoCode: code, totalPrice: group.totalPrice, listSku: chargedLines(group) };
}

/** The coin calls' order price (cart spec §7): products after the promotions and the code, before shipping. */
export function coinOrderPrice(group: CartGroup, discounts: CheckoutDiscounts): number {
  const totals = checkoutTotals(group, { ...discounts, coins: null });
  return satangToBaht(Math.max(0, totals.productSatang - totals.promotionSatang - totals.codeSatang));
}

/** One amount the coin modal offers (cart spec §5 "Coin modal": only from the server's list, above 0), with its value. */
export interface CoinChoice {
  coins: number;
  valueSatang: number;
}

export function coinChoices(detail: { coinPerBaht: number; listChangeCoin: readonly number[] }): CoinChoice[] {
  if (!(detail.coinPerBaht > 0)) return [];
  return [...new Set(detail.listChangeCoin)]
    .filter((coins) => Number.isSafeInteger(coins) && coins > 0)
    .sort((a, b) => a - b)
    .map((coins) => ({ coins, valueSatang: coinValueSatang(coins, detail.coinPerBaht) }));
}

/** Confirm works only for an amount of the list above 0 (cart spec §5 "Coin modal"). */
export function canConfirmCoins(chosen: number | null, choices: readonly CoinChoice[]): chosen is number {
  return chosen !== null && chosen > 0 && choices.some((choice) => choice.coins === chosen);
}

/** What step 2 chose besides the money. */
export interface OrderChoices {
  /** the order's own copy of the delivery address; null for a donation */
  shippingAddressId: number | null;
  receiptNeed: boolean;
  receiptSame: boolean;
  /** the order's own copy of the tax-invoice address; null without an invoice */
  receiptAddressId: number | null;
  paymentChannelId: number | null;
}

export type PlaceOrderBody = z.input<typeof placeOrderSchema>;

/** POST /api/v1/orders (cart spec §7): the group's lines and every figure the page shows. */
export function placeOrderBody(group: CartGroup, discounts: CheckoutDiscounts, choices: OrderChoices): PlaceOrderBody {
  const donation = isDonationGroup(group) ? group : null;
  const applied = donation ? NO_DISCOUNTS : discounts;
  const totals = checkoutTotals(group, applied);
  return {
    products: chargedLines(group),
    productAmount: group.totalAmount,
    productPrice: satangToBaht(totals.productSatang),
    netTotalPrice: satangToBaht(totals.netSatang),
    promoCode: applied.promoCode?.code ?? null,
    coinUsed: applied.coins?.coins ?? 0,
    shippingAddressId: donation ? null : choices.shippingAddressId,
    receiptAddressSame: choices.receiptNeed && choices.receiptSame && !donation,
    receiptAddressId: choices.receiptNeed ? choices.receiptAddressId : null,
    paymentChannelId: choices.paymentChannelId,
    receiptNeed: choices.receiptNeed,
    isDonation: donation !== null,
    donationId: donation?.donationId ?? null,
    shippingPrice: satangToBaht(totals.shippingSatang),
    discountPromotion: satangToBaht(totals.promotionSatang),
    receiveCoin: totals.receiveCoin,
    discountPromoCode: satangToBaht(totals.codeSatang),
    discountCoin: satangToBaht(totals.coinSatang),
  };
}
