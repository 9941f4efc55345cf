import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@pawsook/shared/format/date';
import type { Language } from '../../../lib/preferences';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { showBaht, statusName } from '../../back-office/order-format';
import { usePromoCodeOrders } from '../api/promotions-queries';

const head = 'px-3 py-3 text-left text-sm font-semibold text-brand-900';
const cell = 'px-3 py-3 align-top text-sm';
const orderLink = 'font-mono font-semibold break-all text-brand-800 underline underline-offset-4 hover:text-brand-900';
const orderHref = (orderNo: string) => `/staff/orders/${encodeURIComponent(orderNo)}`;

/** The orders that carry the code, newest first, each a link to the order on the board. */
export function PromoCodeOrders({ id, language }: { id: number; language: Language }) {
  const { t } = useTranslation();
  const orders = usePromoCodeOrders(id);
  const title = t('staffPromotions.code.ordersTitle');
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
  else if (orders.data.length === 0) body = <p className="rounded-2xl border border-brand-100 bg-white p-5">{t('staffPromotions.code.noOrders')}</p>;
  else {
    const caption = t('staffPromotions.code.ordersCaption', { count: orders.data.length });
    body = (
      <>
        <p className="mb-2 text-sm text-muted">{caption}</p>
        <div className="hidden overflow-x-auto rounded-2xl border border-brand-100 md:block">
          <table className="w-full border-collapse bg-white">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-brand-50">
              <tr>
                <th scope="col" className={head}>
                  {t('staffPromotions.code.orderNo')}
                </th>
                <th scope="col" className={head}>
                  {t('staffPromotions.code.date')}
                </th>
                <th scope="col" className={head}>
                  {t('staffPromotions.code.member')}
                </th>
                <th scope="col" className={head}>
                  {t('staffPromotions.code.status')}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {t('staffPromotions.code.codeDiscount')}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {t('staffPromotions.code.netTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((order) => (
                <tr key={order.orderNo} className="border-t border-brand-100">
                  <th scope="row" className={`${cell} text-left font-normal`}>
                    <Link to={orderHref(order.orderNo)} className={`${orderLink} whitespace-nowrap`}>
                      {order.orderNo}
                    </Link>
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
            </tbody>
          </table>
        </div>
        <ul aria-label={caption} className="space-y-3 md:hidden">
          {orders.data.map((order) => (
            <li key={order.orderNo} className="rounded-2xl border border-brand-100 bg-white p-4 text-sm">
              <p className="flex flex-wrap justify-between gap-x-3">
                <Link to={orderHref(order.orderNo)} className={`${orderLink} flex min-h-11 items-center`}>
                  {order.orderNo}
                </Link>
                <span className="flex items-center font-semibold tabular-nums">{showBaht(order.netTotal)}</span>
              </p>
              <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                <dt className="text-muted">{t('staffPromotions.code.status')}</dt>
                <dd>{statusName(order.statusId, language)}</dd>
                <dt className="text-muted">{t('staffPromotions.code.date')}</dt>
                <dd>
                  <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time>
                </dd>
                <dt className="text-muted">{t('staffPromotions.code.member')}</dt>
                <dd className="break-all">{order.memberEmail}</dd>
                <dt className="text-muted">{t('staffPromotions.code.codeDiscount')}</dt>
                <dd className="tabular-nums">{showBaht(order.codeDiscount)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <section aria-labelledby="code-orders" className="mt-6">
      <h2 id="code-orders" className="mb-2 text-lg font-bold text-ink">
        {title}
      </h2>
      {body}
    </section>
  );
}
