import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// Thai administrative regions, loaded by a data migration from apps/api/data/thai-address.
export const provinces = pgTable('provinces', {
  id: integer('id').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
});

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [index('districts_province_id_idx').on(t.provinceId)],
);

export const subDistricts = pgTable(
  'sub_districts',
  {
    id: integer('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    postalCode: text('postal_code').notNull(),
  },
  (t) => [index('sub_districts_district_id_idx').on(t.districtId)],
);
