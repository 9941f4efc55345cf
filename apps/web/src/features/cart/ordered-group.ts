import { parseGroupChoice, type GroupChoice } from './cart-rules';

/**
 * The group this tab has just ordered at step 2 (issue 38: going back from step 3 after a paid
 * order must not say "your cart has changed"). Its lines left the cart with the order, so a step 2
 * of that group that the browser's history shows again is spent, not changed: the shopper goes on
 * to the cart. Step 1's "buy" starts a new checkout and forgets it. Session storage: this tab's
 * journey, gone with the tab.
 */
export const ORDERED_GROUP_STORAGE_KEY = 'pawsook.cart.orderedGroup';

type GroupStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): GroupStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Step 2 placed an order of this group. */
export function rememberOrderedGroup(choice: GroupChoice, storage = sessionStore()): void {
  try {
    storage?.setItem(ORDERED_GROUP_STORAGE_KEY, choice);
  } catch {
    // storage blocked: a step 2 shown again by Back says the cart has changed, as before
  }
}

/** Step 1's "buy": a new checkout begins. */
export function forgetOrderedGroup(storage = sessionStore()): void {
  try {
    storage?.removeItem(ORDERED_GROUP_STORAGE_KEY);
  } catch {
    // nothing kept
  }
}

export function readOrderedGroup(storage = sessionStore()): GroupChoice | null {
  try {
    return parseGroupChoice(storage?.getItem(ORDERED_GROUP_STORAGE_KEY));
  } catch {
    return null;
  }
}

/**
 * Whether step 2 is one this tab has already ordered from: the group chosen at step 1 is the one
 * just ordered, and it is gone from the cart (the cart now resolves to another group, or to none)
 * or can no longer be bought as it is. Then the shopper is taken to the cart without a warning;
 * any other step 2 whose group cannot be bought says the cart has changed.
 */
export function isSpentDetailsStep({
  chosen,
  resolved,
  canBuy,
  ordered,
}: {
  /** the group chosen at step 1, as remembered */
  chosen: GroupChoice;
  /** the group step 2 would show for it in the cart as it is now */
  resolved: GroupChoice | null;
  canBuy: boolean;
  ordered: GroupChoice | null;
}): boolean {
  return ordered !== null && ordered === chosen && (resolved !== chosen || !canBuy);
}
