import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../lib/preferences';
import type { OldOrderListItem } from '../api/order-queries';
import { formatOrderDateTime, showBaht } from '../order-format';
import { oldOrderHref } from '../order-paths';
import { listHeadClass } from './order-list-table';

/**
 * Tab 5, the orders of the shop's previous system: number (to the old layout), date, items, total
 * and the old system's own status text; no actions (member-area spec §4: old orders show their status only).
 */
export function OldOrderList({ orders, caption, language }: { orders: OldOrderListItem[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  const numberLink = (order: OldOrderListItem, className: string) => (
    <Link
      to={oldOrderHref(order.id, order.orderNo)}
      className={`font-semibold break-all text-brand-800 underline underline-offset-4 hover:text-brand-900 ${className}`}
    >
      {order.orderNo}
    </Link>
  );
  return (
    <>
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
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className="border-t border-brand-100 align-top">
                <th scope="row" className="px-4 py-3 text-left">
                  {numberLink(order, '')}
                </th>
                <td className="px-4 py-3 text-sm whitespace-nowrap">{formatOrderDateTime(order.createDate, language)}</td>
                <td className="px-4 py-3 text-right text-sm whitespace-nowrap">{t('orders.list.units', { count: order.total })}</td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap">{showBaht(order.grandTotalPrice)}</td>
                <td className="px-4 py-3 text-sm">{order.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className="space-y-3 md:hidden">
        {orders.map((order) => (
          <li key={order.id} className="rounded-2xl border border-brand-100 bg-white p-4">
            <p className="text-xs text-muted">{t('orders.fields.orderNo')}</p>
            {numberLink(order, '')}
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-muted">{t('orders.fields.orderDate')}</dt>
              <dd>{formatOrderDateTime(order.createDate, language)}</dd>
              <dt className="text-muted">{t('orders.fields.items')}</dt>
              <dd>{t('orders.list.units', { count: order.total })}</dd>
              <dt className="text-muted">{t('orders.fields.total')}</dt>
              <dd className="font-semibold">{showBaht(order.grandTotalPrice)}</dd>
              <dt className="text-muted">{t('orders.fields.status')}</dt>
              <dd className="break-words">{order.status}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
