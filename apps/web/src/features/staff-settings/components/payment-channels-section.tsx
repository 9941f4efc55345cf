import { useTranslation } from 'react-i18next';
import { usePaymentChannels } from '../api/settings-queries';
import { PaymentChannelRow } from './payment-channel-row';
import { SectionWaiting } from './section-states';

/** Every payment channel in checkout order, each saved on its own. */
export function PaymentChannelsSection() {
  const { t } = useTranslation();
  const channels = usePaymentChannels();
  return (
    <section id="payment-channels" aria-labelledby="payment-channels-heading" className="scroll-mt-4">
      <h2 id="payment-channels-heading" className="text-xl font-bold text-ink">
        {t('staffSettings.channels.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('staffSettings.channels.text')}</p>
      <div className="mt-4">
        {channels.data ? (
          <ul className="grid gap-3 lg:grid-cols-2">
            {channels.data.map((channel) => (
              <PaymentChannelRow key={channel.id} channel={channel} />
            ))}
          </ul>
        ) : (
          <SectionWaiting query={channels} />
        )}
      </div>
    </section>
  );
}
