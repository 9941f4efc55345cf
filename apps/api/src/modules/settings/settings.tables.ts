import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's settings staff change while it runs (issue 19): one row, or none while staff have not
 * changed them (then SHIPPING_FEE and FREE_SHIPPING_FROM of the configuration hold).
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    shippingFeeSatang: integer('shipping_fee_satang').notNull(),
    /** a general order from this grand total ships free; null: never free */
    freeShippingFromSatang: integer('free_shipping_from_satang'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_settings_one_row', sql`${t.id} = 1`),
    check('shop_settings_fee', sql`${t.shippingFeeSatang} >= 0`),
    check('shop_settings_free_from', sql`${t.freeShippingFromSatang} is null or ${t.freeShippingFromSatang} >= 0`),
  ],
);
