import { useTranslation } from 'react-i18next';
import { formatTaxId } from '@pawsook/shared/address/address-text';
import type { Language } from '../../../lib/preferences';
import { orderRegionLine, type OrderAddress } from '../order-address';

/** An address as it was copied onto the order: the receipt's company and tax id first, then name, address, phone. */
export function OrderAddressBlock({ address, language }: { address: OrderAddress; language: Language }) {
  const { t } = useTranslation();
  return (
    <address className="text-ink not-italic">
      {address.companyName ? <p className="font-semibold break-words">{address.companyName}</p> : null}
      {address.taxPayerId ? (
        <p className="text-sm">
          {t('orders.detail.taxPayerId')} {formatTaxId(address.taxPayerId)} ·{' '}
          {address.branchNo ? t('orders.taxDocuments.branch', { branchNo: address.branchNo }) : t('orders.taxDocuments.headOffice')}
        </p>
      ) : null}
      <p className="font-semibold break-words">
        {address.name} {address.surname}
      </p>
      <p className="break-words">{address.address}</p>
      <p className="break-words">{orderRegionLine(address, language)}</p>
      <p className="text-sm">
        {t('orders.detail.phone')} {address.phone}
      </p>
    </address>
  );
}
