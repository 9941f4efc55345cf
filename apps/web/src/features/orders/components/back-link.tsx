import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_HISTORY_PATH } from '../order-paths';

/** The way back from an order page to its list (my orders unless told). */
export function BackLink({ to = ORDER_HISTORY_PATH, label }: { to?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="mb-3 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 hover:underline">
      <span aria-hidden="true">‹</span> {label ?? t('orders.detail.backToList')}
    </Link>
  );
}
