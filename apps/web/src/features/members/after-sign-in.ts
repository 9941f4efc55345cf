/**
 * The step that runs after every sign-in (member-area.md §4 Login): the guest's cart is merged
 * into the member's cart; if that fails the member lands on /?q=cart-fail.
 *
 * The merge call itself arrives with the cart (POST /api/v1/carts/merge): it is injected with
 * `setCartMerge()`. Until then nothing is merged and the guest cart stays where it is.
 */
import { CART_STORAGE_KEY } from '../../lib/session-storage';
import { AFTER_SIGN_IN_PATH, HOME_STATE_CART_MERGE_FAILED } from './members-config';

/** One line of the guest cart as the browser kept it; its shape belongs to the cart feature. */
export type GuestCartLine = unknown;

/** Merges the guest's lines into the signed-in member's cart; rejects when the shop refuses. */
export type MergeCart = (lines: readonly GuestCartLine[]) => Promise<void>;

export type AfterSignInOutcome = 'merged' | 'nothing-to-merge' | 'cart-fail';

/** Until the cart arrives: nothing is sent, the guest cart is left untouched. */
const mergeNothing: MergeCart = async () => {};

let mergeCart: MergeCart = mergeNothing;

/** The cart feature (through the app layer) plugs its real merge call in here. */
export function setCartMerge(merge: MergeCart | null): void {
  mergeCart = merge ?? mergeNothing;
}

type ReadableStorage = Pick<Storage, 'getItem'>;

function browserStorage(): ReadableStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The guest cart's lines from localStorage (`pawsook.cart`): a list, or an object with `lines` or
 * `items`. Anything unreadable counts as an empty cart.
 */
export function readGuestCartLines(storage: ReadableStorage | null = browserStorage()): GuestCartLine[] {
  let raw: string | null;
  try {
    raw = storage?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    return [];
  }
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed;
    if (parsed && typeof parsed === 'object') {
      const { lines, items } = parsed as { lines?: unknown; items?: unknown };
      if (Array.isArray(lines)) return lines;
      if (Array.isArray(items)) return items;
    }
  } catch {
    // a cart written by an older version of the shop: treat as empty rather than block sign-in
  }
  return [];
}

export interface AfterSignInOptions {
  storage?: ReadableStorage | null;
  merge?: MergeCart;
}

/** Runs the merge when the guest has something in the cart. Never throws. */
export async function runAfterSignIn(options: AfterSignInOptions = {}): Promise<AfterSignInOutcome> {
  const lines = readGuestCartLines(options.storage === undefined ? browserStorage() : options.storage);
  if (lines.length === 0) return 'nothing-to-merge';
  try {
    await (options.merge ?? mergeCart)(lines);
    return 'merged';
  } catch {
    return 'cart-fail';
  }
}

/** Where the member goes next: the requested page, or the configured path; /?q=cart-fail after a failed merge. */
export function pathAfterSignIn(outcome: AfterSignInOutcome, returnTo?: string | null): string {
  if (outcome === 'cart-fail') return `/?q=${HOME_STATE_CART_MERGE_FAILED}`;
  return safeReturnTo(returnTo) ?? AFTER_SIGN_IN_PATH;
}

/** Only paths on this site: never an absolute URL or a protocol-relative one (open redirect). */
export function safeReturnTo(returnTo: string | null | undefined): string | null {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) return null;
  return returnTo;
}
