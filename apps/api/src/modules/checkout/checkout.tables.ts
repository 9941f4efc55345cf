import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';
import { promoCodes } from '../promotions/promotions.tables';

/**
 * The discounts a member has chosen at checkout and not yet ordered with: a promo code and coins.
 * The apply and cancel calls write it; the cart page's first load clears it; placing the order
 * reads what the body names and checks it again.
 */
export const checkoutDiscounts = pgTable('checkout_discounts', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
  coinsUsed: integer('coins_used').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
