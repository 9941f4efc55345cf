/**
 * Step 2's side-panel and order calls (cart spec §7): the promo code, coins as a discount, and
 * placing the order. The server keeps what the member chose per member until the order takes it
 * or the cart page clears it, so these calls go out one after another, in the order they were
 * made: a clearing sent first can never land after a code applied later.
 */
import type { z } from 'zod';
import type { coinDetailSchema, coinDiscountResultSchema, promoCancelResultSchema, promoCodeResultSchema } from '@pawsook/shared/schemas/orders';
import { api, applyUnauthorizedRule, HTTP_TIMEOUT_MS } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../lib/normalise-result';
import { getAccessToken } from '../../../lib/session-storage';
import { readOrderAnswer, type OrderAnswer } from './order-answer';
import type { PlaceOrderBody } from './checkout-totals';

export type PromoCodeResult = z.infer<typeof promoCodeResultSchema>;
export type PromoCancelResult = z.infer<typeof promoCancelResultSchema>;
export type CoinDetail = z.infer<typeof coinDetailSchema>;
export type CoinDiscountResult = z.infer<typeof coinDiscountResultSchema>;

export const ORDER_PATHS = {
  applyPromoCode: '/api/v1/promo-code/apply-promo-code',
  cancelPromoCode: '/api/v1/promo-code/cancel-promo-code',
  coinDetail: '/api/v1/coin/detail-use-coin',
  useCoinDiscount: '/api/v1/coin-history/use-coin-discount',
  cancelCoinDiscount: '/api/v1/coin-history/cancel-use-coin-discount',
  orders: '/api/v1/orders',
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
  return inTurn(async () => held((await api.post<PromoCodeResult>(ORDER_PATHS.applyPromoCode, body)).data));
}

export function cancelPromoCode(): Promise<PromoCancelResult> {
  return inTurn(async () => (await api.get<PromoCancelResult>(ORDER_PATHS.cancelPromoCode)).data);
}

export function fetchCoinDetail(orderPrice: number): Promise<CoinDetail> {
  return inTurn(async () => (await api.post<CoinDetail>(ORDER_PATHS.coinDetail, { orderPrice })).data);
}

export function applyCoinDiscount(body: { coin: number; price: number }): Promise<CoinDiscountResult> {
  return inTurn(async () => held((await api.post<CoinDiscountResult>(ORDER_PATHS.useCoinDiscount, body)).data));
}

export function cancelCoinDiscount(): Promise<CoinDiscountResult> {
  return inTurn(async () => (await api.get<CoinDiscountResult>(ORDER_PATHS.cancelCoinDiscount)).data);
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

export interface SendOrderOptions {
  body: PlaceOrderBody;
  idempotencyKey: string;
  lang: string;
  fetch?: typeof fetch;
}

/**
 * POST /api/v1/orders with its Idempotency-Key. The shop's api client sends no headers of a
 * caller's and keeps no result of a 400, and this call needs both (the key, and the step a refusal
 * names), so it is sent here with the client's own rules: the lang header, the bearer token, the
 * timeout, and the 401 rule (forget the session, go home; `applyUnauthorizedRule`).
 */
export async function sendOrder({ body, idempotencyKey, lang, fetch: send = fetch }: SendOrderOptions): Promise<OrderAnswer> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    lang,
    'Idempotency-Key': idempotencyKey,
  };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await send(ORDER_PATHS.orders, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'failed' };
  }
  let envelope: ApiEnvelope<unknown> | null = null;
  let parsed: unknown = null;
  try {
    parsed = await response.json();
    if (parsed && typeof parsed === 'object' && 'responseCode' in parsed) envelope = parsed as ApiEnvelope<unknown>;
  } catch {
    // not JSON (a proxy's error page): the status decides
  }
  const answer = readOrderAnswer(response.status, envelope);
  if (answer.kind === 'unauthorized') applyUnauthorizedRule(ORDER_PATHS.orders, response.status, parsed);
  return answer;
}
