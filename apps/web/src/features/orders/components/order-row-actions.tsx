import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button';
import { usePaymentChannelKinds, type OrderListItem } from '../api/order-queries';
import { orderListAction, type OrderListAction } from '../order-list-actions';
import { ORDER_REVIEW_PATH, trackingHref } from '../order-paths';
import { CounterNote, PayNowButton } from './pay-now-button';

/** Each order's action, by its status and its channel's kind (known once the channels have come). */
export function useOrderListActions(): (order: OrderListItem) => OrderListAction {
  const kinds = usePaymentChannelKinds();
  // pay-by times are read against the time the list was opened (step 3 says what became of an order since)
  const [now] = useState(() => Date.now());
  return (order) => orderListAction(order, kinds.data, now);
}

/** What a row or card of my orders offers (member-area spec §4); nothing for a status that only shows itself. */
export function OrderRowActions({ order, action, className = '' }: { order: OrderListItem; action: OrderListAction; className?: string }) {
  const { t } = useTranslation();
  switch (action) {
    case 'pay-now':
      return <PayNowButton order={order} className={className} />;
    case 'pay-at-counter':
      return <CounterNote className="max-w-56" />;
    case 'tracking':
      return (
        <Link to={trackingHref(order.id, order.orderNo)} className={buttonClass('secondary', `whitespace-nowrap ${className}`)}>
          {t('orders.list.tracking')}
          <span className="sr-only"> {order.orderNo}</span>
        </Link>
      );
    case 'review':
      return (
        <Link to={ORDER_REVIEW_PATH} className={buttonClass('secondary', `whitespace-nowrap ${className}`)}>
          {t('orders.list.review')}
          <span className="sr-only"> {order.orderNo}</span>
        </Link>
      );
    default:
      return null;
  }
}
