import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.tables';
import { thaiAddressColumns } from '../reference/thai-address-columns.tables';

/** Animal shelters and foundations that donation products are bought for and delivered to. */
export const donationPlaces = pgTable('donation_places', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionTh: text('description_th').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  receiveName: text('receive_name').notNull(),
  contact: text('contact').notNull(),
  ...thaiAddressColumns,
  imageKey: text('image_key'),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which places a donation product can be bought for. */
export const productDonationPlaces = pgTable(
  'product_donation_places',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    donationPlaceId: bigint('donation_place_id', { mode: 'number' })
      .notNull()
      .references(() => donationPlaces.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.donationPlaceId] }), index('product_donation_places_place_idx').on(t.donationPlaceId)],
);
