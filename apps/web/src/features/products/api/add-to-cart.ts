/**
 * The one way anything in the shop puts a product in the cart (cart-checkout-payments.md §5, §7).
 * The cart itself arrives with the cart work; this is the call it defines.
 */
import { requestSignIn } from '../../../lib/auth-events';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { getAccessToken, getMemberId } from '../../../lib/session-storage';
import { exceedsStock } from '../quantity-rules';

/** Cart line order product types (spec §1): 1 normal, 2 donated. Complimentary and free items are never added by hand. */
export type OrderProductTypeId = 1 | 2;

export interface AddToCartRequest {
  skuId: number;
  amount: number;
  orderProductTypeId: OrderProductTypeId;
  /** the donation place, for a donated product; null otherwise */
  donationId: number | null;
}

export interface AddToCartContext {
  /** the stock the shopper saw; an amount over it is refused before calling */
  stock: number;
  /** where a guest comes back to after signing in */
  returnTo: string;
}

/**
 * - `added`: "Item has been added to your shopping cart."
 * - `sign-in-requested`: a guest; the login modal was asked for
 * - `exceeds-stock`: "The item cannot be added to the cart because it exceeds the total number of products."
 * - `needs-donation-place`: a donated product without a place (spec §5: a donation order needs one)
 * - `refused`: "Cannot be added to the shopping cart."
 */
export type AddToCartOutcome = 'added' | 'sign-in-requested' | 'exceeds-stock' | 'needs-donation-place' | 'refused';

export function isSignedIn(): boolean {
  return getMemberId() !== null && getAccessToken() !== null;
}

export async function addToCart(request: AddToCartRequest, context: AddToCartContext): Promise<AddToCartOutcome> {
  if (!isSignedIn()) {
    requestSignIn({ returnTo: context.returnTo });
    return 'sign-in-requested';
  }
  if (request.orderProductTypeId === 2 && request.donationId === null) return 'needs-donation-place';
  if (!Number.isSafeInteger(request.amount) || request.amount < 1) return 'refused';
  if (exceedsStock(request.amount, context.stock)) return 'exceeds-stock';
  try {
    await api.post<unknown>('/api/v1/carts', {
      skuId: request.skuId,
      amount: request.amount,
      orderProductTypeId: request.orderProductTypeId,
      donationId: request.donationId,
    });
    return 'added';
  } catch (error) {
    // 400: the server's stock check (someone bought the last ones meanwhile). Anything else,
    // including a 404 while the cart API is not there, is the generic refusal.
    if (isApiError(error) && error.kind === 'bad-request') return 'exceeds-stock';
    if (isApiError(error) && error.kind === 'unauthorized') return 'sign-in-requested';
    return 'refused';
  }
}
