import type { z } from 'zod';
import { BANGKOK_PROVINCE_ID, regionTerms } from '@pawsook/shared/address/region-terms';
import type { orderAddressSchema } from '@pawsook/shared/schemas/order-history';
import type { Language } from '../../lib/preferences';

export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** The order's copy names its province, not its id: Bangkok is known by its name. */
const BANGKOK_NAMES = new Set(['กรุงเทพมหานคร', 'bangkok']);

function withTerm(term: string, name: string): string {
  if (!name) return '';
  return name.startsWith(term) ? name : `${term}${name}`;
}

/**
 * The region line of an address as it was copied onto the order, in the UI language: Thai names
 * each level (แขวง/เขต in Bangkok, ตำบล/อำเภอ/จังหวัด elsewhere: member-area spec §3), English lists
 * the names.
 */
export function orderRegionLine(address: OrderAddress, language: Language): string {
  if (language === 'en') {
    const names = [address.subDistrictEn, address.districtEn, address.provinceEn].filter(Boolean).join(', ');
    return [names, address.postelCode].filter(Boolean).join(' ');
  }
  const bangkok = BANGKOK_NAMES.has(address.provinceTh.trim()) || BANGKOK_NAMES.has(address.provinceEn.trim().toLowerCase());
  const terms = regionTerms(bangkok ? BANGKOK_PROVINCE_ID : 0, 'th');
  const province = bangkok ? address.provinceTh : withTerm('จังหวัด', address.provinceTh);
  return [withTerm(terms.subDistrict, address.subDistrictTh), withTerm(terms.district, address.districtTh), province, address.postelCode]
    .filter(Boolean)
    .join(' ');
}

/** Tax id grouped the way Thai documents print it: 1-2345-67890-12-3. */
export function formatTaxPayerId(taxId: string): string {
  return /^\d{13}$/.test(taxId) ? `${taxId[0]}-${taxId.slice(1, 5)}-${taxId.slice(5, 10)}-${taxId.slice(10, 12)}-${taxId[12]}` : taxId;
}
