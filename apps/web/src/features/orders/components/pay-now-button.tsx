import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button';
import { rememberOrderToPay, stepThreeHref, type ListedOrder } from '../placed-order';

/**
 * "Pay now" (member-area spec §4, status 1): the order's step 3, where its payment opens at once
 * (the same Thai QR bill, the card gateway's page, a new wallet QR), as it does after step 2
 * (decision 0029). Its name says which order.
 */
export function PayNowButton({ order, className = '' }: { order: ListedOrder; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      className={`whitespace-nowrap ${className}`}
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

/** The counter-service order's note: it is paid at a counter, with the barcode the shop mailed. */
export function CounterNote({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return <p className={`text-xs text-ink ${className}`}>{t('orders.list.payAtCounter')}</p>;
}
