import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { ORDERS_PAGE_SIZE } from '../api/staff-calls';
import { useStaffOrders } from '../api/staff-queries';
import { isStaffCallError } from '../../../lib/call-refusals';
import { pageCount } from '../audit-log-params';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { OrdersCards, OrdersTable } from '../components/orders-list';
import { OrdersCsvButton } from '../components/orders-csv-button';
import { OrdersFilters } from '../components/orders-filters';
import { RequirePermission } from '../../back-office/components/require-permission';
import { StaffPager } from '../../back-office/components/staff-pager';
import { useOrdersBoardFilters } from '../hooks/use-orders-board-filters';
import { isOrdersBoardFiltered, ordersBoardHref, ordersBoardSearch } from '../../back-office/orders-board-params';

function OrdersBoard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { filters, hrefFor, change } = useOrdersBoardFilters();
  const orders = useStaffOrders(filters);

  if (orders.isError && isStaffCallError(orders.error) && orders.error.forbidden) return <ForbiddenNotice message={orders.error.message} />;

  const total = orders.data?.total ?? 0;
  const pages = pageCount(total, ORDERS_PAGE_SIZE);
  const caption = t('staff.orders.caption', { count: total, page: filters.page, pages });

  let body;
  if (orders.isPending) body = <Spinner label={t('common.loading')} />;
  else if (orders.isError)
    body = (
      <StatusMessage
        title={t('staff.errors.loadTitle')}
        action={
          <Button variant="secondary" onClick={() => void orders.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (orders.data.orders.length === 0)
    body = (
      <p className="rounded-2xl border border-brand-100 bg-white p-5">
        {isOrdersBoardFiltered(filters) || filters.page > 1 ? t('staff.orders.noMatch') : t('staff.orders.empty')}
      </p>
    );
  else
    body = (
      <div className={orders.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={orders.isPlaceholderData}>
        <OrdersTable orders={orders.data.orders} caption={caption} language={language} />
        <OrdersCards orders={orders.data.orders} caption={caption} language={language} />
        <StaffPager
          page={filters.page}
          pages={pages}
          hrefFor={(page) => hrefFor({ page })}
          texts={{
            label: t('staff.orders.pagesLabel'),
            previous: t('staff.orders.previous'),
            next: t('staff.orders.next'),
            pageOf: t('staff.orders.pageOf', { page: filters.page, pages }),
          }}
        />
      </div>
    );

  return (
    <>
      <OrdersFilters
        key={ordersBoardSearch(filters)}
        filters={filters}
        onFilter={change}
        clearHref={isOrdersBoardFiltered(filters) ? ordersBoardHref() : null}
      />
      <section aria-labelledby="orders-results" className="mt-4">
        <div className="mb-2 flex flex-wrap items-start justify-between gap-3">
          <h2 id="orders-results" className="text-sm font-semibold text-muted" aria-live="polite">
            {orders.data ? caption : t('staff.orders.resultsTitle')}
          </h2>
          <OrdersCsvButton filters={filters} />
        </div>
        {body}
      </section>
    </>
  );
}

/** /staff/orders: every member's orders, newest first; filters in the address; the same filters as CSV. */
export function OrdersRoute() {
  const { t } = useTranslation();
  usePageTitle(t('staff.areas.orders.label'));
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{t('staff.areas.orders.label')}</h1>
      <p className="mt-2 mb-5 text-muted">{t('staff.areas.orders.text')}</p>
      <RequirePermission permission="orders.read">
        <OrdersBoard />
      </RequirePermission>
    </div>
  );
}
