import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Language } from '../../../lib/preferences';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { buttonClass } from '../../../ui/button';
import { ORDERS_PAGE_SIZE, useInTransitOrders, type OrderListItem } from '../api/order-queries';
import { ListEmpty, ListError, ListLoading } from '../components/list-states';
import { OrderCardHeading } from '../components/order-card-heading';
import { CardFact, CardFacts } from '../components/order-list-pieces';
import { OrderStatusBadge } from '../components/order-status-badge';
import { ExpectedDelivery } from '../components/shipment-facts';
import { formatOrderDateTime } from '../order-format';
import { ORDER_HISTORY_PATH, ORDER_TRACKING_PATH, orderDetailHref, trackingHref } from '../order-paths';
import { pageFromSearch } from '../order-pages';
import type { OrderPager } from '../order-pager';

function InTransitOrders({ orders, language }: { orders: OrderListItem[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('orders.tracking.listLabel')} className="grid gap-3 lg:grid-cols-2">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-col rounded-2xl border border-brand-100 bg-white p-4">
          <OrderCardHeading orderNo={order.orderNo} href={orderDetailHref(order.id, order.orderNo)} isDonation={order.isDonation} />
          <CardFacts>
            <CardFact term={t('orders.fields.orderDate')}>{formatOrderDateTime(order.createDate, language)}</CardFact>
            <CardFact term={t('orders.fields.status')}>
              <OrderStatusBadge statusId={order.statusId} />
            </CardFact>
            <CardFact term={t('orders.tracking.expected')}>
              <ExpectedDelivery shipment={order.shipment} language={language} />
            </CardFact>
          </CardFacts>
          <Link to={trackingHref(order.id, order.orderNo)} className={buttonClass('primary', 'mt-4 self-start max-sm:w-full')}>
            {t('orders.tracking.open')}
            <span className="sr-only"> {order.orderNo}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * /user/purchase/tracking, order tracking (member-area spec §1, §2): the member's orders on their
 * way (paid to out for delivery), newest first, each with its status, expected delivery day and
 * the way to its tracking.
 */
export function TrackingListRoute({ pager: Pager }: { pager: OrderPager }) {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('orders.tracking.listTitle'));
  const [params] = useSearchParams();
  const page = pageFromSearch(params.get('page'));
  const orders = useInTransitOrders(page);
  const heading = useRef<HTMLHeadingElement>(null);

  let body;
  if (orders.isPending) body = <ListLoading />;
  else if (orders.isError) body = <ListError onRetry={() => void orders.refetch()} />;
  else if (orders.data.orders.length === 0)
    body = (
      <ListEmpty
        title={t('orders.tracking.emptyTitle')}
        text={t('orders.tracking.emptyText')}
        action={
          <Link to={ORDER_HISTORY_PATH} className={buttonClass('secondary')}>
            {t('orders.tracking.toHistory')}
          </Link>
        }
      />
    );
  else
    body = (
      <div className={orders.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={orders.isPlaceholderData}>
        <InTransitOrders orders={orders.data.orders} language={language} />
        <Pager
          page={page}
          totalRecord={orders.data.totalRecord}
          pageSize={ORDERS_PAGE_SIZE}
          hrefFor={(next) => (next > 1 ? `${ORDER_TRACKING_PATH}?page=${next}` : ORDER_TRACKING_PATH)}
          onNavigate={() => heading.current?.focus({ preventScroll: true })}
        />
      </div>
    );

  return (
    <div>
      <h1 ref={heading} tabIndex={-1} className="mb-1 text-2xl font-bold text-brand-900 outline-none md:text-3xl">
        {t('orders.tracking.listTitle')}
      </h1>
      <p className="mb-5 text-muted">{t('orders.tracking.listIntro')}</p>
      {body}
    </div>
  );
}
