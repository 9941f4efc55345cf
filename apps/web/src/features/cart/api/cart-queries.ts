import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartAnswer } from '@pawsook/shared/schemas/cart';
import { api, getResult } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth-events';
import { cartKeys } from './cart-keys';

export const CART_PATH = '/api/v1/carts';

/**
 * The signed-in member's cart (GET /api/v1/carts); nothing is asked for a guest. The header shows
 * it on every page, so a failure is shown where the cart is (never the System Error dialog).
 */
export function useMemberCart() {
  const session = useSession();
  const memberId = session.signedIn ? session.memberId : null;
  const query = useQuery({
    queryKey: cartKeys.all(memberId ?? ''),
    queryFn: ({ signal }) => getResult<CartAnswer>(CART_PATH, { signal }),
    enabled: memberId !== null,
    staleTime: 30_000,
    meta: { systemError: false },
  });
  return { ...query, memberId };
}

/** The named cart changes of step 1 (spec §7); each answers with the whole cart. */
export type CartChange =
  | { kind: 'set-quantity'; skuId: number; orderProductTypeId: number; donationId: number | null; amount: number }
  | { kind: 'remove-line'; skuId: number; orderProductTypeId: number; donationId: number | null; amount: number }
  | { kind: 'remove-donation-place'; donationId: number }
  /** a deleted line's undo: added again, trimmed to the stock (the merge call) */
  | { kind: 'put-back'; skuId: number; orderProductTypeId: number; donationId: number | null; amount: number }
  /** a reward line given back for its coins (decision 0044), and its undo: exchanged again */
  | { kind: 'return-reward'; skuId: number }
  | { kind: 'exchange-reward'; skuId: number };

export async function sendCartChange(change: CartChange): Promise<CartAnswer> {
  switch (change.kind) {
    case 'set-quantity':
      return (
        await api.patch<CartAnswer>(`${CART_PATH}/${change.skuId}`, {
          orderProductTypeId: change.orderProductTypeId,
          amount: change.amount,
          donationId: change.donationId,
          // the spec's client sends 0: the server prices the line
          totalPrice: 0,
        })
      ).data;
    case 'remove-line':
      return (
        await api.delete<CartAnswer>(`${CART_PATH}/${change.skuId}`, {
          body: { totalPrice: 0, orderProductTypeId: change.orderProductTypeId, amount: change.amount, donationId: change.donationId },
        })
      ).data;
    case 'remove-donation-place':
      return (await api.delete<CartAnswer>(`${CART_PATH}/donation/${change.donationId}`)).data;
    case 'put-back':
      return (
        await api.post<CartAnswer>(`${CART_PATH}/merge`, {
          lines: [{ skuId: change.skuId, amount: change.amount, orderProductTypeId: change.orderProductTypeId, donationId: change.donationId }],
        })
      ).data;
    case 'return-reward':
      return (await api.post<CartAnswer>(`${CART_PATH}/rewards/${change.skuId}/return`)).data;
    case 'exchange-reward':
      return (await api.get<CartAnswer>(`/api/v1/product-sku/exchange-coin-reward/${change.skuId}`)).data;
  }
}

/**
 * Sends a change and shows the cart it answers with. A 500 opens the System Error dialog (spec §8);
 * a 400 is for the caller to show; a 404 (the line went in another tab) reloads the cart.
 */
export function useCartChange() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: sendCartChange,
    onSuccess: (answer) => {
      if (session.memberId) queryClient.setQueryData(cartKeys.all(session.memberId), answer);
    },
    onError: (error) => {
      if (session.memberId && isApiError(error) && error.kind === 'not-found') {
        void queryClient.invalidateQueries({ queryKey: cartKeys.all(session.memberId) });
      }
    },
  });
}
