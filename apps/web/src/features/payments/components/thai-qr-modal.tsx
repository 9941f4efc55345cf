import { useTranslation } from 'react-i18next';
import { formatDateTimeSeconds } from '@pawsook/shared/format/date';
import { bahtToSatang, formatBaht } from '@pawsook/shared/money/money';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import type { OrderPayment } from '../api/payment-queries';
import { countdownNotice } from '../countdown';
import { useTimeLeft } from '../hooks/use-time-left';
import { ExpiredOverlay, Fact, QrCode, QrCountdown, SandboxHelper, SaveQrButton } from './qr-parts';

export type ThaiQrBill = NonNullable<OrderPayment['qr']>;

export interface ThaiQrModalProps {
  payment: OrderPayment;
  bill: ThaiQrBill;
  /** Close, Escape, the corner button or a tap outside: the caller asks the status once and closes */
  onClose: () => void;
}

/**
 * The Thai QR payment modal (cart spec §2 "Modals"): the QR to scan, who is paid, both
 * references, the amount, the time to pay by as DD/MM/YYYY HH:mm:ss and a countdown to it, then
 * an expired state. The status is watched by the caller (use-payment-watch), which closes it.
 */
export function ThaiQrModal({ payment, bill, onClose }: ThaiQrModalProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const left = useTimeLeft(payment.expiryDate);
  const expired = left <= 0;
  const notice = countdownNotice(left);

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('payments.thaiQr.title')}
      description={t('payments.thaiQr.intro')}
      footer={<Button onClick={onClose}>{t('payments.thaiQr.close')}</Button>}
    >
      <div className="grid gap-x-6 gap-y-3 sm:grid-cols-[15rem_1fr]">
        <div className="sm:col-start-2">
          <dl>
            <Fact term={t('payments.thaiQr.amount')} strong>
              {formatBaht(bahtToSatang(payment.netTotalPrice))}
            </Fact>
          </dl>
        </div>
        <div className="sm:col-start-1 sm:row-span-2 sm:row-start-1">
          <QrCode
            payload={bill.payload}
            label={t('payments.thaiQr.qrLabel', { orderNo: payment.orderNo })}
            expired={expired ? <ExpiredOverlay title={t('payments.thaiQr.expired')} text={t('payments.thaiQr.expiredText')} /> : null}
          />
          <QrCountdown label={t('payments.thaiQr.timeLeft')} left={left} />
          {!expired ? <SaveQrButton payload={bill.payload} fileName={`pawsook-${payment.orderNo}-thai-qr.png`} label={t('payments.thaiQr.save')} /> : null}
        </div>
        <dl className="sm:col-start-2">
          <Fact term={t('payments.thaiQr.payBy')}>{t('payments.thaiQr.payByValue', { dateTime: formatDateTimeSeconds(payment.expiryDate, lang) })}</Fact>
          <Fact term={t('payments.thaiQr.billerName')}>{bill.billerName}</Fact>
          <Fact term={t('payments.thaiQr.billerId')}>{bill.billerId}</Fact>
          <Fact term={t('payments.thaiQr.ref1')}>{bill.ref1}</Fact>
          <Fact term={t('payments.thaiQr.ref2')}>{bill.ref2}</Fact>
        </dl>
      </div>
      {/* said politely at 30, 15, 10, 5, 2 and 1 minutes left and at zero, never every second */}
      <p role="status" className="sr-only">
        {notice === null ? '' : notice.kind === 'expired' ? t('payments.thaiQr.expired') : t('payments.thaiQr.minutesLeft', { count: notice.minutes })}
      </p>
      {payment.sandboxUrl && !expired ? (
        <SandboxHelper
          label={t('payments.thaiQr.sandbox.label')}
          text={t('payments.thaiQr.sandbox.text')}
          link={t('payments.thaiQr.sandbox.link')}
          href={payment.sandboxUrl}
        />
      ) : null}
    </Dialog>
  );
}
