/**
 * The cart's screen rules (cart-checkout-payments.md §4 "Cart line states", "Buy button", §5 "Cart
 * quantity"). They decide what may be pressed; the numbers shown are always the server's.
 */
import type { CartAnswer, CartLine, DonationGroup } from '@pawsook/shared/schemas/cart';
import { bahtToSatang } from '@pawsook/shared/money/money';
import { ORDER_PRODUCT_TYPE } from '@pawsook/shared/pricing/price-group';

export type CartGroups = CartAnswer['cart'];
export type GeneralGroup = CartGroups['generalProduct'];
export type CartGroup = GeneralGroup | DonationGroup;

/** The radio values of the spec: the general products, or one donation place's group. */
export type GroupChoice = 'generalProduct' | `donation-${number}`;

export const GENERAL_CHOICE = 'generalProduct' satisfies GroupChoice;

export function donationChoice(donationId: number): GroupChoice {
  return `donation-${donationId}`;
}

export function parseGroupChoice(value: unknown): GroupChoice | null {
  if (value === GENERAL_CHOICE) return GENERAL_CHOICE;
  if (typeof value === 'string') {
    const match = /^donation-([1-9]\d{0,14})$/.exec(value);
    if (match) return donationChoice(Number(match[1]));
  }
  return null;
}

export function choiceDonationId(choice: GroupChoice | null): number | null {
  if (!choice || choice === GENERAL_CHOICE) return null;
  return Number(choice.slice('donation-'.length));
}

// ----- lines -----

export type LineState = 'active' | 'out-of-stock' | 'not-displayed';

/** Spec §4: editable only when displayed and in stock; a hidden product says so before a sold-out one. */
export function lineState(line: CartLine): LineState {
  if (line.product.displayStatus !== 'active') return 'not-displayed';
  if (line.product.totalProduct <= 0) return 'out-of-stock';
  return 'active';
}

/** Stock is left, but less than the quantity in the cart: the shopper has to lower it. */
export function exceedsStockNow(line: CartLine): boolean {
  return lineState(line) === 'active' && line.totalAmount > line.product.totalProduct;
}

/** Can this line be bought as it is? (what the server's totals count) */
export function isBuyable(line: CartLine): boolean {
  return lineState(line) === 'active' && !exceedsStockNow(line);
}

export function isComplimentary(line: CartLine): boolean {
  return line.product.orderProductTypeId === ORDER_PRODUCT_TYPE.complimentary;
}

export function isFree(line: CartLine): boolean {
  return line.product.orderProductTypeId === ORDER_PRODUCT_TYPE.free;
}

/** Gifts and coin rewards: the server adds them; the shopper cannot change their quantity. */
export function isFixed(line: CartLine): boolean {
  return isComplimentary(line) || isFree(line);
}

export interface LineControls {
  /** show − and + (complimentary lines show the quantity only) */
  stepper: boolean;
  /** − and + do something */
  stepperActive: boolean;
  /** the delete button is offered (for a reward: its return for the coins, decision 0044) */
  deletable: boolean;
}

export function lineControls(line: CartLine, readOnly = false): LineControls {
  if (isComplimentary(line)) return { stepper: false, stepperActive: false, deletable: false };
  // free lines look like the others with the − inactive at 1 (they are always 1 each exchange); one
  // can be returned for its coins until the order is placed
  if (isFree(line)) return { stepper: !readOnly, stepperActive: false, deletable: !readOnly };
  return { stepper: !readOnly, stepperActive: !readOnly && lineState(line) === 'active', deletable: !readOnly };
}

/** One key per line: the same SKU can be in the cart as normal, free and donated to several places. */
export function lineKey(line: CartLine, donationId: number | null): string {
  return `${line.product.orderProductTypeId}:${donationId ?? 0}:${line.product.skuId}`;
}

// ----- quantity -----

export type QuantityProblem = 'cannot-reduce' | 'cannot-increase';

export interface QuantityStep {
  /** the quantity to send; null when nothing changes */
  amount: number | null;
  problem: QuantityProblem | null;
}

/**
 * Spec §5: − is blocked when the result would be 0 or below ("cannot reduce, delete the item"), +
 * when it would exceed the stock ("exceeds total stock"). A quantity already above the stock
 * (the stock fell since it was added) steps down straight to the stock.
 */
export function stepQuantity(direction: 'down' | 'up', amount: number, stock: number): QuantityStep {
  if (direction === 'down') {
    if (amount - 1 <= 0) return { amount: null, problem: 'cannot-reduce' };
    if (amount > stock && stock >= 1) return { amount: stock, problem: null };
    return { amount: amount - 1, problem: null };
  }
  if (amount + 1 > stock) return { amount: null, problem: 'cannot-increase' };
  return { amount: amount + 1, problem: null };
}

// ----- groups -----

export function activeDonationGroups(cart: CartGroups): DonationGroup[] {
  return cart.donationProduct.filter((g) => g.status === 'active');
}

export function hasAnyLine(cart: CartGroups): boolean {
  return cart.generalProduct.products.length > 0 || cart.donationProduct.some((g) => g.products.length > 0);
}

export function groupFor(cart: CartGroups, choice: GroupChoice | null): CartGroup | null {
  if (!choice) return null;
  if (choice === GENERAL_CHOICE) return cart.generalProduct;
  const id = choiceDonationId(choice);
  return cart.donationProduct.find((g) => g.donationId === id) ?? null;
}

/**
 * Which group is chosen after a cart load (spec §4 "Cart refresh modes"): the remembered one while
 * it can still be bought from; otherwise the general products when there are any; otherwise the
 * only donation place that can be chosen (so a cart of one donation is ready to buy); otherwise
 * nothing (the buy button then asks to select a product).
 */
export function resolveChoice(cart: CartGroups, remembered: GroupChoice | null): GroupChoice | null {
  const group = groupFor(cart, remembered);
  if (remembered && group && group.products.length > 0 && ('status' in group ? group.status === 'active' : true)) return remembered;
  if (cart.generalProduct.products.length > 0) return GENERAL_CHOICE;
  const choosable = activeDonationGroups(cart).filter((g) => g.products.length > 0);
  if (choosable.length === 1) return donationChoice(choosable[0]!.donationId);
  return null;
}

export type BuyBlock =
  /** nothing in the cart at all */
  | 'empty-cart'
  /** no group chosen, or the chosen group holds nothing */
  | 'select-product'
  /** a line of the chosen group is out of stock, hidden, or above the stock */
  | 'unavailable-line'
  /** the chosen donation place no longer takes donations */
  | 'donation-inactive';

export interface BuyState {
  canBuy: boolean;
  block: BuyBlock | null;
}

/** Spec §4 "Buy button": disabled when any of its conditions holds; the block says which. */
export function buyState(cart: CartGroups, choice: GroupChoice | null): BuyState {
  const blocked = (block: BuyBlock): BuyState => ({ canBuy: false, block });
  if (!hasAnyLine(cart)) return blocked('empty-cart');
  const group = groupFor(cart, choice);
  if (!group || group.products.length === 0) return blocked('select-product');
  if ('status' in group && group.status !== 'active') return blocked('donation-inactive');
  if (group.products.some((line) => !isBuyable(line))) return blocked('unavailable-line');
  // spec §5 "Step 1 buy": at least one product to pay for or receive
  if (group.totalAmount <= 0) return blocked('select-product');
  return { canBuy: true, block: null };
}

// ----- the header's summary -----

export interface CartCount {
  /** units in the cart, every line counted */
  items: number;
  lines: number;
}

/** Units in one group, every line counted. */
export function groupItems(group: CartGroup): number {
  return group.products.reduce((sum, l) => sum + l.totalAmount, 0);
}

export function cartCount(cart: CartGroups): CartCount {
  const lines = [...cart.generalProduct.products, ...cart.donationProduct.flatMap((g) => g.products)];
  return { items: lines.reduce((sum, l) => sum + l.totalAmount, 0), lines: lines.length };
}

/** What the groups cost together, as the server priced them (satang). */
export function cartTotalSatang(cart: CartGroups): number {
  return [cart.generalProduct, ...cart.donationProduct].reduce((sum, g) => sum + bahtToSatang(g.totalPrice), 0);
}
