/**
 * The discounts held on the member's cart (cart spec §7): a promo code and coins as a discount,
 * chosen on step 2 and taken off by the cart page (step 1). The server keeps what the member chose
 * per member until the order takes it or the cart page clears it, so these calls go out one after
 * another, in the order they were made: a clearing sent first can never land after a code applied
 * later. The cart owns them because both steps use them; placing the order is the checkout's.
 */
import type { z } from 'zod';
import type { coinDetailSchema, coinDiscountResultSchema, promoCancelResultSchema, promoCodeResultSchema } from '@pawsook/shared/schemas/orders';
import { api } from '../../../lib/api-client';

export type PromoCodeResult = z.infer<typeof promoCodeResultSchema>;
export type PromoCancelResult = z.infer<typeof promoCancelResultSchema>;
export type CoinDetail = z.infer<typeof coinDetailSchema>;
export type CoinDiscountResult = z.infer<typeof coinDiscountResultSchema>;

export const DISCOUNT_PATHS = {
  applyPromoCode: '/api/v1/promo-code/apply-promo-code',
  cancelPromoCode: '/api/v1/promo-code/cancel-promo-code',
  coinDetail: '/api/v1/coin/detail-use-coin',
  useCoinDiscount: '/api/v1/coin-history/use-coin-discount',
  cancelCoinDiscount: '/api/v1/coin-history/cancel-use-coin-discount',
} as const;

let lastDiscountCall: Promise<unknown> = Promise.resolve();

/** Runs a discount call after the ones made before it have finished (whatever their outcome). */
function inTurn<T>(call: () => Promise<T>): Promise<T> {
  const next = lastDiscountCall.then(call, call);
  lastDiscountCall = next.catch(() => undefined);
  return next;
}

let clearedThisLoad = false;
/** a code or coins were accepted since the discounts were last cleared */
let heldSinceClear = false;

function held<T>(result: T): T {
  heldSinceClear = true;
  return result;
}

export function applyPromoCode(body: {
  promoCode: string;
  totalPrice: number;
  listSku: { skuId: number; price: number; amount: number }[];
}): Promise<PromoCodeResult> {
  return inTurn(async () => held((await api.post<PromoCodeResult>(DISCOUNT_PATHS.applyPromoCode, body)).data));
}

export function cancelPromoCode(): Promise<PromoCancelResult> {
  return inTurn(async () => (await api.get<PromoCancelResult>(DISCOUNT_PATHS.cancelPromoCode)).data);
}

export function fetchCoinDetail(orderPrice: number): Promise<CoinDetail> {
  return inTurn(async () => (await api.post<CoinDetail>(DISCOUNT_PATHS.coinDetail, { orderPrice })).data);
}

export function applyCoinDiscount(body: { coin: number; price: number }): Promise<CoinDiscountResult> {
  return inTurn(async () => held((await api.post<CoinDiscountResult>(DISCOUNT_PATHS.useCoinDiscount, body)).data));
}

export function cancelCoinDiscount(): Promise<CoinDiscountResult> {
  return inTurn(async () => (await api.get<CoinDiscountResult>(DISCOUNT_PATHS.cancelCoinDiscount)).data);
}

/** Takes any promo code and coin discount off (cart spec §4 "Step flow", "Cart refresh modes"). */
export async function clearCheckoutDiscounts(): Promise<void> {
  heldSinceClear = false;
  await Promise.all([cancelPromoCode(), cancelCoinDiscount()]);
}

/**
 * The cart page clears the discounts once per page load (cart spec §4 "Step flow"), not on every
 * visit within the app: true the first time it is asked in this page load (it claims the clearing).
 */
export function claimCartPageClearing(): boolean {
  if (clearedThisLoad) return false;
  clearedThisLoad = true;
  return true;
}

/**
 * Step 2 opens with no discount shown, so the server must hold none either: true (and claimed)
 * when this page load has not cleared them yet (step 2 opened directly), or a code or coins were
 * accepted since (step 2, back to the cart, step 2 again).
 */
export function claimStepTwoClearing(): boolean {
  const needed = !clearedThisLoad || heldSinceClear;
  clearedThisLoad = true;
  heldSinceClear = false;
  return needed;
}
