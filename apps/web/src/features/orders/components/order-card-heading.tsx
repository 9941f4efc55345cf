import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DonationTag } from './order-status-badge';

/** The top of an order's card on a phone: its number, a link to the order, and the donation tag. */
export function OrderCardHeading({ orderNo, href, isDonation }: { orderNo: string; href: string; isDonation: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <p className="text-xs text-muted">{t('orders.fields.orderNo')}</p>
        <Link to={href} className="font-semibold break-all text-brand-800 underline underline-offset-4">
          {orderNo}
        </Link>
      </div>
      {isDonation ? <DonationTag /> : null}
    </div>
  );
}
