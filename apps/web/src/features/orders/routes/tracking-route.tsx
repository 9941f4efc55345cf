import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../lib/preferences';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { buttonClass } from '../../../ui/button';
import { useOrderTracking, type OrderTracking } from '../api/order-queries';
import { BackLink } from '../components/back-link';
import { OrderSection } from '../components/fact-list';
import { OrderAddressBlock } from '../components/order-address-block';
import { OrderPageFallback } from '../components/order-page-fallback';
import { DonationTag, OrderStatusBadge } from '../components/order-status-badge';
import { ShipmentFacts } from '../components/shipment-facts';
import { TrackingTimeline } from '../components/tracking-timeline';
import { formatOrderDateTime } from '../order-format';
import { ORDER_TRACKING_PATH, orderDetailHref } from '../order-paths';
import { useOrderAddress } from '../hooks/use-order-address';

function TrackingView({ tracking, language }: { tracking: OrderTracking; language: Language }) {
  const { t } = useTranslation();
  return (
    <div>
      <BackLink to={ORDER_TRACKING_PATH} label={t('orders.tracking.backToList')} />
      <div className="mb-1 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-2xl font-bold break-words text-brand-900 md:text-3xl">{t('orders.tracking.title', { orderNo: tracking.orderNo })}</h1>
        <OrderStatusBadge statusId={tracking.statusId} />
        {tracking.isDonation ? <DonationTag /> : null}
      </div>
      <p className="mb-5 text-muted">{t('orders.tracking.orderedOn', { dateTime: formatOrderDateTime(tracking.createDate, language) })}</p>

      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <OrderSection id="tracking-progress" title={t('orders.tracking.progress')} className="md:row-span-2">
          <TrackingTimeline history={tracking.history} language={language} />
        </OrderSection>
        <OrderSection id="tracking-parcel" title={t('orders.tracking.parcel')}>
          <ShipmentFacts shipment={tracking.shipment} language={language} />
        </OrderSection>
        <OrderSection id="tracking-address" title={t(tracking.isDonation ? 'orders.detail.sections.donationShipping' : 'orders.tracking.address')}>
          <OrderAddressBlock address={tracking.shippingAddress} language={language} />
        </OrderSection>
      </div>
      <Link to={orderDetailHref(tracking.id, tracking.orderNo)} className={buttonClass('secondary', 'mt-6')}>
        {t('orders.tracking.toDetail')}
      </Link>
    </div>
  );
}

/**
 * /user/purchase/tracking/{orderId}?orderNo={orderNo}: the order's way to the door (issue 18
 * "Tracking"): every status change with its time, the carrier, parcel number and the carrier's
 * page once staff have shipped it, the expected day, the delivery address.
 */
export function TrackingRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id, orderNo } = useOrderAddress();
  const tracking = useOrderTracking(id);
  const shownNo = tracking.data?.orderNo ?? orderNo;
  usePageTitle(shownNo ? t('orders.tracking.title', { orderNo: shownNo }) : t('orders.tracking.listTitle'));

  if (!tracking.data) {
    return (
      <OrderPageFallback query={tracking} orderNo={orderNo} missing={id === null} backTo={ORDER_TRACKING_PATH} backLabel={t('orders.tracking.backToList')} />
    );
  }
  return <TrackingView tracking={tracking.data} language={language} />;
}
