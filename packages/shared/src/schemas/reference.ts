import { z } from '../validation/z';
import { idParam } from '../validation/ids';

const region = {
  id: z.number().int(),
  nameTh: z.string(),
  nameEn: z.string(),
  /** the name in the request's language */
  name: z.string(),
};

export const regionIdParams = z.object({ id: idParam });

export const provinceSchema = z.object(region);
export const districtSchema = z.object({ ...region, provinceId: z.number().int() });
export const subDistrictSchema = z.object({ ...region, districtId: z.number().int(), postelCode: z.string() });

const terms = {
  /** khet / amphoe / District, by province and language */
  districtTerm: z.string(),
  subDistrictTerm: z.string(),
};

export const provinceDetailSchema = provinceSchema.extend({ ...terms, districts: z.array(districtSchema) });
export const districtDetailSchema = districtSchema.extend({ ...terms, subDistricts: z.array(subDistrictSchema) });

export type Province = z.infer<typeof provinceSchema>;
export type District = z.infer<typeof districtSchema>;
export type SubDistrict = z.infer<typeof subDistrictSchema>;
export type ProvinceDetail = z.infer<typeof provinceDetailSchema>;
export type DistrictDetail = z.infer<typeof districtDetailSchema>;
