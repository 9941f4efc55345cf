/**
 * The checkout page's step (cart spec §2 "/cart/checkout, query parameter step"): 1 the cart
 * review, 2 the order details, 3 the order result. Any other value, or none, is step 1; moving on
 * goes to step plus one.
 */
export const CHECKOUT_PATH = '/cart/checkout';

export type CheckoutStep = 1 | 2 | 3;

export function parseCheckoutStep(value: string | null): CheckoutStep {
  if (value === '2') return 2;
  if (value === '3') return 3;
  return 1;
}

export function checkoutSearch(step: CheckoutStep): string {
  return `?step=${step}`;
}
