/**
 * The quantity rules of cart-checkout-payments.md §5 ("Cart quantity"), as the product page uses
 * them: at least 1, at most the stock. Each answer says what happened, so the screen can show
 * the spec's message.
 */
export type QuantityProblem = 'below-one' | 'over-stock';

export interface QuantityChange {
  amount: number;
  /** why the asked-for amount was not taken; null when it was */
  problem: QuantityProblem | null;
}

export function decreaseQuantity(current: number): QuantityChange {
  if (current - 1 <= 0) return { amount: Math.max(1, current), problem: 'below-one' };
  return { amount: current - 1, problem: null };
}

export function increaseQuantity(current: number, stock: number): QuantityChange {
  if (current + 1 > stock) return { amount: Math.max(1, Math.min(current, stock)), problem: 'over-stock' };
  return { amount: current + 1, problem: null };
}

/** What the shopper typed: digits only; empty or 0 becomes 1, more than the stock becomes the stock. */
export function typedQuantity(text: string, stock: number): QuantityChange {
  const digits = text.replace(/\D/g, '');
  const value = digits === '' ? 0 : Number(digits.slice(0, 6));
  if (value < 1) return { amount: 1, problem: 'below-one' };
  if (value > stock) return { amount: Math.max(1, stock), problem: 'over-stock' };
  return { amount: value, problem: null };
}

/** Checked again right before adding to the cart (the stock may have changed since). */
export function exceedsStock(amount: number, stock: number): boolean {
  return amount > stock;
}
