import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import { Button, buttonClass } from '../../../ui/button';
import type { OrderDetail } from '../api/order-queries';
import { waitingOrderAction } from '../order-list-actions';
import { ORDER_REVIEW_PATH, trackingHref } from '../order-paths';
import { CounterNote, PayNowButton } from './pay-now-button';
import { ReorderAllButton } from './reorder-buttons';

/**
 * What the order detail offers (member-area spec §2 "Order detail"): pay now while it waits and
 * can be paid online (or the counter note), its tracking when the server says it has one, the
 * review at status 8 (enabled until every product has its review; not for a donation), and
 * ordering everything again.
 */
export function OrderDetailActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  // the pay-by time is read against the time the page was opened
  const [now] = useState(() => Date.now());
  const kinds = new Map<number, PaymentChannelKind>(order.paymentChannelKind ? [[order.paymentId, order.paymentChannelKind]] : []);
  const waiting = waitingOrderAction(
    { statusId: order.statusId, paymentId: order.paymentId, expireDate: order.paymentDate, paymentHeld: order.paymentHeld },
    kinds,
    now,
  );
  const reviewable = order.statusId === ORDER_STATUS.delivered && !order.isDonation;

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
      {waiting === 'pay-now' ? (
        <PayNowButton order={{ id: order.id, orderNo: order.orderNo, grandTotalPrice: order.grandTotalPrice, expireDate: order.paymentDate }} />
      ) : null}
      {waiting === 'pay-at-counter' ? <CounterNote className="max-w-sm self-center text-sm" /> : null}
      {order.canTrack ? (
        <Link to={trackingHref(order.id, order.orderNo)} className={buttonClass('secondary')}>
          {t('orders.detail.actions.tracking')}
        </Link>
      ) : null}
      {reviewable && order.canReview ? (
        <Link to={ORDER_REVIEW_PATH} className={buttonClass('secondary')}>
          {t('orders.detail.actions.review')}
        </Link>
      ) : null}
      {reviewable && !order.canReview ? (
        <div className="flex flex-col gap-1">
          <Button variant="secondary" disabled aria-describedby="order-reviewed-note">
            {t('orders.detail.actions.review')}
          </Button>
          <p id="order-reviewed-note" className="max-w-56 text-xs text-muted">
            {t('orders.detail.actions.reviewed')}
          </p>
        </div>
      ) : null}
      <ReorderAllButton orderId={order.id} variant={waiting === 'pay-now' ? 'secondary' : 'primary'} />
    </div>
  );
}
