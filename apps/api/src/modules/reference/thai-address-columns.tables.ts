import { integer, text } from 'drizzle-orm/pg-core';
import { districts, provinces, subDistricts } from './reference.tables';

/**
 * An address in Thailand as a table keeps it: the house number and street, the province, district
 * and sub-district among the regions here, and the sub-district's postal code. Address books and
 * donation places spread it into their own columns.
 */
export const thaiAddressColumns = {
  address: text('address').notNull(),
  provinceId: integer('province_id')
    .notNull()
    .references(() => provinces.id),
  districtId: integer('district_id')
    .notNull()
    .references(() => districts.id),
  subDistrictId: integer('sub_district_id')
    .notNull()
    .references(() => subDistricts.id),
  postelCode: text('postel_code').notNull(),
};
