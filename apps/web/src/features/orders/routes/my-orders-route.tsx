import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { buttonClass } from '../../../ui/button';
import { useOldOrderList, useOrderList, type OrderPage } from '../api/order-queries';
import { ListEmpty, ListError, ListLoading } from '../components/list-states';
import { OldOrderList } from '../components/old-order-list';
import { OrderFilters, PageSizeSelect } from '../components/order-filters';
import { OrderListCards } from '../components/order-list-cards';
import { OrderListTable } from '../components/order-list-table';
import { OrderTabs } from '../components/order-tabs';
import { useOrderListState } from '../hooks/use-order-list-state';
import { ORDER_HISTORY_TABS, type OrderHistoryTab } from '../order-history-tab';
import { DEFAULT_ORDER_PAGE_SIZE } from '../order-list-params';
import { pageCount } from '../order-pages';
import type { OrderPager } from '../order-pager';

const TAB_KEYS = Object.fromEntries(Object.entries(ORDER_HISTORY_TABS).map(([key, tab]) => [tab, key])) as Record<OrderHistoryTab, string>;

/** The list of one tab, whatever its call: loading, failed, empty (past the end, no hit, nothing yet), or its rows. */
function ListBody<Item>({
  query,
  tab,
  orderNo,
  page,
  firstPageHref,
  clearSearchHref,
  children,
}: {
  query: { isPending: boolean; isError: boolean; isPlaceholderData: boolean; data: OrderPage<Item> | undefined; refetch: () => unknown };
  tab: OrderHistoryTab;
  orderNo: string;
  page: number;
  firstPageHref: string;
  clearSearchHref: string;
  children: (data: OrderPage<Item>) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <ListLoading />;
  if (query.isError || !query.data) return <ListError onRetry={() => void query.refetch()} />;
  const { data } = query;
  if (data.orders.length === 0) {
    if (page > 1 && data.totalRecord > 0) {
      return (
        <ListEmpty
          title={t('orders.list.pastEndTitle')}
          action={
            <Link to={firstPageHref} className={buttonClass('primary')}>
              {t('orders.list.firstPage')}
            </Link>
          }
        />
      );
    }
    if (orderNo) {
      return (
        <ListEmpty
          title={t('orders.list.noHitTitle', { orderNo })}
          text={t('orders.list.noHitText')}
          action={
            <Link to={clearSearchHref} className={buttonClass('secondary')}>
              {t('orders.search.clear')}
            </Link>
          }
        />
      );
    }
    return (
      <ListEmpty
        title={t(`orders.list.empty.${TAB_KEYS[tab]}.title`)}
        text={t(`orders.list.empty.${TAB_KEYS[tab]}.text`)}
        action={
          tab === ORDER_HISTORY_TABS.all ? (
            <Link to="/" className={buttonClass('primary')}>
              {t('orders.list.startShopping')}
            </Link>
          ) : undefined
        }
      />
    );
  }
  return (
    <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={query.isPlaceholderData}>
      {children(data)}
    </div>
  );
}

/**
 * /user/purchase/order, my orders (member-area spec §2, §3, §4): tabs 0 all … 5 old orders, search
 * by order number, newest or oldest first, a pager with a page-size selector; a table on wide
 * screens and cards on narrow ones, each order leading to its detail and offering what its status
 * allows. Everything the list shows is in the address (decision 0032).
 */
export function MyOrdersRoute({ pager: Pager }: { pager: OrderPager }) {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('orders.list.title'));
  const { state, hrefFor, change } = useOrderListState();
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const isOld = state.tab === ORDER_HISTORY_TABS.old;
  const common = { sort: state.sort, page: state.page, limit: state.size, orderNo: state.orderNo || undefined };
  const tabFilter = state.tab >= 1 && state.tab <= 4 ? (state.tab as 1 | 2 | 3 | 4) : undefined;
  const orders = useOrderList({ ...common, tab: tabFilter }, { enabled: !isOld });
  const oldOrders = useOldOrderList(common, { enabled: isOld });
  const totalRecord = (isOld ? oldOrders.data : orders.data)?.totalRecord ?? 0;

  const tabName = t(`orders.tabs.${TAB_KEYS[state.tab]}`);
  const pages = pageCount(totalRecord, state.size);
  const caption = pages > 1 ? t('orders.list.captionPage', { tab: tabName, page: state.page, pages }) : t('orders.list.caption', { tab: tabName });

  const footer = (
    <div className="mt-6 flex flex-col items-center gap-4 md:flex-row-reverse md:justify-between">
      {totalRecord > DEFAULT_ORDER_PAGE_SIZE ? <PageSizeSelect value={state.size} onChange={(size) => change({ size })} /> : null}
      <Pager
        page={state.page}
        totalRecord={totalRecord}
        pageSize={state.size}
        hrefFor={(page) => hrefFor({ page })}
        onNavigate={() => resultsHeading.current?.focus({ preventScroll: true })}
      />
    </div>
  );
  const bodyProps = {
    tab: state.tab,
    orderNo: state.orderNo,
    page: state.page,
    firstPageHref: hrefFor({ page: 1 }),
    clearSearchHref: hrefFor({ orderNo: '' }),
  };

  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold text-brand-900 md:text-3xl">{t('orders.list.title')}</h1>
      <p className="mb-5 text-muted">{t('orders.list.intro')}</p>
      <OrderTabs selected={state.tab} onSelect={(tab) => change({ tab })}>
        <OrderFilters orderNo={state.orderNo} sort={state.sort} onSearch={(orderNo) => change({ orderNo })} onSort={(sort) => change({ sort })} />
        <h2 ref={resultsHeading} tabIndex={-1} className="sr-only">
          {caption}
        </h2>
        {isOld ? (
          <ListBody query={oldOrders} {...bodyProps}>
            {(data) => <OldOrderList orders={data.orders} caption={caption} language={language} />}
          </ListBody>
        ) : (
          <ListBody query={orders} {...bodyProps}>
            {(data) => (
              <>
                <OrderListTable orders={data.orders} caption={caption} language={language} />
                <OrderListCards orders={data.orders} caption={caption} language={language} />
              </>
            )}
          </ListBody>
        )}
        {footer}
      </OrderTabs>
    </div>
  );
}
