import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { RequirePermission } from '../../back-office/components/require-permission';
import { DonationPlacesSection } from '../components/donation-places-section';
import { PaymentChannelsSection } from '../components/payment-channels-section';
import { SellerDetailsSection } from '../components/seller-details-section';
import { ShippingSection } from '../components/shipping-section';
import { TransferAccountSection } from '../components/transfer-account-section';

const SECTIONS = [
  { id: 'payment-channels', key: 'staffSettings.channels.title' },
  { id: 'transfer-account', key: 'staffSettings.transfer.title' },
  { id: 'shipping', key: 'staffSettings.shipping.title' },
  { id: 'donation-places', key: 'staffSettings.places.title' },
  { id: 'seller-details', key: 'staffSettings.seller.title' },
] as const;

/**
 * /staff/settings (settings.manage): payment channels, the bank-transfer account, the shipping fee and free-shipping
 * threshold, donation places, the seller details tax invoices carry — one page with a link to each part. `regionFields` are the shop's
 * address pickers, handed in by the app layer for the donation places' addresses.
 */
export function SettingsRoute({ regionFields }: { regionFields: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('staff.areas.settings.label'));
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{t('staff.areas.settings.label')}</h1>
      <p className="mt-2 text-muted">{t('staffSettings.intro')}</p>
      <RequirePermission permission="settings.manage">
        <nav aria-label={t('staffSettings.sectionsLabel')} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {t(section.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8 space-y-10">
          <PaymentChannelsSection />
          <TransferAccountSection />
          <ShippingSection />
          <DonationPlacesSection regionFields={regionFields} />
          <SellerDetailsSection />
        </div>
      </RequirePermission>
    </div>
  );
}
