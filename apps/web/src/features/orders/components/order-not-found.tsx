import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button';
import { ORDER_HISTORY_PATH } from '../order-paths';

/** An order page for an order that is not the member's (or no order at all): a 404, said plainly, with the way back. */
export function OrderNotFound({ orderNo, backTo = ORDER_HISTORY_PATH, backLabel }: { orderNo: string | null; backTo?: string; backLabel?: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-3xl border border-brand-100 bg-cream px-6 py-10 text-center" data-order="not-found">
      <h1 className="text-xl font-bold text-brand-900 md:text-2xl">{t('orders.detail.notFound.title')}</h1>
      <p className="mx-auto mt-2 max-w-lg break-words text-ink">
        {orderNo ? t('orders.detail.notFound.textWithNo', { orderNo }) : t('orders.detail.notFound.text')}
      </p>
      <Link to={backTo} className={buttonClass('primary', 'mt-6')}>
        {backLabel ?? t('orders.detail.backToList')}
      </Link>
    </div>
  );
}
