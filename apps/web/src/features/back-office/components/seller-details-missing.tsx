import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSellerDetails } from '../api/tax-document-queries';

/**
 * Says plainly that no invoice can be issued while the shop's seller details are not set, with the
 * way to set them; `waiting`, when known, the invoices held back until then.
 */
export function SellerDetailsNotSet({ waiting }: { waiting?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">{t('backOffice.sellerDetails.missingTitle')}</p>
      <p className="mt-1">
        {t('backOffice.sellerDetails.missingText')}
        {waiting ? ` ${t('backOffice.sellerDetails.waiting', { count: waiting })}` : null}
      </p>
      <Link to="/staff/settings#seller-details" className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
        {t('backOffice.sellerDetails.setThem')}
      </Link>
    </div>
  );
}

/** SellerDetailsNotSet where only the seller details call can tell: for those who may read them (settings.manage). */
export function SellerDetailsMissing() {
  const details = useSellerDetails();
  return details.data === null ? <SellerDetailsNotSet /> : null;
}
