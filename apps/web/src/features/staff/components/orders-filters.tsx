import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paymentChannelIdByKind } from '@pawsook/shared/payments/payment-channels';
import { ORDER_STATUS_IDS } from '@pawsook/shared/status/order-status';
import { useLanguage } from '../../../lib/use-language';
import { Button, buttonClass } from '../../../ui/button';
import { calendarDay } from '../../../lib/calendar-day';
import { statusName } from '../../back-office/order-format';
import { ORDER_SEARCH_MAX, orderSearch, type OrdersBoardFilters } from '../../back-office/orders-board-params';
import { controlClass } from '../../../ui/form/control-class';

/**
 * Status, payment channel, order number or e-mail, from and to (and the member, when the member's page sent the visitor here). What is chosen becomes the address on "Filter" (the
 * page mounts the form again for each address, so Back shows the filters of the list it shows).
 */
export function OrdersFilters({
  filters,
  onFilter,
  clearHref,
}: {
  filters: OrdersBoardFilters;
  onFilter: (change: Partial<OrdersBoardFilters>) => void;
  clearHref: string | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [statusId, setStatusId] = useState(filters.statusId === null ? '' : String(filters.statusId));
  const [channelId, setChannelId] = useState(filters.channelId === null ? '' : String(filters.channelId));
  const [q, setQ] = useState(filters.q);
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const [slipWaiting, setSlipWaiting] = useState(filters.slipWaiting);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onFilter({
      statusId: statusId === '' ? null : Number(statusId),
      channelId: channelId === '' ? null : Number(channelId),
      slipWaiting,
      q: orderSearch(q),
      from: calendarDay(from),
      to: calendarDay(to),
    });
  }

  const label = 'mb-1 block text-sm font-semibold text-ink';
  return (
    <form role="search" aria-label={t('staff.orders.filtersLabel')} onSubmit={submit} className="rounded-2xl border border-brand-100 bg-white p-4">
      {filters.memberId !== null ? (
        <p className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-ink">{t('staff.orders.memberFilter', { id: filters.memberId })}</span>
          <Button type="button" variant="ghost" onClick={() => onFilter({ memberId: null })}>
            {t('staff.orders.everyMember')}
          </Button>
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <label htmlFor={`${id}-status`} className={label}>
            {t('staff.orders.status')}
          </label>
          <select id={`${id}-status`} value={statusId} onChange={(event) => setStatusId(event.target.value)} className={controlClass}>
            <option value="">{t('staff.orders.anyStatus')}</option>
            {ORDER_STATUS_IDS.map((status) => (
              <option key={status} value={status}>
                {statusName(status, language)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-channel`} className={label}>
            {t('staff.orders.channel')}
          </label>
          <select id={`${id}-channel`} value={channelId} onChange={(event) => setChannelId(event.target.value)} className={controlClass}>
            <option value="">{t('staff.orders.anyChannel')}</option>
            {Object.entries(paymentChannelIdByKind).map(([kind, channel]) => (
              <option key={channel} value={channel}>
                {t(`staff.channels.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-q`} className={label}>
            {t('staff.orders.search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            maxLength={ORDER_SEARCH_MAX}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t('staff.orders.searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-from`} className={label}>
            {t('staff.orders.from')}
          </label>
          <input id={`${id}-from`} type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} className={controlClass} />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={label}>
            {t('staff.orders.to')}
          </label>
          <input id={`${id}-to`} type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} className={controlClass} />
        </div>
      </div>
      <label className="mt-3 flex min-h-11 items-center gap-3 text-sm text-ink">
        <input type="checkbox" checked={slipWaiting} onChange={(event) => setSlipWaiting(event.target.checked)} className="size-5 shrink-0 accent-brand-700" />
        <span>{t('staff.orders.slipWaitingOnly')}</span>
      </label>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit">{t('staff.orders.filter')}</Button>
        {clearHref ? (
          <Link to={clearHref} className={buttonClass('ghost')}>
            {t('staff.orders.clear')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
