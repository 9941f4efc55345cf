import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';
import { orderLines, orders } from '../orders/orders.tables';

/**
 * A member's review of one delivered order line: stars, text and at least one photo. One review
 * per line; the product page shows the product's reviews that staff have not hidden.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    stars: smallint('stars').notNull(),
    text: text('text').notNull(),
    /** the product page shows a masked name ("S***i") instead of the member's */
    hideName: boolean('hide_name').notNull().default(false),
    /** the language it was written in */
    lang: text('lang', { enum: ['th', 'en'] })
      .notNull()
      .default('th'),
    /** staff took it off the product page (issue 19's moderation); the member still sees it */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_reviews_line_key').on(t.orderLineId),
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    index('product_reviews_member_idx').on(t.memberId, t.createdAt),
    check('product_reviews_stars', sql`${t.stars} between 1 and 5`),
  ],
);

/** A review's photos, re-encoded and stored under a random name (served from /images/reviews/). */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    imageKey: text('image_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId)],
);
