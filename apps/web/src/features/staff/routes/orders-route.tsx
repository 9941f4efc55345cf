import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { ORDERS_PAGE_SIZE } from '../api/staff-calls';
import { useStaffOrders } from '../api/staff-queries';
import { isStaffCallError } from '../../../lib/call-refusals';
import { pageCount } from '../audit-log-params';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { OrdersCards, OrdersTable } from '../components/orders-list';
import { OrdersCsvButton } from '../components/orders-csv-button';
import { OrdersFilters } from '../components/orders-filters';
import { EmptyListNote } from '../../back-office/components/empty-list-note';
import { PagedRows } from '../../back-office/components/paged-rows';
import { QueryStates } from '../../back-office/components/query-states';
import { ResultsSection } from '../../back-office/components/results-section';
import { StaffAreaPage } from '../../back-office/components/staff-area-page';
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

  return (
    <>
      <OrdersFilters
        key={ordersBoardSearch(filters)}
        filters={filters}
        onFilter={change}
        clearHref={isOrdersBoardFiltered(filters) ? ordersBoardHref() : null}
      />
      <ResultsSection id="orders-results" title={orders.data ? caption : t('staff.orders.resultsTitle')} action={<OrdersCsvButton filters={filters} />}>
        <QueryStates
          query={orders}
          isEmpty={(data) => data.orders.length === 0}
          empty={<EmptyListNote>{isOrdersBoardFiltered(filters) || filters.page > 1 ? t('staff.orders.noMatch') : t('staff.orders.empty')}</EmptyListNote>}
        >
          {(data) => (
            <PagedRows stale={orders.isPlaceholderData} page={filters.page} pages={pages} hrefFor={(page) => hrefFor({ page })} textsKey="staff.orders">
              <OrdersTable orders={data.orders} caption={caption} language={language} />
              <OrdersCards orders={data.orders} caption={caption} language={language} />
            </PagedRows>
          )}
        </QueryStates>
      </ResultsSection>
    </>
  );
}

/** /staff/orders: every member's orders, newest first; filters in the address; the same filters as CSV. */
export function OrdersRoute() {
  return (
    <StaffAreaPage area="orders" permission="orders.read">
      <OrdersBoard />
    </StaffAreaPage>
  );
}
