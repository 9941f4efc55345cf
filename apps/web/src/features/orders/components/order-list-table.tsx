import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { Language } from '../../../lib/preferences';
import type { OrderListItem } from '../api/order-queries';
import { formatOrderDateTime, showBaht } from '../order-format';
import { orderDetailHref } from '../order-paths';
import { OrderRowActions, useOrderListActions } from './order-row-actions';
import { DonationTag, OrderStatusBadge } from './order-status-badge';

export const listHeadClass = 'px-4 py-3 text-left text-sm font-semibold text-brand-900';

/** Wide screens: one table row per order (member-area spec §2: a table on wide screens). */
export function OrderListTable({ orders, caption, language }: { orders: OrderListItem[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  const actionOf = useOrderListActions();
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-brand-100 md:block">
      <table className="w-full border-collapse bg-white">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-50">
          <tr>
            <th scope="col" className={listHeadClass}>
              {t('orders.fields.orderNo')}
            </th>
            <th scope="col" className={listHeadClass}>
              {t('orders.fields.orderDate')}
            </th>
            <th scope="col" className={`${listHeadClass} text-right`}>
              {t('orders.fields.items')}
            </th>
            <th scope="col" className={`${listHeadClass} text-right`}>
              {t('orders.fields.total')}
            </th>
            <th scope="col" className={listHeadClass}>
              {t('orders.fields.status')}
            </th>
            <th scope="col" className={listHeadClass}>
              <span className="sr-only">{t('orders.list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const action = actionOf(order);
            return (
              <tr key={order.id} className="border-t border-brand-100 align-top">
                <th scope="row" className="px-4 py-3 text-left font-semibold">
                  <Link to={orderDetailHref(order.id, order.orderNo)} className="break-all text-brand-800 underline underline-offset-4 hover:text-brand-900">
                    {order.orderNo}
                  </Link>
                  {order.isDonation ? (
                    <span className="mt-1 block">
                      <DonationTag />
                    </span>
                  ) : null}
                </th>
                <td className="px-4 py-3 text-sm whitespace-nowrap">{formatOrderDateTime(order.createDate, language)}</td>
                <td className="px-4 py-3 text-right text-sm whitespace-nowrap">{t('orders.list.units', { count: order.total })}</td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap">{showBaht(order.grandTotalPrice)}</td>
                <td className="px-4 py-3">
                  <OrderStatusBadge statusId={order.statusId} />
                  {order.statusId === ORDER_STATUS.waitingForPayment ? (
                    <span className="mt-0.5 block text-xs text-muted">
                      {t('orders.list.payBy', { dateTime: formatOrderDateTime(order.expireDate, language) })}
                    </span>
                  ) : null}
                </td>
                <td className="px-4 py-2 text-right">
                  <OrderRowActions order={order} action={action} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
