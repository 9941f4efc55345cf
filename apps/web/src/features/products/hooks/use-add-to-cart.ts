import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from '../../../lib/toast';
import { getMemberId } from '../../../lib/session-storage';
import { addToCart, type AddToCartOutcome, type AddToCartRequest, type GuestLineDetails } from '../api/add-to-cart';

/** addToCart with the spec's messages as toasts; the caller shows inline problems (a missing donation place). */
export function useAddToCart() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const location = useLocation();
  return useMutation({
    mutationFn: ({ request, stock, guestLine }: { request: AddToCartRequest; stock: number; guestLine?: GuestLineDetails }): Promise<AddToCartOutcome> =>
      addToCart(request, { stock, returnTo: `${location.pathname}${location.search}`, guestLine }),
    meta: { systemError: false },
    onSuccess: (outcome) => {
      if (outcome === 'added') {
        toast.success(t('products.cart.added'));
        // the member's cart (features/cart: ['member', memberId, 'cart']): the header's badge updates
        const memberId = getMemberId();
        if (memberId) void queryClient.invalidateQueries({ queryKey: ['member', memberId, 'cart'] });
      } else if (outcome === 'kept-for-guest') {
        toast.success(t('products.cart.added'));
      } else if (outcome === 'exceeds-stock') {
        toast.error(t('products.cart.exceedsStock'));
      } else if (outcome === 'refused') {
        toast.error(t('products.cart.refused'));
      }
    },
    onError: () => toast.error(t('products.cart.refused')),
  });
}
