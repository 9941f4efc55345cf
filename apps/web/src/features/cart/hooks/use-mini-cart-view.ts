import type { CartLine } from '@pawsook/shared/schemas/cart';
import { useSession } from '../../../lib/auth-events';
import { useMemberCart } from '../api/cart-queries';
import { cartCount, cartTotalSatang, lineKey } from '../cart-rules';
import { guestCartView, useGuestCart } from '../guest-cart';

export interface MiniCartLine {
  key: string;
  line: CartLine;
  /** the donation place a donated line is bought for */
  place: string | null;
}

export interface MiniCartView {
  lines: MiniCartLine[];
  items: number;
  totalSatang: number;
}

export interface MiniCartState {
  view: MiniCartView | null;
  signedIn: boolean;
  failed: boolean;
  retry: () => void;
}

/** The member's cart from the server, or the guest's from the browser. */
export function useMiniCartView(): MiniCartState {
  const session = useSession();
  const memberCart = useMemberCart();
  const guestLines = useGuestCart();
  if (!session.signedIn) {
    const guest = guestCartView(guestLines);
    return {
      view: {
        lines: guest.lines.map((line, i) => ({ key: lineKey(line, guestLines[i]?.donationId ?? null), line, place: null })),
        items: guest.items,
        totalSatang: guest.totalSatang,
      },
      signedIn: false,
      failed: false,
      retry: () => {},
    };
  }
  const cart = memberCart.data?.cart;
  if (!cart) return { view: null, signedIn: true, failed: memberCart.isError, retry: () => void memberCart.refetch() };
  const lines: MiniCartLine[] = [
    ...cart.generalProduct.products.map((line) => ({ key: lineKey(line, null), line, place: null })),
    ...cart.donationProduct.flatMap((group) => group.products.map((line) => ({ key: lineKey(line, group.donationId), line, place: group.donationPlace }))),
  ];
  return { view: { lines, items: cartCount(cart).items, totalSatang: cartTotalSatang(cart) }, signedIn: true, failed: false, retry: () => {} };
}
