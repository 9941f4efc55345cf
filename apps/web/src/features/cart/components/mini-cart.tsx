import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { lazyPopup } from '../../../ui/lazy-popup';
import { CHECKOUT_PATH } from '../checkout-step';
import { CartIcon } from '../../../ui/cart-icon';
import { useMiniCartView } from '../hooks/use-mini-cart-view';

// the popover (Radix's) and its lines are not in the first load: they come when the page is idle
// or the button is reached
const MiniCartPopover = lazyPopup(async () => (await import('./mini-cart-popover')).MiniCartPopover, 'dialog');

/**
 * The header's cart (spec §2 Mini-cart): the icon with the item count (not on the checkout page),
 * and a popover listing the lines, the total and the way to the checkout.
 */
export function MiniCart() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = useMiniCartView();
  const onCheckout = location.pathname === CHECKOUT_PATH || location.pathname === `${CHECKOUT_PATH}/`;
  const items = state.view?.items ?? 0;
  return (
    <MiniCartPopover
      {...state}
      trigger={{
        'aria-label': items > 0 ? t('cart.mini.triggerCount', { count: items }) : t('cart.mini.trigger'),
        className:
          'relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50 data-[state=open]:bg-brand-100',
        children: (
          <>
            <CartIcon />
            {items > 0 && !onCheckout ? (
              <span
                data-testid="cart-badge"
                aria-hidden="true"
                className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white ring-2 ring-white"
              >
                {items > 99 ? '99+' : items}
              </span>
            ) : null}
          </>
        ),
      }}
    />
  );
}
