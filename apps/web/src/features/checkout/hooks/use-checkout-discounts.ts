import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CartGroup } from '../../cart/cart-rules';
import { coinOrderPrice, NO_DISCOUNTS, promoCodeBody, type CheckoutDiscounts } from '../checkout-totals';
import {
  applyCoinDiscount,
  applyPromoCode,
  cancelCoinDiscount,
  cancelPromoCode,
  clearCheckoutDiscounts,
  claimStepTwoClearing,
} from '../../cart/api/discount-calls';

/**
 * Step 2's promo code and coin discount (cart spec §4 "Promo code", "Coin discount"): what the
 * server accepted, kept in the page. Step 2 opens with neither, so whatever the server still holds
 * from earlier is taken off first. A failing take-off opens the System Error dialog (spec §8); a
 * refused code is for the promo box to show.
 */
export function useCheckoutDiscounts() {
  const [discounts, setDiscounts] = useState<CheckoutDiscounts>(NO_DISCOUNTS);
  const clearing = useMutation({ mutationFn: clearCheckoutDiscounts });
  const { mutate: clear } = clearing;

  useEffect(() => {
    if (claimStepTwoClearing()) clear();
  }, [clear]);

  const applyCode = useMutation({
    mutationFn: ({ group, code }: { group: CartGroup; code: string }) => applyPromoCode(promoCodeBody(group, code)),
    // the server took an active coin discount off with it (spec §4): so does the page
    onSuccess: (result, { code }) => setDiscounts({ promoCode: { code, discountPrice: result.discountPrice }, coins: null, receiveCoin: result.receiveCoin }),
  });

  const removeCode = useMutation({
    mutationFn: cancelPromoCode,
    onSuccess: (result) => setDiscounts((current) => ({ ...current, promoCode: null, receiveCoin: result.receiveCoin })),
  });

  const spendCoins = useMutation({
    mutationFn: ({ group, coins }: { group: CartGroup; coins: number }) => applyCoinDiscount({ coin: coins, price: coinOrderPrice(group, discounts) }),
    // spec §8: coin apply errors are logged only; the modal says the amount was refused
    meta: { systemError: false },
    onSuccess: (result) =>
      setDiscounts((current) => ({ ...current, coins: { coins: result.useCoin, discountPrice: result.discountPrice }, receiveCoin: result.receiveCoin })),
  });

  const removeCoins = useMutation({
    mutationFn: cancelCoinDiscount,
    onSuccess: (result) => setDiscounts((current) => ({ ...current, coins: null, receiveCoin: result.receiveCoin })),
  });

  return {
    discounts,
    applyCode,
    removeCode,
    spendCoins,
    removeCoins,
    /** after a refused order: start again from no discount, on the server too */
    reset() {
      setDiscounts(NO_DISCOUNTS);
      clear();
    },
    busy: clearing.isPending || applyCode.isPending || removeCode.isPending || spendCoins.isPending || removeCoins.isPending,
  };
}
