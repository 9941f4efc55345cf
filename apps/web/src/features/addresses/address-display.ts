/**
 * How an address reads on a card, in the shop's two languages. Thai addresses name each level
 * (แขวง/เขต in Bangkok, ตำบล/อำเภอ/จังหวัด elsewhere: member-area.md §3); English lists the names.
 */
import { BANGKOK_PROVINCE_ID, regionTerms } from '@pawsook/shared/address/region-terms';
import type { Lang } from '@pawsook/shared/i18n/translate';
import type { SubDistrict } from '@pawsook/shared/schemas/reference';

export interface AddressRegion {
  provinceId: number;
  provinceDesc: string;
  districtDesc: string;
  subDistrictDesc: string;
  postelCode: string;
}

/** "term + name", unless the name already starts with its term (Bangkok's districts are stored as เขต…). */
function withTerm(term: string, name: string): string {
  if (!name) return '';
  return name.startsWith(term) ? name : `${term}${name}`;
}

/** The region part of an address: sub-district, district, province and postal code. */
export function regionLine(region: AddressRegion, lang: Lang): string {
  const { provinceDesc, districtDesc, subDistrictDesc, postelCode } = region;
  if (lang === 'en') return [[subDistrictDesc, districtDesc, provinceDesc].filter(Boolean).join(', '), postelCode].filter(Boolean).join(' ');
  const terms = regionTerms(region.provinceId, 'th');
  const province = region.provinceId === BANGKOK_PROVINCE_ID ? provinceDesc : withTerm('จังหวัด', provinceDesc);
  return [withTerm(terms.subDistrict, subDistrictDesc), withTerm(terms.district, districtDesc), province, postelCode].filter(Boolean).join(' ');
}

/** The postal codes a sub-district may carry (the form fills the code in from these). */
export function postalCodesOf(subDistricts: readonly SubDistrict[] | undefined, subDistrictId: number | null): string[] {
  if (!subDistricts || subDistrictId === null) return [];
  const codes = subDistricts.filter((s) => s.id === subDistrictId).map((s) => s.postelCode);
  return [...new Set(codes)];
}

/** Tax id grouped the way Thai documents print it: 1-2345-45678-78-1. */
export function formatTaxId(taxId: string): string {
  return /^\d{13}$/.test(taxId) ? `${taxId[0]}-${taxId.slice(1, 5)}-${taxId.slice(5, 10)}-${taxId.slice(10, 12)}-${taxId[12]}` : taxId;
}
