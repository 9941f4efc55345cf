import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBaht } from '@pawsook/shared/money/money';
import { requestSignIn, useExpectSignIn } from '../../../lib/auth-events';
import { useLanguage } from '../../../lib/use-language';
import { Button, buttonClass } from '../../../ui/button';
import { HeaderPopover } from '../../../ui/header-popover';
import type { LazyPopupParts } from '../../../ui/lazy-popup';
import { Skeleton } from '../../../ui/skeleton';
import { isFixed, lineState } from '../cart-rules';
import { CHECKOUT_PATH } from '../checkout-step';
import { cartProductPath, showBaht } from '../format';
import { EmptyCartPicture } from './cart-icons';
import { LineImage, lineChoice, lineName } from './line-parts';
import type { MiniCartState } from '../hooks/use-mini-cart-view';

/** The mini-cart's popover (loaded after the page's first load, see MiniCart). */
export function MiniCartPopover({ view, signedIn, failed, retry, trigger, triggerRef, openAtOnce }: MiniCartState & LazyPopupParts) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(openAtOnce !== null);
  const titleId = useId();
  const items = view?.items ?? 0;
  // a guest's way to the checkout is the log-in
  useExpectSignIn(open && !signedIn);

  function goToCheckoutAsGuest() {
    setOpen(false);
    requestSignIn({ returnTo: CHECKOUT_PATH });
  }

  return (
    <HeaderPopover
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      triggerRef={triggerRef}
      labelledBy={titleId}
      collisionPadding={8}
      className="flex w-[min(24rem,calc(100vw-1rem))] flex-col"
    >
      <h2 id={titleId} className="border-b border-brand-100 px-4 py-3 text-lg font-bold text-brand-900">
        {t('cart.mini.title', { count: items })}
      </h2>
      {view === null ? (
        failed ? (
          <div role="alert" className="px-4 py-6 text-center">
            <p className="font-semibold text-brand-900">{t('cart.loadError')}</p>
            <Button variant="secondary" className="mt-3" onClick={retry}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <div className="space-y-3 px-4 py-4" aria-hidden="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        )
      ) : view.lines.length === 0 ? (
        <div className="flex flex-col items-center px-4 py-6 text-center">
          <EmptyCartPicture />
          <p className="mt-3 font-semibold text-muted">{t('cart.empty')}</p>
        </div>
      ) : (
        <>
          {/* spec §2: the list scrolls past 615 px (less on a short screen, so the button stays in view) */}
          <ul className="max-h-[min(615px,55vh)] divide-y divide-brand-100 overflow-y-auto px-4" aria-label={t('cart.mini.listLabel')}>
            {view.lines.map(({ key, line, place }) => {
              const choice = lineChoice(line, language);
              const state = lineState(line);
              return (
                <li key={key} className="flex gap-3 py-3">
                  <LineImage line={line} size="size-14" />
                  <div className="min-w-0 flex-1">
                    <Link
                      to={cartProductPath(language, line.product.productId)}
                      onClick={() => setOpen(false)}
                      className="line-clamp-2 text-sm font-semibold text-ink hover:text-brand-800 hover:underline"
                    >
                      {lineName(line, language)}
                    </Link>
                    {choice ? <p className="text-xs text-muted">{choice}</p> : null}
                    {place ? <p className="text-xs text-muted">{t('cart.mini.donatedTo', { place })}</p> : null}
                    <p className="text-xs text-muted">{t('cart.mini.quantity', { count: line.totalAmount })}</p>
                    {state !== 'active' ? (
                      <p className="text-xs font-semibold text-red-700">{state === 'out-of-stock' ? t('cart.line.outOfStock') : t('cart.line.notDisplayed')}</p>
                    ) : null}
                  </div>
                  <p className="text-sm font-bold whitespace-nowrap text-brand-900">{isFixed(line) ? t('cart.line.freePrice') : showBaht(line.totalPrice)}</p>
                </li>
              );
            })}
          </ul>
          <p className="flex items-baseline justify-between border-t border-brand-100 px-4 py-3">
            <span className="font-semibold text-ink">{t('cart.mini.total')}</span>
            <span className="text-lg font-bold text-brand-900">{formatBaht(view.totalSatang)}</span>
          </p>
        </>
      )}
      <div className="border-t border-brand-100 px-4 py-3">
        {signedIn ? (
          <Link to={CHECKOUT_PATH} onClick={() => setOpen(false)} className={buttonClass('primary', 'w-full')}>
            {t('cart.mini.checkout')}
          </Link>
        ) : (
          <>
            <Button className="w-full" onClick={goToCheckoutAsGuest}>
              {t('cart.mini.checkout')}
            </Button>
            {view && view.lines.length > 0 ? <p className="mt-2 text-center text-xs text-muted">{t('cart.mini.guestNote')}</p> : null}
          </>
        )}
      </div>
    </HeaderPopover>
  );
}
