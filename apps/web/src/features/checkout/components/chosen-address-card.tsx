import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import type { AddressKind, MemberAddress } from '../../addresses/api/address-calls';
import { useDistrict, useProvince, useProvinces } from '../../addresses/api/address-queries';
import { formatTaxId, regionLine, type AddressRegion } from '@pawsook/shared/address/address-text';
import type { ChosenAddress } from '../checkout-details';

export interface ShownAddress {
  name: string;
  surname: string;
  phone: string;
  address: string;
  companyName?: string | null;
  taxPayerId?: string;
  branchNo?: string | null;
  isDefault: boolean;
  region: AddressRegion;
}

/**
 * The region names of an address typed in at checkout, in the page's language, from the region
 * lists the form has just loaded (they are cached for a day), so a language switch renames them too.
 */
function useTypedInRegion(chosen: ChosenAddress | null): AddressRegion | null {
  const typed = chosen?.origin === 'order' ? chosen.payload : null;
  const provinces = useProvinces();
  const province = useProvince(typed?.province ?? null);
  const district = useDistrict(typed?.district ?? null);
  if (!typed) return null;
  return {
    provinceId: typed.province,
    provinceDesc: provinces.data?.find((p) => p.id === typed.province)?.name ?? '',
    districtDesc: province.data?.districts.find((d) => d.id === typed.district)?.name ?? '',
    subDistrictDesc: district.data?.subDistricts.find((s) => s.id === typed.subDistrict)?.name ?? '',
    postelCode: typed.postelCode,
  };
}

/** What to show for the chosen address, whichever way it was chosen; null until it can be shown. */
export function useShownAddress(chosen: ChosenAddress | null, book: readonly MemberAddress[] | undefined): ShownAddress | null {
  const typedRegion = useTypedInRegion(chosen);
  if (chosen?.origin === 'order' && typedRegion) {
    const { payload } = chosen;
    return { ...payload, isDefault: false, region: typedRegion };
  }
  const saved = chosen?.origin === 'book' ? book?.find((a) => a.id === chosen.id) : undefined;
  return saved ? { ...saved, region: saved } : null;
}

export interface AddressSummaryProps {
  kind: AddressKind;
  shown: ShownAddress;
  /** a note under the name: "Added for this order", "Default" */
  badge?: string | null;
  headingId?: string;
}

/** One address as an order shows it: name, company and tax id for an invoice, phone, address. */
export function AddressSummary({ kind, shown, badge, headingId }: AddressSummaryProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className="min-w-0 text-sm text-ink">
      <div className="flex flex-wrap items-center gap-2">
        <p id={headingId} className="text-base font-bold break-words">
          {shown.name} {shown.surname}
        </p>
        {badge ? <span className="rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">{badge}</span> : null}
      </div>
      {kind === 'receipt' && shown.companyName ? <p className="break-words">{shown.companyName}</p> : null}
      {kind === 'receipt' && shown.taxPayerId ? (
        <p>
          <span className="text-muted">{t('addresses.card.taxPayerId')}: </span>
          <span className="tabular-nums">{formatTaxId(shown.taxPayerId)}</span>
          {' · '}
          <span className="tabular-nums">{shown.branchNo ? t('addresses.card.branch', { branchNo: shown.branchNo }) : t('addresses.card.headOffice')}</span>
        </p>
      ) : null}
      <p>
        <span className="text-muted">{t('addresses.card.phone')}: </span>
        {shown.phone}
      </p>
      <p className="break-words">
        {shown.address} {regionLine(shown.region, lang)}
      </p>
    </div>
  );
}
