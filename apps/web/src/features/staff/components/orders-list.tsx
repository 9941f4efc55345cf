import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/preferences';
import type { StaffOrderRow } from '../api/staff-calls';
import { channelKind, showBaht, showDateTime, statusName } from '../../back-office/order-format';
import { CardFacts } from '../../back-office/components/card-facts';
import { OrderCardHead, OrderNoLink } from '../../back-office/components/order-card-head';
import { StaffCards } from '../../back-office/components/staff-cards';
import { StaffTable, tableCell } from '../../back-office/components/staff-table';

const cell = tableCell.roomy;

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
  const columns = [
    { label: t('staff.orders.orderNo') },
    { label: t('staff.orders.date') },
    { label: t('staff.orders.member') },
    { label: t('staff.orders.status') },
    { label: t('staff.orders.channel') },
    { label: t('staff.orders.items'), numeric: true },
    { label: t('staff.orders.total'), numeric: true },
  ];
  return (
    <StaffTable caption={caption} columns={columns}>
      {orders.map((order) => (
        <tr key={order.id} className="border-t border-brand-100">
          <th scope="row" className={`${cell} text-left font-normal`}>
            <OrderNoLink orderNo={order.orderNo} />
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
    </StaffTable>
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
    <StaffCards caption={caption} items={orders} keyOf={(order) => order.id}>
      {(order) => (
        <>
          <OrderCardHead orderNo={order.orderNo} netTotal={order.netTotal} className="flex flex-wrap justify-between gap-x-3 gap-y-1" />
          <CardFacts
            className="mt-2 gap-y-1"
            facts={[
              {
                term: t('staff.orders.status'),
                value: (
                  <>
                    {statusName(order.statusId, language)}
                    {order.slipWaiting ? <SlipWaitingBadge /> : null}
                  </>
                ),
              },
              { term: t('staff.orders.date'), value: <When at={order.createdAt} language={language} /> },
              { term: t('staff.orders.member'), value: <Member order={order} /> },
              { term: t('staff.orders.channel'), value: channelName(order.paymentChannelId) },
              { term: t('staff.orders.items'), value: `${order.itemCount}${order.isDonation ? ` · ${t('staff.orders.donation')}` : ''}` },
            ]}
          />
        </>
      )}
    </StaffCards>
  );
}
