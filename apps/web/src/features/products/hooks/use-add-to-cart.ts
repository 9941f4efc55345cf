import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { addToCart, type AddToCartOutcome, type AddToCartRequest } from '../api/add-to-cart';

/** addToCart with the spec's messages as toasts; the caller shows inline problems (a missing donation place). */
export function useAddToCart() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const location = useLocation();
  return useMutation({
    mutationFn: ({ request, stock }: { request: AddToCartRequest; stock: number }): Promise<AddToCartOutcome> =>
      addToCart(request, { stock, returnTo: `${location.pathname}${location.search}` }),
    meta: { systemError: false },
    onSuccess: (outcome) => {
      if (outcome === 'added') {
        toast.success(t('products.cart.added'));
        void queryClient.invalidateQueries({ queryKey: ['cart'] });
      } else if (outcome === 'exceeds-stock') {
        toast.error(t('products.cart.exceedsStock'));
      } else if (outcome === 'refused') {
        toast.error(t('products.cart.refused'));
      }
    },
    onError: () => toast.error(t('products.cart.refused')),
  });
}
