import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bahtDecimalText, bahtToSatang, formatBaht } from '@pawsook/shared/money/money';
import type { StaffTransferSlip } from '@pawsook/shared/schemas/transfer-account';
import { useFileUrl } from '../../../lib/use-file-url';
import { Button } from '../../../ui/button';
import { fetchTransferSlipPicture, type StaffOrderDetail } from '../api/staff-calls';
import { useRejectTransferSlip, useStaffOrderAction, useTransferSlips } from '../api/staff-queries';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import { showDateTime } from '../../back-office/order-format';
import { useLanguage } from '../../../lib/use-language';
import { orderDetailHref } from '../../back-office/orders-board-params';
import { FormAlert } from '../../../ui/form/form-alert';
import { controlClass } from '../../../ui/form/control-class';

const STATUS_STYLE: Record<StaffTransferSlip['status'], string> = {
  waiting: 'bg-amber-100 text-amber-950',
  confirmed: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
};

function SlipPicture({ slip, label }: { slip: StaffTransferSlip; label: string }) {
  const url = useFileUrl(slip.imageUrl, fetchTransferSlipPicture);
  if (!url) return <div className="aspect-[9/16] w-full max-w-40 rounded-lg border border-stone-200 bg-stone-50" />;
  // the whole slip in a tab of its own: staff read the amount, the time and the names on it
  return (
    <a href={url} target="_blank" rel="noopener" className="block w-full max-w-40">
      <img src={url} alt={label} className="w-full rounded-lg border border-stone-200" />
    </a>
  );
}

function SlipRow({ slip, n, order, canDecide }: { slip: StaffTransferSlip; n: number; order: StaffOrderDetail; canDecide: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const refusalText = useRefusalText();
  const pay = useStaffOrderAction(order.orderNo);
  const reject = useRejectTransferSlip(order.orderNo);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const amount = bahtDecimalText(bahtToSatang(order.netTotal));
  const busy = pay.isPending || reject.isPending;

  async function confirm() {
    setRefusal(null);
    try {
      // the existing payment call: exact amount, once per reference; a slip without a readable QR counts by its own id
      const outcome = await pay.mutateAsync({ kind: 'payment', payment: { amount, reference: slip.reference ?? `slip-${slip.id}` } });
      const result = outcome as { outcome: string; reason: string | null };
      if (result.outcome !== 'applied')
        setRefusal(t('staff.order.paymentNotApplied', { outcome: t(`staff.order.outcome.${result.outcome}`), reason: result.reason ?? '' }));
    } catch (error) {
      setRefusal(refusalText(error));
    }
  }

  async function sendReject() {
    setRefusal(null);
    try {
      await reject.mutateAsync({ slipId: slip.id, reason });
      setRejecting(false);
    } catch (error) {
      setRefusal(refusalText(error));
    }
  }

  return (
    <li className="grid gap-3 border-t border-brand-100 pt-3 first:border-t-0 first:pt-0 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <SlipPicture slip={slip} label={t('staff.transferSlips.picture', { n })} />
      <div className="min-w-0 space-y-1 text-sm">
        <p>
          <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_STYLE[slip.status]}`}>
            {t(`staff.transferSlips.status.${slip.status}`)}
          </span>
        </p>
        <p className="text-muted">{t('staff.transferSlips.sentAt', { dateTime: showDateTime(slip.createdAt, language) })}</p>
        <p>
          <span className="text-muted">{t('staff.transferSlips.reference')} </span>
          {slip.reference ? <span className="font-semibold break-all">{slip.reference}</span> : <span>{t('staff.transferSlips.noReference')}</span>}
        </p>
        {slip.sameReferenceOrders.length > 0 ? (
          <p role="note" className="rounded-lg bg-red-50 p-2 font-semibold text-red-900">
            {t('staff.transferSlips.sameReference')}{' '}
            {slip.sameReferenceOrders.map((other, i) => (
              <span key={other}>
                {i > 0 ? ', ' : ''}
                <Link to={orderDetailHref(other)} className="underline underline-offset-4">
                  {other}
                </Link>
              </span>
            ))}
          </p>
        ) : null}
        {slip.reason ? <p className="text-red-800">{t('staff.transferSlips.reason', { reason: slip.reason })}</p> : null}
        {canDecide && slip.status === 'waiting' ? (
          <div className="space-y-2 pt-1">
            <p className="text-muted">{t('staff.transferSlips.checkAmount', { amount: formatBaht(bahtToSatang(order.netTotal)) })}</p>
            <div className="flex flex-wrap gap-2">
              <Button disabled={busy} onClick={() => void confirm()}>
                {t('staff.transferSlips.confirm', { amount: formatBaht(bahtToSatang(order.netTotal)) })}
              </Button>
              <Button
                variant="secondary"
                disabled={busy}
                aria-expanded={rejecting}
                aria-controls={`${id}-reject`}
                onClick={() => setRejecting((open) => !open)}
              >
                {t('staff.transferSlips.reject')}
              </Button>
            </div>
            {rejecting ? (
              <form
                id={`${id}-reject`}
                className="space-y-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  void sendReject();
                }}
              >
                <label htmlFor={`${id}-reason`} className="block font-semibold text-ink">
                  {t('staff.transferSlips.reasonLabel')}
                </label>
                <textarea
                  id={`${id}-reason`}
                  value={reason}
                  maxLength={300}
                  rows={2}
                  required
                  onChange={(event) => setReason(event.target.value)}
                  className={controlClass}
                />
                <p className="text-xs text-muted">{t('staff.transferSlips.reasonHint')}</p>
                <Button type="submit" variant="secondary" disabled={busy || reason.trim().length < 3}>
                  {t('staff.transferSlips.sendReject')}
                </Button>
              </form>
            ) : null}
          </div>
        ) : null}
        <FormAlert>{refusal}</FormAlert>
      </div>
    </li>
  );
}

/**
 * The transfer slips the member sent (decision 0060): each picture, the reference read from its QR,
 * a warning naming the other orders that sent the same reference, and for a waiting order the
 * two decisions — confirm the payment (the payment call, the order's exact amount) or reject the
 * slip with the reason the member is mailed.
 */
export function TransferSlipsPanel({ order, canDecide }: { order: StaffOrderDetail; canDecide: boolean }) {
  const { t } = useTranslation();
  const slips = useTransferSlips(order.orderNo);
  if (!slips.data || slips.data.length === 0) return null;
  return (
    <section aria-labelledby="transfer-slips-heading" className="rounded-2xl border border-brand-100 bg-white p-4 md:p-5">
      <h2 id="transfer-slips-heading" className="text-lg font-bold text-ink">
        {t('staff.transferSlips.title')}
      </h2>
      <ul className="mt-3 space-y-3">
        {slips.data.map((slip, i) => (
          <SlipRow key={slip.id} slip={slip} n={i + 1} order={order} canDecide={canDecide} />
        ))}
      </ul>
    </section>
  );
}
