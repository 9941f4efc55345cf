import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '@pawsook/shared/money/money';
import { requestSignIn, useExpectSignIn } from '../../../lib/auth-events';
import { Button } from '../../../ui/button';
import { NoticeBanner } from '../../../ui/notice-banner';
import { CHECKOUT_PATH } from '../checkout-step';
import { guestCartView, removeGuestLine, useGuestCartOnceRead, type GuestCartLine } from '../guest-cart';
import { CartLines } from './cart-lines';
import { EmptyCart } from './empty-cart';

/** The guest's lines, the general ones first, then one list per donation place. */
function byDonation(lines: readonly GuestCartLine[]): Array<{ donationId: number | null; lines: GuestCartLine[] }> {
  const groups = new Map<number | null, GuestCartLine[]>();
  for (const line of lines) groups.set(line.donationId, [...(groups.get(line.donationId) ?? []), line]);
  return [...groups].sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : a - b)).map(([donationId, group]) => ({ donationId, lines: group }));
}

/**
 * The checkout page for a guest (spec §2 Modals: "a login modal, shown when the cart is used
 * without signing in"): the login modal opens, and the lines kept in this browser are shown until
 * the sign-in merges them into the member's cart.
 */
export function GuestCheckout({ askToLogIn }: { askToLogIn: boolean }) {
  const { t } = useTranslation();
  const guestLines = useGuestCartOnceRead();
  const view = guestCartView(guestLines ?? []);
  useExpectSignIn();

  useEffect(() => {
    if (askToLogIn) requestSignIn({ returnTo: CHECKOUT_PATH });
  }, [askToLogIn]);

  return (
    <div className="space-y-6">
      <NoticeBanner
        headingId="guest-checkout-title"
        tone="brand"
        title={t('cart.guest.title')}
        action={
          <Button className="px-8" onClick={() => requestSignIn({ returnTo: CHECKOUT_PATH })}>
            {t('cart.guest.logIn')}
          </Button>
        }
      >
        <p className="text-ink">{t('cart.guest.text')}</p>
      </NoticeBanner>
      {guestLines === null || view.lines.length === 0 ? (
        // a page the server drew keeps the empty cart's room, unseen, until the browser has read its lines
        <div className={guestLines === null ? 'invisible' : undefined} aria-hidden={guestLines === null ? 'true' : undefined}>
          <EmptyCart />
        </div>
      ) : (
        <section aria-labelledby="guest-lines-title" className="rounded-2xl border border-brand-100 bg-white p-4">
          <h2 id="guest-lines-title" className="mb-2 text-lg font-bold text-brand-900">
            {t('cart.guest.linesTitle')}
          </h2>
          {byDonation(guestLines).map(({ donationId, lines }) => {
            const caption = donationId === null ? t('cart.group.general') : t('cart.guest.donationLines');
            return (
              <div key={donationId ?? 0}>
                {donationId !== null ? <h3 className="mt-4 font-semibold text-brand-900">{caption}</h3> : null}
                <CartLines
                  lines={guestCartView(lines).lines}
                  donationId={donationId}
                  caption={caption}
                  onRemoveGuestLine={(line) =>
                    removeGuestLine({ skuId: line.product.skuId, orderProductTypeId: line.product.orderProductTypeId === 2 ? 2 : 1, donationId })
                  }
                />
              </div>
            );
          })}
          <p className="mt-3 flex items-baseline justify-between border-t border-brand-100 pt-3">
            <span className="font-semibold">{t('cart.mini.total')}</span>
            <span className="text-lg font-bold text-brand-900">{formatBaht(view.totalSatang)}</span>
          </p>
          <p className="mt-1 text-sm text-muted">{t('cart.guest.priceNote')}</p>
        </section>
      )}
    </div>
  );
}
