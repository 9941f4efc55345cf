import type { z } from 'zod';
import { thaiRegionParts } from '@pawsook/shared/address/address-text';
import type { orderAddressSchema } from '@pawsook/shared/schemas/order-history';
import type { Language } from '../../lib/preferences';

export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** The order's copy names its province, not its id: Bangkok is known by its name. */
const BANGKOK_NAMES = new Set(['กรุงเทพมหานคร', 'bangkok']);

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
  const parts = thaiRegionParts({ bangkok, subDistrict: address.subDistrictTh, district: address.districtTh, province: address.provinceTh });
  return [...parts, address.postelCode].filter(Boolean).join(' ');
}
