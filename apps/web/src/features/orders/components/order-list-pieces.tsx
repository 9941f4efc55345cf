import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { Language } from '../../../lib/preferences';
import type { OrderListItem } from '../api/order-queries';
import { formatOrderDateTime, showBaht } from '../order-format';
import { OrderStatusBadge } from './order-status-badge';

/** What every list of orders shows of one: when it was placed, how many items, the total. */
interface OrderAmounts {
  createDate: string;
  total: number;
  grandTotalPrice: number;
}

const listHeadClass = 'px-4 py-3 text-left text-sm font-semibold text-brand-900';

/**
 * The table of orders on wide screens: number, date, items, total and status, and a column for the
 * order's actions (named for screen readers only) where the list has them.
 */
export function OrderListTableFrame({ caption, withActions, children }: { caption: string; withActions: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const head = (text: ReactNode, alignRight = false) => (
    <th scope="col" className={alignRight ? `${listHeadClass} text-right` : listHeadClass}>
      {text}
    </th>
  );
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-brand-100 md:block">
      <table className="w-full border-collapse bg-white">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-50">
          <tr>
            {head(t('orders.fields.orderNo'))}
            {head(t('orders.fields.orderDate'))}
            {head(t('orders.fields.items'), true)}
            {head(t('orders.fields.total'), true)}
            {head(t('orders.fields.status'))}
            {withActions ? head(<span className="sr-only">{t('orders.list.actions')}</span>) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The date, items and total cells of an order's table row. */
export function OrderAmountCells({ order, language }: { order: OrderAmounts; language: Language }) {
  const { t } = useTranslation();
  return (
    <>
      <td className="px-4 py-3 text-sm whitespace-nowrap">{formatOrderDateTime(order.createDate, language)}</td>
      <td className="px-4 py-3 text-right text-sm whitespace-nowrap">{t('orders.list.units', { count: order.total })}</td>
      <td className="px-4 py-3 text-right font-semibold whitespace-nowrap">{showBaht(order.grandTotalPrice)}</td>
    </>
  );
}

/** The facts of an order's card on a phone: the term on the left, its value beside it. */
export function CardFacts({ children }: { children: ReactNode }) {
  return <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">{children}</dl>;
}

export function CardFact({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <>
      <dt className="text-muted">{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

/** The date, items and total facts of an order's card. */
export function OrderAmountFacts({ order, language }: { order: OrderAmounts; language: Language }) {
  const { t } = useTranslation();
  return (
    <>
      <CardFact term={t('orders.fields.orderDate')}>{formatOrderDateTime(order.createDate, language)}</CardFact>
      <CardFact term={t('orders.fields.items')}>{t('orders.list.units', { count: order.total })}</CardFact>
      <CardFact term={t('orders.fields.total')} className="font-semibold">
        {showBaht(order.grandTotalPrice)}
      </CardFact>
    </>
  );
}

/** An order's status, and until when it can be paid while it waits for the payment. */
export function StatusAndPayBy({ order, language }: { order: OrderListItem; language: Language }) {
  const { t } = useTranslation();
  return (
    <>
      <OrderStatusBadge statusId={order.statusId} />
      {order.statusId === ORDER_STATUS.waitingForPayment ? (
        <span className="mt-0.5 block text-xs text-muted">{t('orders.list.payBy', { dateTime: formatOrderDateTime(order.expireDate, language) })}</span>
      ) : null}
    </>
  );
}
