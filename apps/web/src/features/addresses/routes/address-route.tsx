import { useTranslation } from 'react-i18next';
import { MAX_ADDRESSES_PER_BOOK } from '@pawsook/shared/schemas/addresses';
import { usePageTitle } from '../../../lib/use-page-title';
import { AddressBookSection } from '../components/address-book-section';

/**
 * /user/account/address (member-area.md §2 "Address page"): the shipping addresses and the
 * tax-invoice addresses, each a book of up to 5. The account shell around /user/* pages gives the
 * page its margins, its side menu and the login for guests.
 */
export function AddressRoute() {
  const { t } = useTranslation();
  usePageTitle(t('addresses.title'));
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{t('addresses.title')}</h1>
      <p className="mt-2 mb-6 max-w-2xl text-muted">{t('addresses.intro', { max: MAX_ADDRESSES_PER_BOOK })}</p>
      <div className="space-y-6">
        <AddressBookSection kind="shipping" />
        <AddressBookSection kind="receipt" />
      </div>
    </div>
  );
}
