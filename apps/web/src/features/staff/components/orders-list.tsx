import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../lib/preferences';
import type { StaffOrderRow } from '../api/staff-calls';
import { channelKind, showBaht, showDateTime, statusName } from '../../back-office/order-format';
import { orderDetailHref } from '../../back-office/orders-board-params';

const head = 'px-3 py-3 text-left text-sm font-semibold text-brand-900';
const cell = 'px-3 py-3 align-top text-sm';
const orderLink = 'font-mono font-semibold break-all text-brand-800 underline underline-offset-4 hover:text-brand-900';

function useChannelName(): (channelId: number) => string {
  const { t } = useTranslation();
  return (channelId) => {
    const kind = channelKind(channelId);
    return kind ? t(`staff.channels.${kind}`) : t('staff.channels.unknown', { id: channelId });
  };
}

function When({ at, language }: { at: string; language: Language }) {
  return (
    <time dateTime={at} className="whitespace-nowrap">
      {showDateTime(at, language)}
    </time>
  );
}

function Member({ order }: { order: StaffOrderRow }) {
  return (
    <>
      <span className="block break-words">{order.memberName}</span>
      <span className="block text-muted break-all">{order.memberEmail}</span>
    </>
  );
}

/** Wide screens: one row per order, its number the link to it. */
export function OrdersTable({ orders, caption, language }: { orders: StaffOrderRow[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  const channelName = useChannelName();
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-brand-100 md:block">
      <table className="w-full border-collapse bg-white">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-50">
          <tr>
            <th scope="col" className={head}>
              {t('staff.orders.orderNo')}
            </th>
            <th scope="col" className={head}>
              {t('staff.orders.date')}
            </th>
            <th scope="col" className={head}>
              {t('staff.orders.member')}
            </th>
            <th scope="col" className={head}>
              {t('staff.orders.status')}
            </th>
            <th scope="col" className={head}>
              {t('staff.orders.channel')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('staff.orders.items')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('staff.orders.total')}
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
                {order.isDonation ? <span className="mt-1 block text-xs text-muted">{t('staff.orders.donation')}</span> : null}
              </th>
              <td className={cell}>
                <When at={order.createdAt} language={language} />
              </td>
              <td className={`${cell} max-w-64`}>
                <Member order={order} />
              </td>
              <td className={cell}>
                {statusName(order.statusId, language)}
                {order.slipWaiting ? <SlipWaitingBadge /> : null}
              </td>
              <td className={cell}>{channelName(order.paymentChannelId)}</td>
              <td className={`${cell} text-right tabular-nums`}>{order.itemCount}</td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{showBaht(order.netTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A transfer slip waits for a check: what the people who confirm payments look for first. */
function SlipWaitingBadge() {
  const { t } = useTranslation();
  return <span className="mt-1 block w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-950">{t('staff.orders.slipWaiting')}</span>;
}

/** Narrow screens: one card per order, each part named. */
export function OrdersCards({ orders, caption, language }: { orders: StaffOrderRow[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  const channelName = useChannelName();
  return (
    <ul aria-label={caption} className="space-y-3 md:hidden">
      {orders.map((order) => (
        <li key={order.id} className="rounded-2xl border border-brand-100 bg-white p-4 text-sm">
          <p className="flex flex-wrap justify-between gap-x-3 gap-y-1">
            <Link to={orderDetailHref(order.orderNo)} className={`${orderLink} flex min-h-11 items-center`}>
              {order.orderNo}
            </Link>
            <span className="flex items-center font-semibold tabular-nums">{showBaht(order.netTotal)}</span>
          </p>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-muted">{t('staff.orders.status')}</dt>
            <dd>
              {statusName(order.statusId, language)}
              {order.slipWaiting ? <SlipWaitingBadge /> : null}
            </dd>
            <dt className="text-muted">{t('staff.orders.date')}</dt>
            <dd>
              <When at={order.createdAt} language={language} />
            </dd>
            <dt className="text-muted">{t('staff.orders.member')}</dt>
            <dd>
              <Member order={order} />
            </dd>
            <dt className="text-muted">{t('staff.orders.channel')}</dt>
            <dd>{channelName(order.paymentChannelId)}</dd>
            <dt className="text-muted">{t('staff.orders.items')}</dt>
            <dd>
              {order.itemCount}
              {order.isDonation ? ` · ${t('staff.orders.donation')}` : ''}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
