/**
 * Undoing a deleted cart line (decision 0044): the same SKU (so the same chosen option), type,
 * donation place and quantity go back, as far as the stock still allows. What the undo achieved is
 * read from the cart the server answers with, never guessed.
 */
import type { CartAnswer, CartLine } from '@pawsook/shared/schemas/cart';

export interface RemovedLine {
  skuId: number;
  orderProductTypeId: number;
  /** the donation place of a donated line; null otherwise */
  donationId: number | null;
  amount: number;
}

export function removedLine(line: CartLine, donationId: number | null): RemovedLine {
  return { skuId: line.product.skuId, orderProductTypeId: line.product.orderProductTypeId, donationId, amount: line.totalAmount };
}

/** How many of this SKU, type and place the cart holds (0 without such a line). */
export function amountInCart(cart: CartAnswer['cart'] | undefined, removed: RemovedLine): number {
  if (!cart) return 0;
  const lines =
    removed.donationId === null ? cart.generalProduct.products : (cart.donationProduct.find((g) => g.donationId === removed.donationId)?.products ?? []);
  const found = lines.find((l) => l.product.skuId === removed.skuId && l.product.orderProductTypeId === removed.orderProductTypeId);
  return found?.totalAmount ?? 0;
}

export type PutBack =
  /** the whole quantity is back */
  | { kind: 'all' }
  /** the stock fell meanwhile: only `amount` came back */
  | { kind: 'some'; amount: number }
  /** sold out or taken off sale meanwhile: nothing came back */
  | { kind: 'none' };

/** What the undo did, from the line's amount before it and after it. */
export function putBackOutcome(removed: RemovedLine, before: number, after: number): PutBack {
  const back = after - before;
  if (back >= removed.amount) return { kind: 'all' };
  if (back > 0) return { kind: 'some', amount: back };
  return { kind: 'none' };
}
