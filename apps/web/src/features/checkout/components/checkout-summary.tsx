import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SummaryRow } from '../../cart/components/summary-row';
import { formatBaht } from '@pawsook/shared/money/money';
import { Button } from '../../../ui/button';
import { CoinIcon } from '../../../ui/coin-icon';
import type { CheckoutTotals } from '../checkout-totals';

export interface CheckoutSummaryProps {
  groupTitle: string;
  items: number;
  isDonation: boolean;
  totals: CheckoutTotals;
  placing: boolean;
  onPlaceOrder: () => void;
}

const minus = (satang: number) => (satang > 0 ? `-${formatBaht(satang)}` : formatBaht(0));

/**
 * Step 2's totals (cart spec §2 "side panel", §9 "Final total"): what step 1 showed, then the promo
 * code and the coins, and what is left to pay; the coins the order earns; the place-order button.
 */
export function CheckoutSummary({ groupTitle, items, isDonation, totals, placing, onPlaceOrder }: CheckoutSummaryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="text-xl font-bold text-brand-900">
        {t('cart.summary.title')}
      </h2>
      <p className="mt-1 text-sm break-words text-muted">{groupTitle}</p>
      <dl className="mt-4 space-y-2">
        <SummaryRow term={t('cart.summary.items')}>{t('cart.group.items', { count: items })}</SummaryRow>
        <SummaryRow term={t('cart.summary.total')}>{formatBaht(totals.productSatang)}</SummaryRow>
        <SummaryRow term={t('cart.summary.shipping')}>
          {totals.shippingSatang === 0 ? (
            <span className="font-semibold text-accent-700">{isDonation ? t('cart.summary.shippingDonation') : t('cart.summary.shippingFree')}</span>
          ) : (
            formatBaht(totals.shippingSatang)
          )}
        </SummaryRow>
        <SummaryRow term={t('cart.summary.promotionDiscount')}>{minus(totals.promotionSatang)}</SummaryRow>
        <SummaryRow term={t('cart.summary.grandTotal')}>{formatBaht(totals.grandTotalSatang)}</SummaryRow>
        {!isDonation ? (
          <>
            <SummaryRow term={t('checkout.details.totals.codeDiscount')}>{minus(totals.codeSatang)}</SummaryRow>
            <SummaryRow term={t('checkout.details.totals.coinDiscount')}>{minus(totals.coinSatang)}</SummaryRow>
          </>
        ) : null}
        <SummaryRow term={t('checkout.details.totals.net')} strong>
          <span data-testid="net-total">{formatBaht(totals.netSatang)}</span>
        </SummaryRow>
      </dl>
      {totals.receiveCoin > 0 ? (
        <p className="mt-3 flex items-center gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          <CoinIcon />
          {t('cart.summary.coins', { count: totals.receiveCoin })}
        </p>
      ) : null}
      <Button className="mt-4 w-full text-base" disabled={placing} aria-busy={placing || undefined} onClick={onPlaceOrder}>
        {placing ? t('checkout.details.placing') : t('checkout.details.placeOrder')}
      </Button>
    </section>
  );
}
