import { useTranslation } from 'react-i18next';
import { formatDateTimeSeconds } from '@pawsook/shared/format/date';
import { bahtToSatang, formatBaht } from '@pawsook/shared/money/money';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import type { OrderPayment } from '../api/payment-queries';
import { Fact } from './qr-parts';

/**
 * The order-info dialog of a bank transfer (cart spec §2 "order-info dialog", §4 channel 4: order
 * number, amount and expiry date; no online payment step). Staff confirm the transfer when it
 * arrives; the status is watched by the caller meanwhile, which closes it.
 */
export function TransferInfoModal({ payment, onClose }: { payment: OrderPayment; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('payments.transfer.title')}
      description={t('payments.transfer.intro')}
      footer={<Button onClick={onClose}>{t('payments.transfer.close')}</Button>}
    >
      <dl>
        <Fact term={t('payments.transfer.orderNo')}>{payment.orderNo}</Fact>
        <Fact term={t('payments.transfer.amount')} strong>
          {formatBaht(bahtToSatang(payment.netTotalPrice))}
        </Fact>
        <Fact term={t('payments.transfer.payBy')}>{t('payments.transfer.payByValue', { dateTime: formatDateTimeSeconds(payment.expiryDate, lang) })}</Fact>
      </dl>
    </Dialog>
  );
}
