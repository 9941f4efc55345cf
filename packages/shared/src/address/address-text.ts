/**
 * How an address reads in the shop's two languages, on screens and on tax documents alike. Thai
 * addresses name each level (แขวง/เขต in Bangkok, ตำบล/อำเภอ/จังหวัด elsewhere: member-area.md §3);
 * English lists the names.
 */
import type { Lang } from '../i18n/translate';
import { BANGKOK_PROVINCE_ID, regionTerms } from './region-terms';

export interface AddressRegion {
  provinceId: number;
  provinceDesc: string;
  districtDesc: string;
  subDistrictDesc: string;
  postelCode: string;
}

export interface ThaiRegionNames {
  bangkok: boolean;
  subDistrict: string;
  district: string;
  province: string;
}

/** "term + name", unless the name already starts with its term (Bangkok's districts are stored as เขต…). */
function withTerm(term: string, name: string): string {
  if (!name) return '';
  return name.startsWith(term) ? name : `${term}${name}`;
}

/** Sub-district, district and province, each with its Thai term (Bangkok is not called จังหวัด). */
export function thaiRegionParts({ bangkok, subDistrict, district, province }: ThaiRegionNames): [string, string, string] {
  const terms = regionTerms(bangkok ? BANGKOK_PROVINCE_ID : 0, 'th');
  return [withTerm(terms.subDistrict, subDistrict), withTerm(terms.district, district), bangkok ? province : withTerm('จังหวัด', province)];
}

/** The region part of an address: sub-district, district, province and postal code. */
export function regionLine(region: AddressRegion, lang: Lang): string {
  const { provinceDesc, districtDesc, subDistrictDesc, postelCode } = region;
  if (lang === 'en') return [[subDistrictDesc, districtDesc, provinceDesc].filter(Boolean).join(', '), postelCode].filter(Boolean).join(' ');
  const parts = thaiRegionParts({
    bangkok: region.provinceId === BANGKOK_PROVINCE_ID,
    subDistrict: subDistrictDesc,
    district: districtDesc,
    province: provinceDesc,
  });
  return [...parts, postelCode].filter(Boolean).join(' ');
}

/** Tax id grouped the way Thai documents print it: 1-2345-67890-12-3. */
export function formatTaxId(taxId: string): string {
  return /^\d{13}$/.test(taxId) ? `${taxId[0]}-${taxId.slice(1, 5)}-${taxId.slice(5, 10)}-${taxId.slice(10, 12)}-${taxId[12]}` : taxId;
}
