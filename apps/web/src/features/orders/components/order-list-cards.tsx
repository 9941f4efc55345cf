import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/preferences';
import type { OrderListItem } from '../api/order-queries';
import { orderDetailHref } from '../order-paths';
import { OrderCardHeading } from './order-card-heading';
import { CardFact, CardFacts, OrderAmountFacts, StatusAndPayBy } from './order-list-pieces';
import { OrderRowActions, useOrderListActions } from './order-row-actions';

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
            <CardFacts>
              <OrderAmountFacts order={order} language={language} />
              <CardFact term={t('orders.fields.status')}>
                <StatusAndPayBy order={order} language={language} />
              </CardFact>
            </CardFacts>
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
