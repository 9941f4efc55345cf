import type { Lang } from '../i18n/translate';

export const BANGKOK_PROVINCE_ID = 1;

export interface RegionTerms {
  district: string;
  subDistrict: string;
}

/** Bangkok's districts are khet and sub-districts khwaeng; elsewhere amphoe and tambon. English says District / Sub-district. */
export function regionTerms(provinceId: number, lang: Lang): RegionTerms {
  if (lang === 'en') return { district: 'District', subDistrict: 'Sub-district' };
  return provinceId === BANGKOK_PROVINCE_ID ? { district: 'เขต', subDistrict: 'แขวง' } : { district: 'อำเภอ', subDistrict: 'ตำบล' };
}
