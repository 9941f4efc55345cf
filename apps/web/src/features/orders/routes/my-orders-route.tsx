import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import type { Language } from '../../../lib/preferences';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button, buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { StatusMessage } from '../../../ui/status-message';
import { ORDERS_PAGE_SIZE, useOrderPage, usePaymentChannelKinds, type OrderListItem } from '../api/order-queries';
import { waitingOrderAction, type WaitingOrderAction } from '../order-list-actions';
import { formatOrderDateTime, showBaht } from '../order-format';
import { pageCount, pageFromSearch } from '../order-pages';
import { resultViewOf, statusNameKey, type ResultView } from '../order-status-view';
import { rememberOrderToPay, stepThreeHref } from '../placed-order';

const BADGES: Record<ResultView, string> = {
  paid: 'bg-green-100 text-green-900',
  waiting: 'bg-amber-100 text-amber-900',
  ended: 'bg-stone-200 text-stone-800',
};

function StatusBadge({ order, language }: { order: OrderListItem; language: Language }) {
  const { t } = useTranslation();
  const view = resultViewOf(order.statusId);
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <span className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${BADGES[view]}`}>{t(statusNameKey(order.statusId))}</span>
      {view === 'waiting' ? (
        <span className="text-xs text-muted">{t('orders.list.payBy', { dateTime: formatOrderDateTime(order.expiryDate, language) })}</span>
      ) : null}
    </span>
  );
}

function OrderKind({ order }: { order: OrderListItem }) {
  const { t } = useTranslation();
  return order.isDonation ? (
    <span className="inline-flex rounded-full bg-accent-50 px-2.5 py-0.5 text-sm font-semibold text-accent-700">{t('orders.list.donation')}</span>
  ) : (
    <span className="text-sm text-ink">{t('orders.list.general')}</span>
  );
}

/** The way back to the order's step 3 page; its name says which order. */
function ResultLink({ order, className }: { order: OrderListItem; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={stepThreeHref(order.orderNo)} className={buttonClass('secondary', `whitespace-nowrap ${className ?? ''}`)}>
      {t('orders.list.open')}
      <span className="sr-only"> {order.orderNo}</span>
    </Link>
  );
}

/**
 * "Pay now" (member-area spec §2, status 1): the order's step 3, where its payment opens at once
 * (the same Thai QR bill, the card gateway's page, a new wallet QR), as it does after step 2.
 */
function PayNowButton({ order, className }: { order: OrderListItem; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      className={`whitespace-nowrap ${className ?? ''}`}
      onClick={() => {
        rememberOrderToPay(order);
        void navigate(stepThreeHref(order.orderNo));
      }}
    >
      {t('orders.list.payNow')}
      <span className="sr-only"> {order.orderNo}</span>
    </Button>
  );
}

/** What an order's row or card offers: pay now for a waiting order that can be paid online, always its result. */
function OrderActions({ order, action, layout }: { order: OrderListItem; action: WaitingOrderAction; layout: 'row' | 'card' }) {
  // one under the other, as wide as the widest
  return (
    <div className={layout === 'card' ? 'mt-3 flex flex-col gap-2' : 'inline-flex flex-col items-stretch gap-2'}>
      {action === 'pay-now' ? <PayNowButton order={order} className="w-full" /> : null}
      <ResultLink order={order} className="w-full" />
    </div>
  );
}

/** The counter-service order's note: it is paid at a counter, with the barcode the shop mailed. */
function CounterNote({ action }: { action: WaitingOrderAction }) {
  const { t } = useTranslation();
  if (action !== 'pay-at-counter') return null;
  return <span className="mt-1 block max-w-56 text-xs text-ink">{t('orders.list.payAtCounter')}</span>;
}

/** Each order's waiting action, by its channel's kind (known once the channels have come). */
function useWaitingActions(): (order: OrderListItem) => WaitingOrderAction {
  const kinds = usePaymentChannelKinds();
  // the pay-by times are read against the time the list was opened (step 3 says what became of an order since)
  const [now] = useState(() => Date.now());
  return (order) => waitingOrderAction(order, kinds.data, now);
}

/** Wide screens: one table row per order. */
function OrderTable({ orders, caption, language }: { orders: OrderListItem[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  const actionOf = useWaitingActions();
  const head = 'px-4 py-3 text-left text-sm font-semibold text-brand-900';
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-brand-100 md:block">
      <table className="w-full border-collapse bg-white">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-50">
          <tr>
            <th scope="col" className={head}>{t('orders.fields.orderNo')}</th>
            <th scope="col" className={head}>{t('orders.fields.orderDate')}</th>
            <th scope="col" className={head}>{t('orders.fields.status')}</th>
            <th scope="col" className={`${head} text-right`}>{t('orders.fields.total')}</th>
            <th scope="col" className={head}>{t('orders.fields.kind')}</th>
            <th scope="col" className={head}>
              <span className="sr-only">{t('orders.list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId} className="border-t border-brand-100 align-top">
              <th scope="row" className="px-4 py-3 text-left font-semibold break-all text-ink">
                {order.orderNo}
              </th>
              <td className="px-4 py-3 text-sm whitespace-nowrap">{formatOrderDateTime(order.orderDate, language)}</td>
              <td className="px-4 py-3">
                <StatusBadge order={order} language={language} />
                <CounterNote action={actionOf(order)} />
              </td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap">{showBaht(order.netTotalPrice)}</td>
              <td className="px-4 py-3">
                <OrderKind order={order} />
              </td>
              <td className="px-4 py-2 text-right">
                <OrderActions order={order} action={actionOf(order)} layout="row" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Narrow screens: one card per order. */
function OrderCards({ orders, caption, language }: { orders: OrderListItem[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  const actionOf = useWaitingActions();
  return (
    <ul aria-label={caption} className="space-y-3 md:hidden">
      {orders.map((order) => (
        <li key={order.orderId} className="rounded-2xl border border-brand-100 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="text-xs text-muted">{t('orders.fields.orderNo')}</p>
              <p className="font-semibold break-all text-ink">{order.orderNo}</p>
            </div>
            <OrderKind order={order} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-muted">{t('orders.fields.orderDate')}</dt>
            <dd>{formatOrderDateTime(order.orderDate, language)}</dd>
            <dt className="text-muted">{t('orders.fields.status')}</dt>
            <dd>
              <StatusBadge order={order} language={language} />
              <CounterNote action={actionOf(order)} />
            </dd>
            <dt className="text-muted">{t('orders.fields.total')}</dt>
            <dd className="font-semibold">{showBaht(order.netTotalPrice)}</dd>
          </dl>
          <OrderActions order={order} action={actionOf(order)} layout="card" />
        </li>
      ))}
    </ul>
  );
}

function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const disabled = `${buttonClass('secondary')} pointer-events-none opacity-50`;
  return (
    <nav aria-label={t('orders.list.pages')} className="mt-6 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={`?page=${page - 1}`} className={buttonClass('secondary')}>
          <span aria-hidden="true">‹</span> {t('orders.list.previous')}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          <span aria-hidden="true">‹</span> {t('orders.list.previous')}
        </span>
      )}
      <span className="text-sm text-ink" aria-current="page">
        {t('orders.list.pageOf', { page, pages })}
      </span>
      {page < pages ? (
        <Link to={`?page=${page + 1}`} className={buttonClass('secondary')}>
          {t('orders.list.next')} <span aria-hidden="true">›</span>
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {t('orders.list.next')} <span aria-hidden="true">›</span>
        </span>
      )}
    </nav>
  );
}

/**
 * /user/purchase/order, my orders (member-area spec §2), a first, minimal list: each order's number,
 * date, status, total and whether it is a donation, newest first, ten a page, each leading back to
 * its checkout result (step 3). Tabs, search, sorting and the order detail come with the orders area.
 */
export function MyOrdersRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('orders.list.title'));
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const orders = useOrderPage(page);

  const pages = orders.data ? pageCount(orders.data.totalRecord, ORDERS_PAGE_SIZE) : 1;
  const caption = pages > 1 ? t('orders.list.captionPage', { page, pages }) : t('orders.list.caption');

  let body;
  if (orders.isPending) {
    body = (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {t('common.loading')}
        </p>
        <div className="space-y-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      </div>
    );
  } else if (orders.isError) {
    body = (
      <StatusMessage
        title={t('orders.list.loadError')}
        action={
          <Button variant="secondary" onClick={() => void orders.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('common.loadErrorText')}
      </StatusMessage>
    );
  } else if (orders.data.orders.length === 0) {
    body =
      page > 1 && orders.data.totalRecord > 0 ? (
        <div className="rounded-3xl border border-brand-100 bg-cream px-6 py-10 text-center">
          <p className="text-lg font-bold text-brand-900">{t('orders.list.pastEndTitle')}</p>
          <Link to="?page=1" className={buttonClass('primary', 'mt-4')}>
            {t('orders.list.firstPage')}
          </Link>
        </div>
      ) : (
        <div className="rounded-3xl border border-brand-100 bg-cream px-6 py-10 text-center">
          <p className="text-lg font-bold text-brand-900">{t('orders.list.emptyTitle')}</p>
          <p className="mx-auto mt-1 max-w-md text-muted">{t('orders.list.emptyText')}</p>
          <Link to="/" className={buttonClass('primary', 'mt-4')}>
            {t('orders.list.startShopping')}
          </Link>
        </div>
      );
  } else {
    body = (
      <div className={orders.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={orders.isPlaceholderData}>
        <OrderTable orders={orders.data.orders} caption={caption} language={language} />
        <OrderCards orders={orders.data.orders} caption={caption} language={language} />
        <Pager page={page} pages={pages} />
      </div>
    );
  }

  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold text-brand-900 md:text-3xl">
        {t('orders.list.title')}
      </h1>
      <p className="mb-5 text-muted">{t('orders.list.intro')}</p>
      {body}
    </div>
  );
}
