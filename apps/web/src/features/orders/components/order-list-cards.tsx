import { useTranslation } from 'react-i18next';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { Language } from '../../../lib/preferences';
import type { OrderListItem } from '../api/order-queries';
import { formatOrderDateTime, showBaht } from '../order-format';
import { orderDetailHref } from '../order-paths';
import { OrderCardHeading } from './order-card-heading';
import { OrderRowActions, useOrderListActions } from './order-row-actions';
import { OrderStatusBadge } from './order-status-badge';

/** Narrow screens: one card per order (member-area spec §2: cards on narrow screens). */
export function OrderListCards({ orders, caption, language }: { orders: OrderListItem[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  const actionOf = useOrderListActions();
  return (
    <ul aria-label={caption} className="space-y-3 md:hidden">
      {orders.map((order) => {
        const action = actionOf(order);
        return (
          <li key={order.id} className="rounded-2xl border border-brand-100 bg-white p-4">
            <OrderCardHeading orderNo={order.orderNo} href={orderDetailHref(order.id, order.orderNo)} isDonation={order.isDonation} />
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-muted">{t('orders.fields.orderDate')}</dt>
              <dd>{formatOrderDateTime(order.createDate, language)}</dd>
              <dt className="text-muted">{t('orders.fields.items')}</dt>
              <dd>{t('orders.list.units', { count: order.total })}</dd>
              <dt className="text-muted">{t('orders.fields.total')}</dt>
              <dd className="font-semibold">{showBaht(order.grandTotalPrice)}</dd>
              <dt className="text-muted">{t('orders.fields.status')}</dt>
              <dd>
                <OrderStatusBadge statusId={order.statusId} />
                {order.statusId === ORDER_STATUS.waitingForPayment ? (
                  <span className="mt-0.5 block text-xs text-muted">
                    {t('orders.list.payBy', { dateTime: formatOrderDateTime(order.expireDate, language) })}
                  </span>
                ) : null}
              </dd>
            </dl>
            {action ? (
              <div className="mt-3 flex flex-col gap-2">
                <OrderRowActions order={order} action={action} className="w-full" />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
