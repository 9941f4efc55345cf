import { bigint, check, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { productSkus } from '../catalog/catalog.tables';
import { members } from '../members/members.tables';

/**
 * A member's cart, one row per line. `donationPlaceId` is 0 for lines that are not donations, so
 * one SKU appears once per type and place.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    /** 1 normal, 2 donated, 3 complimentary, 4 free */
    orderProductTypeId: smallint('order_product_type_id').notNull(),
    donationPlaceId: bigint('donation_place_id', { mode: 'number' }).notNull().default(0),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_line_key').on(t.memberId, t.skuId, t.orderProductTypeId, t.donationPlaceId),
    index('cart_lines_member_idx').on(t.memberId),
    check('cart_lines_amount_positive', sql`${t.amount} > 0`),
  ],
);
