import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../lib/preferences';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { StaffPager } from '../../back-office/components/staff-pager';
import { showBaht, showDateTime, statusName } from '../../back-office/order-format';
import { orderDetailHref, ordersBoardHref } from '../../back-office/orders-board-params';
import { MEMBER_ORDERS_PAGE_SIZE, type MemberOrderRow } from '../api/members-calls';
import { useMemberOrders } from '../api/members-queries';
import { pageCount } from '../members-params';

const head = 'px-3 py-2 text-left text-sm font-semibold text-brand-900';
const cell = 'px-3 py-2 align-top text-sm';
const orderLink = 'font-mono font-semibold break-all text-brand-800 underline underline-offset-4 hover:text-brand-900';

function OrdersTable({ orders, caption, language }: { orders: MemberOrderRow[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-brand-100 md:block">
      <table className="w-full border-collapse bg-white">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-50">
          <tr>
            <th scope="col" className={head}>
              {t('staffMembers.orders.orderNo')}
            </th>
            <th scope="col" className={head}>
              {t('staffMembers.orders.date')}
            </th>
            <th scope="col" className={head}>
              {t('staffMembers.orders.status')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('staffMembers.orders.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-t border-brand-100">
              <th scope="row" className={`${cell} text-left font-normal`}>
                <Link to={orderDetailHref(order.orderNo)} className={orderLink}>
                  {order.orderNo}
                </Link>
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
        </tbody>
      </table>
    </div>
  );
}

function OrdersCards({ orders, caption, language }: { orders: MemberOrderRow[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={caption} className="space-y-2 md:hidden">
      {orders.map((order) => (
        <li key={order.id} className="rounded-xl border border-brand-100 p-3 text-sm">
          <p className="flex flex-wrap justify-between gap-x-3">
            <Link to={orderDetailHref(order.orderNo)} className={`${orderLink} flex min-h-11 items-center`}>
              {order.orderNo}
            </Link>
            <span className="flex items-center font-semibold tabular-nums">{showBaht(order.netTotal)}</span>
          </p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-muted">{t('staffMembers.orders.status')}</dt>
            <dd>{statusName(order.statusId, language)}</dd>
            <dt className="text-muted">{t('staffMembers.orders.date')}</dt>
            <dd>
              <time dateTime={order.createdAt}>{showDateTime(order.createdAt, language)}</time>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The member's orders, newest first, each a link to the order in the back office. */
export function MemberOrders({ memberId, page, hrefFor, language }: { memberId: number; page: number; hrefFor: (page: number) => string; language: Language }) {
  const { t } = useTranslation();
  const orders = useMemberOrders(memberId, page);

  const total = orders.data?.total ?? 0;
  const pages = pageCount(total, MEMBER_ORDERS_PAGE_SIZE);
  const caption = t('staffMembers.orders.caption', { count: total, page, pages });

  let body;
  if (orders.isPending) body = <Spinner label={t('common.loading')} />;
  else if (orders.isError)
    body = (
      <StatusMessage
        title={t('staffMembers.orders.loadError')}
        action={
          <Button variant="secondary" onClick={() => void orders.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (orders.data.orders.length === 0) body = <p className="text-sm text-muted">{t('staffMembers.orders.empty')}</p>;
  else
    body = (
      <div className={orders.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={orders.isPlaceholderData}>
        <OrdersTable orders={orders.data.orders} caption={caption} language={language} />
        <OrdersCards orders={orders.data.orders} caption={caption} language={language} />
        <StaffPager
          page={page}
          pages={pages}
          hrefFor={hrefFor}
          texts={{
            label: t('staffMembers.orders.pagesLabel'),
            previous: t('staffMembers.orders.previous'),
            next: t('staffMembers.orders.next'),
            pageOf: t('staffMembers.orders.pageOf', { page, pages }),
          }}
        />
      </div>
    );

  return (
    <section aria-labelledby="member-orders" className="rounded-2xl border border-brand-100 bg-white p-4 md:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="member-orders" className="text-lg font-bold text-ink">
          {t('staffMembers.orders.title')}
        </h2>
        {orders.data && orders.data.total > 0 ? <p className="text-sm text-muted">{caption}</p> : null}
      </div>
      <div className="mt-3">{body}</div>
      {orders.data && orders.data.total > 0 ? (
        <Link to={ordersBoardHref({ memberId })} className="mt-3 inline-block text-sm font-semibold text-brand-800 underline underline-offset-4">
          {t('staffMembers.orders.onBoard')}
        </Link>
      ) : null}
    </section>
  );
}
