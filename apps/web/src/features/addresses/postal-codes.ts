import type { SubDistrict } from '@pawsook/shared/schemas/reference';

/** The postal codes a sub-district may carry (the form fills the code in from these). */
export function postalCodesOf(subDistricts: readonly SubDistrict[] | undefined, subDistrictId: number | null): string[] {
  if (!subDistricts || subDistrictId === null) return [];
  const codes = subDistricts.filter((s) => s.id === subDistrictId).map((s) => s.postelCode);
  return [...new Set(codes)];
}
