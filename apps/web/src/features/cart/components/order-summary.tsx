import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SummaryRow } from './summary-row';
import { Button } from '../../../ui/button';
import type { BuyBlock, CartGroup } from '../cart-rules';
import { showBaht } from '../format';
import { CoinIcon } from '../../../ui/coin-icon';

export interface OrderSummaryProps {
  /** the chosen group; null when none is chosen */
  group: CartGroup | null;
  /** what the group is: "General products" or "Donation to …" */
  groupTitle: string | null;
  canBuy: boolean;
  block: BuyBlock | null;
  /** the cart check before step 2 is on its way */
  checking: boolean;
  onBuy: () => void;
  /** step 2 names the button after what it does next */
  buyLabel?: string;
}

const blockKey: Record<BuyBlock, string> = {
  'empty-cart': 'cart.buy.emptyCart',
  'select-product': 'cart.buy.selectProduct',
  'unavailable-line': 'cart.buy.unavailableLine',
  'donation-inactive': 'cart.buy.donationInactive',
};

/** The chosen group's totals as the server priced them, and the buy button (spec §4 "Buy button"). */
export function OrderSummary({ group, groupTitle, canBuy, block, checking, onBuy, buyLabel }: OrderSummaryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const isDonation = group !== null && 'donationId' in group;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm lg:sticky lg:top-20">
      <h2 id={titleId} className="text-xl font-bold text-brand-900">
        {t('cart.summary.title')}
      </h2>
      <p className="mt-1 text-sm break-words text-muted">{groupTitle ?? t('cart.summary.nothingChosen')}</p>
      <dl className="mt-4 space-y-2">
        <SummaryRow term={t('cart.summary.items')}>{t('cart.group.items', { count: group?.totalAmount ?? 0 })}</SummaryRow>
        <SummaryRow term={t('cart.summary.total')}>{showBaht(group?.totalPrice ?? 0)}</SummaryRow>
        <SummaryRow term={t('cart.summary.shipping')}>
          {group && group.totalAmount > 0 && group.totalShippingPrice === 0 ? (
            <span className="font-semibold text-accent-700">{isDonation ? t('cart.summary.shippingDonation') : t('cart.summary.shippingFree')}</span>
          ) : (
            showBaht(group?.totalShippingPrice ?? 0)
          )}
        </SummaryRow>
        <SummaryRow term={t('cart.summary.promotionDiscount')}>
          {group && group.totalDiscountPromotion > 0 ? `-${showBaht(group.totalDiscountPromotion)}` : showBaht(0)}
        </SummaryRow>
        <SummaryRow term={t('cart.summary.grandTotal')} strong>
          {showBaht(group?.grandTotalPrice ?? 0)}
        </SummaryRow>
      </dl>
      {group && group.receiveCoin > 0 ? (
        <p className="mt-3 flex items-center gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          <CoinIcon />
          {t('cart.summary.coins', { count: group.receiveCoin })}
        </p>
      ) : null}
      <Button className="mt-4 w-full text-base" disabled={!canBuy || checking} aria-describedby={block ? hintId : undefined} onClick={onBuy}>
        {checking ? t('cart.buy.checking') : (buyLabel ?? t('cart.buy.button'))}
      </Button>
      {block ? (
        <p id={hintId} className="mt-2 text-center text-sm font-semibold text-red-700">
          {t(blockKey[block])}
        </p>
      ) : null}
    </section>
  );
}
