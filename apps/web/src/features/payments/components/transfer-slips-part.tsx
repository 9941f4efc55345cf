import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@pawsook/shared/format/date';
import { REVIEW_PHOTO_ACCEPT, REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_MAX_MB } from '@pawsook/shared/reviews/review-limits';
import type { MemberTransferSlip } from '@pawsook/shared/schemas/transfer-account';
import { TRANSFER_SLIPS_PER_UPLOAD } from '@pawsook/shared/schemas/transfer-account';
import { isApiError } from '../../../lib/api-error';
import { useFileUrl } from '../../../lib/use-file-url';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { fetchSlipPicture, useSendTransferSlips } from '../api/payment-queries';

const PICTURE_TYPES = new Set(['image/png', 'image/jpeg']);

/** What is wrong with the chosen files before they are sent, as a message key, or null. */
export function slipChoiceProblem(files: readonly { type: string; size: number }[]): { key: string; max?: number } | null {
  if (files.length === 0) return { key: 'payments.transfer.slips.required' };
  if (files.length > TRANSFER_SLIPS_PER_UPLOAD) return { key: 'payments.transfer.slips.tooMany', max: TRANSFER_SLIPS_PER_UPLOAD };
  // an empty type (some phones' pictures) is left to the server, which reads the bytes
  if (files.some((f) => f.type !== '' && !PICTURE_TYPES.has(f.type))) return { key: 'payments.transfer.slips.type' };
  if (files.some((f) => f.size > REVIEW_PHOTO_MAX_BYTES)) return { key: 'payments.transfer.slips.tooLarge', max: REVIEW_PHOTO_MAX_MB };
  return null;
}

function SlipPicture({ slip, label }: { slip: MemberTransferSlip; label: string }) {
  const url = useFileUrl(slip.imageUrl, fetchSlipPicture);
  return (
    <div className="size-16 shrink-0 overflow-hidden rounded-lg border border-stone-200 bg-stone-50">
      {url ? <img src={url} alt={label} className="size-full object-cover" /> : null}
    </div>
  );
}

const STATUS_STYLE: Record<MemberTransferSlip['status'], string> = {
  waiting: 'bg-amber-100 text-amber-950',
  confirmed: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
};

/**
 * The transfer slips of a waiting order: those sent, with what staff made of them (and why a
 * rejected one was), and a button that sends new pictures as soon as they are chosen.
 */
export function TransferSlipsPart({ orderNo, slips, canSend }: { orderNo: string; slips: readonly MemberTransferSlip[]; canSend: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const send = useSendTransferSlips(orderNo);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentNow, setSentNow] = useState(false);

  function choose(files: File[]) {
    const found = slipChoiceProblem(files);
    setSentNow(false);
    if (found) {
      setProblem(t(found.key, { max: found.max }));
      return;
    }
    setProblem(null);
    send.mutate(files, {
      onSuccess: () => setSentNow(true),
      onError: (error) => {
        if (isApiError(error) && error.code === '413') setProblem(t('payments.transfer.slips.tooLarge', { max: REVIEW_PHOTO_MAX_MB }));
        else if (isApiError(error) && (error.kind === 'bad-request' || error.kind === 'not-found')) setProblem(error.errors[0]?.message ?? error.message);
        else setProblem(t('payments.transfer.slips.failed'));
      },
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 border-t border-stone-200 pt-4">
      <h3 id={`${id}-title`} className="font-bold text-ink">
        {t('payments.transfer.slips.title')}
      </h3>
      {slips.length > 0 ? (
        <ul className="mt-2 space-y-2">
          {slips.map((slip, i) => (
            <li key={slip.id} className="flex items-start gap-3">
              <SlipPicture slip={slip} label={t('payments.transfer.slips.pictureLabel', { n: i + 1 })} />
              <div className="min-w-0 text-sm">
                <p>
                  <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_STYLE[slip.status]}`}>
                    {t(`payments.transfer.slips.status.${slip.status}`)}
                  </span>
                </p>
                <p className="mt-1 text-muted">{t('payments.transfer.slips.sentAt', { dateTime: formatDateTime(slip.createdAt, lang) })}</p>
                {slip.reason ? <p className="mt-1 text-red-800">{t('payments.transfer.slips.reason', { reason: slip.reason })}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-muted">{t('payments.transfer.slips.none')}</p>
      )}
      {canSend ? (
        <div className="mt-3">
          <Button variant="secondary" disabled={send.isPending} aria-describedby={`${id}-hint`} onClick={() => input.current?.click()}>
            {send.isPending
              ? t('payments.transfer.slips.sending')
              : slips.length > 0
                ? t('payments.transfer.slips.sendAnother')
                : t('payments.transfer.slips.send')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={REVIEW_PHOTO_ACCEPT}
            multiple
            hidden
            data-testid="transfer-slip-input"
            onChange={(event) => {
              choose(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
            {t('payments.transfer.slips.hint', { max: TRANSFER_SLIPS_PER_UPLOAD, mb: REVIEW_PHOTO_MAX_MB })}
          </p>
        </div>
      ) : null}
      <p role="alert" className="mt-2 text-sm text-red-700 empty:hidden">
        {problem}
      </p>
      <p role="status" className="mt-2 text-sm font-semibold text-emerald-800 empty:hidden">
        {sentNow ? t('payments.transfer.slips.sent') : ''}
      </p>
    </section>
  );
}
