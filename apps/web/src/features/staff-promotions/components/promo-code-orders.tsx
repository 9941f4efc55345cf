import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@pawsook/shared/format/date';
import type { Language } from '../../../lib/preferences';
import { CardFacts } from '../../back-office/components/card-facts';
import { EmptyListNote } from '../../back-office/components/empty-list-note';
import { OrderCardHead, OrderNoLink } from '../../back-office/components/order-card-head';
import { QueryStates } from '../../back-office/components/query-states';
import { StaffCards } from '../../back-office/components/staff-cards';
import { StaffTable, tableCell } from '../../back-office/components/staff-table';
import { showBaht, statusName } from '../../back-office/order-format';
import type { PromoCodeOrder } from '../api/promotions-calls';
import { usePromoCodeOrders } from '../api/promotions-queries';

const cell = tableCell.roomy;

function OrdersTable({ orders, caption, language }: { orders: PromoCodeOrder[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  const columns = [
    { label: t('staffPromotions.code.orderNo') },
    { label: t('staffPromotions.code.date') },
    { label: t('staffPromotions.code.member') },
    { label: t('staffPromotions.code.status') },
    { label: t('staffPromotions.code.codeDiscount'), numeric: true },
    { label: t('staffPromotions.code.netTotal'), numeric: true },
  ];
  return (
    <StaffTable caption={caption} columns={columns}>
      {orders.map((order) => (
        <tr key={order.orderNo} className="border-t border-brand-100">
          <th scope="row" className={`${cell} text-left font-normal`}>
            <OrderNoLink orderNo={order.orderNo} className="whitespace-nowrap" />
          </th>
          <td className={cell}>
            <time dateTime={order.createdAt} className="whitespace-nowrap">
              {formatDateTime(order.createdAt, language)}
            </time>
          </td>
          <td className={`${cell} break-all`}>{order.memberEmail}</td>
          <td className={`${cell} whitespace-nowrap`}>{statusName(order.statusId, language)}</td>
          <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{showBaht(order.codeDiscount)}</td>
          <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{showBaht(order.netTotal)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

function OrdersCards({ orders, caption, language }: { orders: PromoCodeOrder[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  return (
    <StaffCards caption={caption} items={orders} keyOf={(order) => order.orderNo}>
      {(order) => (
        <>
          <OrderCardHead orderNo={order.orderNo} netTotal={order.netTotal} />
          <CardFacts
            className="mt-2 gap-y-1"
            facts={[
              { term: t('staffPromotions.code.status'), value: statusName(order.statusId, language) },
              { term: t('staffPromotions.code.date'), value: <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time> },
              { term: t('staffPromotions.code.member'), value: order.memberEmail, className: 'break-all' },
              { term: t('staffPromotions.code.codeDiscount'), value: showBaht(order.codeDiscount), className: 'tabular-nums' },
            ]}
          />
        </>
      )}
    </StaffCards>
  );
}

/** The orders that carry the code, newest first, each a link to the order on the board. */
export function PromoCodeOrders({ id, language }: { id: number; language: Language }) {
  const { t } = useTranslation();
  const orders = usePromoCodeOrders(id);
  return (
    <section aria-labelledby="code-orders" className="mt-6">
      <h2 id="code-orders" className="mb-2 text-lg font-bold text-ink">
        {t('staffPromotions.code.ordersTitle')}
      </h2>
      <QueryStates query={orders} isEmpty={(data) => data.length === 0} empty={<EmptyListNote>{t('staffPromotions.code.noOrders')}</EmptyListNote>}>
        {(data) => {
          const caption = t('staffPromotions.code.ordersCaption', { count: data.length });
          return (
            <>
              <p className="mb-2 text-sm text-muted">{caption}</p>
              <OrdersTable orders={data} caption={caption} language={language} />
              <OrdersCards orders={data} caption={caption} language={language} />
            </>
          );
        }}
      </QueryStates>
    </section>
  );
}
