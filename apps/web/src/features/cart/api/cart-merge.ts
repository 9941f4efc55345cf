/**
 * The guest cart goes into the member's cart right after sign-in (member-area.md §4 Login):
 * POST /api/v1/carts/merge with the browser's lines. The server trims them to stock and skips
 * what cannot be bought. On success the browser cart is emptied and the member's cart shown; a
 * failure is thrown, so that the sign-in sends the member to /?q=cart-fail with the guest cart
 * still kept.
 */
import type { QueryClient } from '@tanstack/react-query';
import { addToCartBody, type AddToCartInput, type CartAnswer } from '@pawsook/shared/schemas/cart';
import { api } from '../../../lib/api-client';
import { getMemberId } from '../../../lib/session-storage';
import { clearGuestCart } from '../guest-cart';
import { cartKeys } from './cart-keys';

export const MERGE_PATH = '/api/v1/carts/merge';
/** the merge call takes at most this many lines (packages/shared/src/schemas/cart.ts) */
export const MERGE_MAX_LINES = 100;

/** The merge body's lines from whatever the browser kept; malformed lines are left out. */
export function mergeLines(lines: readonly unknown[]): AddToCartInput[] {
  return lines
    .flatMap((line) => {
      const parsed = addToCartBody.safeParse(line);
      return parsed.success ? [parsed.data] : [];
    })
    .slice(0, MERGE_MAX_LINES);
}

export interface CartMergeDeps {
  queryClient: QueryClient;
  post?: typeof api.post;
  clear?: () => void;
  memberId?: () => string | null;
}

export function createCartMerge({ queryClient, post = api.post, clear = clearGuestCart, memberId = getMemberId }: CartMergeDeps) {
  return async function mergeGuestCart(guestLines: readonly unknown[]): Promise<void> {
    const lines = mergeLines(guestLines);
    if (lines.length > 0) {
      const { data } = await post<CartAnswer>(MERGE_PATH, {
        lines: lines.map(({ skuId, amount, orderProductTypeId, donationId }) => ({ skuId, amount, orderProductTypeId, donationId })),
      });
      const id = memberId();
      if (id) {
        // a cart load that started before the merge must not win over its answer
        await queryClient.cancelQueries({ queryKey: cartKeys.all(id) });
        queryClient.setQueryData(cartKeys.all(id), data);
      }
    }
    clear();
  };
}
