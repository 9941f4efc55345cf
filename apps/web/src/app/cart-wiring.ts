/**
 * The cart feature plugged into the two places that cannot import it (features never import each
 * other): the product page's add-to-cart keeps a guest's line in the guest cart, and the sign-in
 * merges that guest cart into the member's cart.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createCartMerge } from '../features/cart/api/cart-merge';
import { keepGuestLine } from '../features/cart/guest-cart';
import { setCartMerge } from '../features/members/after-sign-in';
import { setGuestCartKeeper } from '../features/products/api/add-to-cart';

/** Plugs the cart in; the returned function unplugs it. */
export function wireCart(queryClient: QueryClient): () => void {
  setGuestCartKeeper((line) => keepGuestLine(line));
  setCartMerge(createCartMerge({ queryClient }));
  return () => {
    setGuestCartKeeper(null);
    setCartMerge(null);
  };
}
