import { useTranslation } from 'react-i18next';
import { historyTabOf, ORDER_HISTORY_TABS, type OrderHistoryTab } from '../order-history-tab';
import { statusNameKey } from '../order-status-view';

/** A status's colour follows its tab: waiting amber, on its way blue, delivered green, failed grey. */
const TONES: Record<OrderHistoryTab, string> = {
  [ORDER_HISTORY_TABS.all]: 'bg-stone-100 text-stone-800',
  [ORDER_HISTORY_TABS.waiting]: 'bg-amber-100 text-amber-900',
  [ORDER_HISTORY_TABS.processing]: 'bg-sky-100 text-sky-900',
  [ORDER_HISTORY_TABS.done]: 'bg-green-100 text-green-900',
  [ORDER_HISTORY_TABS.failed]: 'bg-stone-200 text-stone-800',
  [ORDER_HISTORY_TABS.old]: 'bg-stone-100 text-stone-800',
};

/** The order's status, named in the UI language. */
export function OrderStatusBadge({ statusId, className = '' }: { statusId: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ${TONES[historyTabOf(statusId)]} ${className}`}>
      {t(statusNameKey(statusId))}
    </span>
  );
}

/** An order of donated products (the shop sends them to a shelter, not to the member). */
export function DonationTag() {
  const { t } = useTranslation();
  return <span className="inline-flex rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-700">{t('orders.list.donation')}</span>;
}
