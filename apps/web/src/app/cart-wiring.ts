/**
 * The cart feature plugged into the two places that cannot import it (features never import each
 * other): the product page's add-to-cart keeps a guest's line in the guest cart, and the sign-in
 * merges that guest cart into the member's cart.
 */
import type { QueryClient } from '@tanstack/react-query';
import { keepGuestLine } from '../features/cart/guest-cart';
import { setCartMerge } from '../features/members/after-sign-in';
import { setGuestCartKeeper } from '../features/products/api/add-to-cart';

/** Plugs the cart in; the returned function unplugs it. */
export function wireCart(queryClient: QueryClient): () => void {
  setGuestCartKeeper((line) => keepGuestLine(line));
  // the merge (and the shared request schema it checks lines with) loads only when someone signs in
  setCartMerge(async (lines) => {
    const { createCartMerge } = await import('../features/cart/api/cart-merge');
    await createCartMerge({ queryClient })(lines);
  });
  return () => {
    setGuestCartKeeper(null);
    setCartMerge(null);
  };
}
