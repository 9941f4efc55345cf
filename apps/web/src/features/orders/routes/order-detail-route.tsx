import { useTranslation } from 'react-i18next';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import { pickLocalised } from '../../../lib/localised';
import type { Language } from '../../../lib/preferences';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOrderDetail, type OrderDetail } from '../api/order-queries';
import { BackLink } from '../components/back-link';
import { Fact, FactList, OrderSection } from '../components/fact-list';
import { OrderAddressBlock } from '../components/order-address-block';
import { OrderDetailActions } from '../components/order-detail-actions';
import { OrderLines } from '../components/order-lines';
import { OrderPageFallback } from '../components/order-page-fallback';
import { DonationTag, OrderStatusBadge } from '../components/order-status-badge';
import { OrderTotals } from '../components/order-totals';
import { TaxInvoicePanel } from '../components/tax-invoice-panel';
import { formatOrderDateTime } from '../order-format';
import { statusNameKey } from '../order-status-view';
import { useOrderAddress } from '../hooks/use-order-address';

/** When the order was (or is to be) paid: the paid time, the pay-by time while it waits, else "not paid". */
function PaymentTime({ order, language }: { order: OrderDetail; language: Language }) {
  const { t } = useTranslation();
  if (order.paymentDateSuccess) return <Fact term={t('orders.detail.paidAt')}>{formatOrderDateTime(order.paymentDateSuccess, language)}</Fact>;
  if (order.statusId === ORDER_STATUS.waitingForPayment) return <Fact term={t('orders.fields.payBy')}>{formatOrderDateTime(order.paymentDate, language)}</Fact>;
  return <Fact term={t('orders.detail.paidAt')}>{t('orders.detail.notPaid')}</Fact>;
}

function OrderDetailView({ order, language }: { order: OrderDetail; language: Language }) {
  const { t } = useTranslation();
  const coins = (n: number) => t('orders.detail.coinsValue', { count: n });
  return (
    <div>
      <BackLink />
      <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-2xl font-bold break-words text-brand-900 md:text-3xl">{t('orders.detail.title', { orderNo: order.orderNo })}</h1>
        <OrderStatusBadge statusId={order.statusId} />
        {order.isDonation ? <DonationTag /> : null}
      </div>
      <div className="mb-6">
        <OrderDetailActions order={order} />
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <OrderSection id="order-summary" title={t('orders.detail.sections.summary')}>
          <FactList>
            <Fact term={t('orders.fields.orderNo')}>{order.orderNo}</Fact>
            <Fact term={t('orders.fields.orderDate')}>{formatOrderDateTime(order.createDate, language)}</Fact>
            <Fact term={t('orders.fields.status')}>{t(statusNameKey(order.statusId))}</Fact>
            <Fact term={t('orders.detail.paymentChannel')}>{pickLocalised(order, 'paymentChannel', language) || '—'}</Fact>
            <PaymentTime order={order} language={language} />
          </FactList>
        </OrderSection>

        <OrderSection id="order-coins" title={t('orders.detail.sections.coins')}>
          <FactList>
            <Fact term={t('orders.detail.coinGain')}>{coins(order.coinGain)}</Fact>
            <Fact term={t('orders.detail.coinReview')}>{coins(order.coinReview)}</Fact>
            <Fact term={t('orders.detail.coinUsed')}>{coins(order.coinUsed)}</Fact>
          </FactList>
        </OrderSection>

        <OrderSection id="order-shipping" title={t(order.isDonation ? 'orders.detail.sections.donationShipping' : 'orders.detail.sections.shipping')}>
          <OrderAddressBlock address={order.orderShippingAddress} language={language} />
        </OrderSection>

        <OrderSection id="order-receipt" title={t('orders.detail.sections.receipt')}>
          {order.orderReceiptAddress ? (
            <OrderAddressBlock address={order.orderReceiptAddress} language={language} />
          ) : (
            <p className="text-muted">{t('orders.detail.noReceipt')}</p>
          )}
        </OrderSection>

        <TaxInvoicePanel orderId={order.id} className="md:col-span-2" />

        <OrderSection id="order-promotions" title={t('orders.detail.sections.promotions')} className="md:col-span-2">
          {order.promotionsApplied.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5">
              {order.promotionsApplied.map((promotion, index) => (
                <li key={index} className="break-words">
                  {pickLocalised(promotion, 'name', language)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t('orders.detail.noPromotion')}</p>
          )}
          {order.promoCode ? (
            <p className="mt-2">
              {t('orders.detail.promoCode')} <span className="font-semibold break-all">{order.promoCode}</span>
            </p>
          ) : null}
        </OrderSection>
      </div>

      <OrderSection id="order-items" title={t('orders.detail.sections.items')} className="mt-4">
        <OrderLines order={order} language={language} />
      </OrderSection>

      <OrderSection id="order-totals" title={t('orders.detail.sections.totals')} className="mt-4 md:ml-auto md:max-w-md">
        <OrderTotals order={order} />
      </OrderSection>
    </div>
  );
}

/**
 * /user/purchase/order/{id}?orderNo={orderNo}, the order detail (member-area spec §2, §3): dates,
 * payment, addresses and lines as they were ordered, coins, promotions, totals, and what the order
 * allows now (pay, track, review, order again). Another member's order, or no order, is not found.
 */
export function OrderDetailRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id, orderNo } = useOrderAddress();
  const detail = useOrderDetail(id);
  usePageTitle(
    detail.data
      ? t('orders.detail.title', { orderNo: detail.data.orderNo })
      : orderNo
        ? t('orders.detail.title', { orderNo })
        : t('orders.detail.titleUnknown'),
  );

  if (!detail.data) return <OrderPageFallback query={detail} orderNo={orderNo} missing={id === null} />;
  return <OrderDetailView order={detail.data} language={language} />;
}
