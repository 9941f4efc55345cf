import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../lib/preferences';
import { CardFacts } from '../../back-office/components/card-facts';
import { OrderCardHead, OrderNoLink } from '../../back-office/components/order-card-head';
import { PagedRows } from '../../back-office/components/paged-rows';
import { QueryStates } from '../../back-office/components/query-states';
import { StaffCards } from '../../back-office/components/staff-cards';
import { StaffTable, tableCell } from '../../back-office/components/staff-table';
import { showBaht, showDateTime, statusName } from '../../back-office/order-format';
import { ordersBoardHref } from '../../back-office/orders-board-params';
import { MEMBER_ORDERS_PAGE_SIZE, type MemberOrderRow } from '../api/members-calls';
import { useMemberOrders } from '../api/members-queries';
import { pageCount } from '../members-params';

const cell = tableCell.compact;

function OrdersTable({ orders, caption, language }: { orders: MemberOrderRow[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  const columns = [
    { label: t('staffMembers.orders.orderNo') },
    { label: t('staffMembers.orders.date') },
    { label: t('staffMembers.orders.status') },
    { label: t('staffMembers.orders.total'), numeric: true },
  ];
  return (
    <StaffTable caption={caption} columns={columns} density="compact">
      {orders.map((order) => (
        <tr key={order.id} className="border-t border-brand-100">
          <th scope="row" className={`${cell} text-left font-normal`}>
            <OrderNoLink orderNo={order.orderNo} />
          </th>
          <td className={cell}>
            <time dateTime={order.createdAt} className="whitespace-nowrap">
              {showDateTime(order.createdAt, language)}
            </time>
          </td>
          <td className={cell}>{statusName(order.statusId, language)}</td>
          <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{showBaht(order.netTotal)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

function OrdersCards({ orders, caption, language }: { orders: MemberOrderRow[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  return (
    <StaffCards caption={caption} items={orders} keyOf={(order) => order.id} density="compact">
      {(order) => (
        <>
          <OrderCardHead orderNo={order.orderNo} netTotal={order.netTotal} />
          <CardFacts
            className="gap-y-1"
            facts={[
              { term: t('staffMembers.orders.status'), value: statusName(order.statusId, language) },
              { term: t('staffMembers.orders.date'), value: <time dateTime={order.createdAt}>{showDateTime(order.createdAt, language)}</time> },
            ]}
          />
        </>
      )}
    </StaffCards>
  );
}

/** The member's orders, newest first, each a link to the order in the back office. */
export function MemberOrders({ memberId, page, hrefFor, language }: { memberId: number; page: number; hrefFor: (page: number) => string; language: Language }) {
  const { t } = useTranslation();
  const orders = useMemberOrders(memberId, page);

  const total = orders.data?.total ?? 0;
  const pages = pageCount(total, MEMBER_ORDERS_PAGE_SIZE);
  const caption = t('staffMembers.orders.caption', { count: total, page, pages });

  return (
    <section aria-labelledby="member-orders" className="rounded-2xl border border-brand-100 bg-white p-4 md:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="member-orders" className="text-lg font-bold text-ink">
          {t('staffMembers.orders.title')}
        </h2>
        {orders.data && orders.data.total > 0 ? <p className="text-sm text-muted">{caption}</p> : null}
      </div>
      <div className="mt-3">
        <QueryStates
          query={orders}
          failedTitle={t('staffMembers.orders.loadError')}
          isEmpty={(data) => data.orders.length === 0}
          empty={<p className="text-sm text-muted">{t('staffMembers.orders.empty')}</p>}
        >
          {(data) => (
            <PagedRows stale={orders.isPlaceholderData} page={page} pages={pages} hrefFor={hrefFor} textsKey="staffMembers.orders">
              <OrdersTable orders={data.orders} caption={caption} language={language} />
              <OrdersCards orders={data.orders} caption={caption} language={language} />
            </PagedRows>
          )}
        </QueryStates>
      </div>
      {orders.data && orders.data.total > 0 ? (
        <Link to={ordersBoardHref({ memberId })} className="mt-3 inline-block text-sm font-semibold text-brand-800 underline underline-offset-4">
          {t('staffMembers.orders.onBoard')}
        </Link>
      ) : null}
    </section>
  );
}
