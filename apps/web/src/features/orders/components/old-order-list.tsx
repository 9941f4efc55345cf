import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../lib/preferences';
import type { OldOrderListItem } from '../api/order-queries';
import { oldOrderHref } from '../order-paths';
import { CardFact, CardFacts, OrderAmountCells, OrderAmountFacts, OrderListTableFrame } from './order-list-pieces';

/**
 * Tab 5, the orders of the shop's previous system: number (to the old layout), date, items, total
 * and the old system's own status text; no actions (member-area spec §4: old orders show their status only).
 */
export function OldOrderList({ orders, caption, language }: { orders: OldOrderListItem[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  const numberLink = (order: OldOrderListItem) => (
    <Link to={oldOrderHref(order.id, order.orderNo)} className="font-semibold break-all text-brand-800 underline underline-offset-4 hover:text-brand-900">
      {order.orderNo}
    </Link>
  );
  return (
    <>
      <OrderListTableFrame caption={caption} withActions={false}>
        {orders.map((order) => (
          <tr key={order.id} className="border-t border-brand-100 align-top">
            <th scope="row" className="px-4 py-3 text-left">
              {numberLink(order)}
            </th>
            <OrderAmountCells order={order} language={language} />
            <td className="px-4 py-3 text-sm">{order.status}</td>
          </tr>
        ))}
      </OrderListTableFrame>
      <ul aria-label={caption} className="space-y-3 md:hidden">
        {orders.map((order) => (
          <li key={order.id} className="rounded-2xl border border-brand-100 bg-white p-4">
            <p className="text-xs text-muted">{t('orders.fields.orderNo')}</p>
            {numberLink(order)}
            <CardFacts>
              <OrderAmountFacts order={order} language={language} />
              <CardFact term={t('orders.fields.status')} className="break-words">
                {order.status}
              </CardFact>
            </CardFacts>
          </li>
        ))}
      </ul>
    </>
  );
}
