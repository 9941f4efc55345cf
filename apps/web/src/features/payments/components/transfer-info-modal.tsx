import { useTranslation } from 'react-i18next';
import { formatTaxId } from '@pawsook/shared/address/address-text';
import { formatDateTimeSeconds } from '@pawsook/shared/format/date';
import { bahtToSatang, formatBaht } from '@pawsook/shared/money/money';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import type { OrderPayment } from '../api/payment-queries';
import { useTimeLeft } from '../hooks/use-time-left';
import { ExpiredOverlay, Fact, QrCode, QrCountdown, SaveQrButton } from './qr-parts';
import { TransferSlipsPart } from './transfer-slips-part';

/** "0994000617721" as banks print it: 0-9940-00617-72-1; a mobile number as 081-234-5678. */
export function promptPayIdText(id: string): string {
  if (id.length === 10) return `${id.slice(0, 3)}-${id.slice(3, 6)}-${id.slice(6)}`;
  return formatTaxId(id);
}

/**
 * The bank-transfer dialog (cart spec §2 "order-info dialog", §4 channel 4; decision 0060): the
 * order, the amount, the time to pay by, the shop's account and a PromptPay QR carrying the exact
 * amount, then the slips sent and the way to send one. A slip waiting for staff holds the order
 * from expiring, so the countdown gives way to "we are checking". The caller watches the status.
 */
export function TransferInfoModal({ payment, onClose }: { payment: OrderPayment; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const left = useTimeLeft(payment.expiryDate);
  const transfer = payment.transfer;
  const checking = transfer?.slips.some((slip) => slip.status === 'waiting') ?? false;
  const expired = left <= 0 && !checking;

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
      <div className="grid gap-x-6 gap-y-3 sm:grid-cols-[15rem_1fr]">
        {transfer ? (
          <div className="sm:row-span-2">
            <QrCode
              payload={transfer.payload}
              label={t('payments.transfer.qrLabel', { orderNo: payment.orderNo, amount: formatBaht(bahtToSatang(payment.netTotalPrice)) })}
              expired={expired ? <ExpiredOverlay title={t('payments.transfer.expired')} text={t('payments.transfer.expiredText')} /> : null}
            />
            {checking ? (
              <p className="mt-2 rounded-lg bg-amber-50 p-2 text-center text-sm font-semibold text-amber-950">{t('payments.transfer.checking')}</p>
            ) : (
              <QrCountdown label={t('payments.transfer.timeLeft')} left={left} />
            )}
            {!expired ? (
              <SaveQrButton payload={transfer.payload} fileName={`pawsook-${payment.orderNo}-promptpay.png`} label={t('payments.transfer.save')} />
            ) : null}
          </div>
        ) : null}
        <dl>
          <Fact term={t('payments.transfer.orderNo')}>{payment.orderNo}</Fact>
          <Fact term={t('payments.transfer.amount')} strong>
            {formatBaht(bahtToSatang(payment.netTotalPrice))}
          </Fact>
          <Fact term={t('payments.transfer.payBy')}>{t('payments.transfer.payByValue', { dateTime: formatDateTimeSeconds(payment.expiryDate, lang) })}</Fact>
          {transfer ? (
            <>
              <Fact term={t('payments.transfer.bank')}>{lang === 'th' ? transfer.bankNameTh : transfer.bankNameEn}</Fact>
              <Fact term={t('payments.transfer.accountName')}>{transfer.account.accountName}</Fact>
              <Fact term={t('payments.transfer.accountNumber')}>
                <span className="tabular-nums">{transfer.account.accountNumber}</span>
              </Fact>
              <Fact term={t('payments.transfer.promptPayId')}>
                <span className="tabular-nums">{promptPayIdText(transfer.account.promptPayId)}</span>
              </Fact>
            </>
          ) : null}
        </dl>
      </div>
      {transfer ? <TransferSlipsPart orderNo={payment.orderNo} slips={transfer.slips} canSend={!expired} /> : null}
    </Dialog>
  );
}
