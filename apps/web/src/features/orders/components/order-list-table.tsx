import { Link } from 'react-router';
import type { Language } from '../../../lib/preferences';
import type { OrderListItem } from '../api/order-queries';
import { orderDetailHref } from '../order-paths';
import { OrderAmountCells, OrderListTableFrame, StatusAndPayBy } from './order-list-pieces';
import { OrderRowActions, useOrderListActions } from './order-row-actions';
import { DonationTag } from './order-status-badge';

/** Wide screens: one table row per order (member-area spec §2: a table on wide screens). */
export function OrderListTable({ orders, caption, language }: { orders: OrderListItem[]; caption: string; language: Language }) {
  const actionOf = useOrderListActions();
  return (
    <OrderListTableFrame caption={caption} withActions>
      {orders.map((order) => (
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
          <OrderAmountCells order={order} language={language} />
          <td className="px-4 py-3">
            <StatusAndPayBy order={order} language={language} />
          </td>
          <td className="px-4 py-2 text-right">
            <OrderRowActions order={order} action={actionOf(order)} />
          </td>
        </tr>
      ))}
    </OrderListTableFrame>
  );
}
