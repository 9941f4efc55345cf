import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { usePaymentChannels } from '../api/details-calls';

export interface PaymentChannelChoiceProps {
  chosen: number | null;
  onChoose: (channelId: number) => void;
}

/** Section 3 (cart spec §2, §3 "Payment channel"): the active channels as radios, with their logos. */
export function PaymentChannelChoice({ chosen, onChoose }: PaymentChannelChoiceProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const channels = usePaymentChannels();
  const legendId = useId();

  if (channels.isPending) return <Skeleton className="h-40 w-full" />;
  if (!channels.data) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-red-800" role="alert">
        {t('checkout.details.payment.loadError')}
        <Button variant="secondary" onClick={() => void channels.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div role="radiogroup" aria-labelledby={legendId} className="grid gap-2 sm:grid-cols-2">
      <span id={legendId} className="sr-only">
        {t('checkout.details.payment.title')}
      </span>
      {channels.data
        .filter((channel) => channel.status === 'active')
        .map((channel) => {
          const name = lang === 'en' ? channel.nameEn : channel.nameTh;
          const logo = imageUrl(channel.s3PhotoKey);
          const checked = chosen === channel.id;
          return (
            <label
              key={channel.id}
              className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border px-3 py-2 ${checked ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-300' : 'border-stone-200 hover:border-brand-300'}`}
            >
              <input
                type="radio"
                name="payment-channel"
                value={channel.id}
                checked={checked}
                onChange={() => onChoose(channel.id)}
                className="size-5 shrink-0 accent-brand-700"
              />
              {logo ? <img src={logo} alt="" width={40} height={40} className="size-10 shrink-0 object-contain" /> : null}
              <span className="font-semibold text-ink">{name}</span>
            </label>
          );
        })}
    </div>
  );
}
