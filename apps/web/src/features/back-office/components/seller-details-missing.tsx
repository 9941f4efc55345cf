import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSellerDetails } from '../api/tax-document-queries';

/**
 * Where tax documents are listed: says plainly that no invoice can be issued while the shop's seller
 * details are not set, with the way to set them. Only those who may read them are told (settings.manage).
 */
export function SellerDetailsMissing() {
  const { t } = useTranslation();
  const details = useSellerDetails();
  if (details.data !== null) return null;
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">{t('backOffice.sellerDetails.missingTitle')}</p>
      <p className="mt-1">{t('backOffice.sellerDetails.missingText')}</p>
      <Link to="/staff/settings#seller-details" className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        {t('backOffice.sellerDetails.setThem')}
      </Link>
    </div>
  );
}
