/**
 * The one way anything in the shop puts a product in the cart (cart-checkout-payments.md §5, §7).
 * A member's line goes to the server; a guest's line is kept in the browser's guest cart (the cart
 * feature plugs its keeper in through the app layer) and the login modal is asked for, so that the
 * line is merged into the member's cart after signing in.
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

/** What the guest cart shows of a line until the sign-in merges it (the product page's SKU). */
export interface GuestLineDetails {
  productId: number;
  productNameTh: string;
  productNameEn: string;
  mainImage: string;
  /** baht: what one unit sells for now */
  price: number;
  choiceNameTh: string | null;
  choiceNameEn: string | null;
}

export interface AddToCartContext {
  /** the stock the shopper saw; an amount over it is refused before calling */
  stock: number;
  /** where a guest comes back to after signing in */
  returnTo: string;
  /** for a guest: what the guest cart shows of the line */
  guestLine?: GuestLineDetails;
}

export type GuestCartLineToKeep = AddToCartRequest & GuestLineDetails & { totalProduct: number };
/** Keeps a guest's line in the browser; says `exceeds-stock` when, with what is there already, it would pass the stock. */
export type KeepGuestLine = (line: GuestCartLineToKeep) => 'kept' | 'exceeds-stock' | 'not-kept';

let keepGuestLine: KeepGuestLine | null = null;

/** The cart feature (through the app layer) plugs the guest cart in here; null unplugs it. */
export function setGuestCartKeeper(keeper: KeepGuestLine | null): void {
  keepGuestLine = keeper;
}

/**
 * - `added`: "Item has been added to your shopping cart."
 * - `kept-for-guest`: a guest; the line is in the browser's guest cart and the login modal was asked for
 * - `sign-in-requested`: a guest whose line could not be kept; the login modal was asked for
 * - `exceeds-stock`: "The item cannot be added to the cart because it exceeds the total number of products."
 * - `needs-donation-place`: a donated product without a place (spec §5: a donation order needs one)
 * - `refused`: "Cannot be added to the shopping cart."
 */
export type AddToCartOutcome = 'added' | 'kept-for-guest' | 'sign-in-requested' | 'exceeds-stock' | 'needs-donation-place' | 'refused';

export function isSignedIn(): boolean {
  return getMemberId() !== null && getAccessToken() !== null;
}

export async function addToCart(request: AddToCartRequest, context: AddToCartContext): Promise<AddToCartOutcome> {
  if (request.orderProductTypeId === 2 && request.donationId === null) return 'needs-donation-place';
  if (!Number.isSafeInteger(request.amount) || request.amount < 1) return 'refused';
  if (exceedsStock(request.amount, context.stock)) return 'exceeds-stock';
  if (!isSignedIn()) return keepForGuest(request, context);
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

function keepForGuest(request: AddToCartRequest, context: AddToCartContext): AddToCartOutcome {
  let kept = false;
  if (keepGuestLine && context.guestLine) {
    const outcome = keepGuestLine({ ...request, ...context.guestLine, totalProduct: context.stock });
    if (outcome === 'exceeds-stock') return 'exceeds-stock';
    kept = outcome === 'kept';
  }
  // spec §2 Modals: "A login modal, shown when the cart is used without signing in"
  requestSignIn({ returnTo: context.returnTo });
  return kept ? 'kept-for-guest' : 'sign-in-requested';
}
