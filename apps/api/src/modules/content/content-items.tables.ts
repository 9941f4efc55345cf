import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONTENT_PLACEMENTS, CONTENT_STATUSES } from '@pawsook/shared/schemas/content-items';

/**
 * The shop's written content (decision 0040): articles (type 1 recommend, 2 tips, 3 video, 4 news,
 * each at its slug), the home page's banners and the items of the promotions and privileges pages —
 * one table, told apart by `placement`. Bodies are HTML as the server sanitised it.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    placement: text('placement', { enum: CONTENT_PLACEMENTS }).notNull(),
    /** articles only: 1 recommend, 2 tips, 3 video, 4 news */
    typeId: smallint('type_id'),
    /** articles only: their address, /content/{slug} */
    slug: text('slug'),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull(),
    summaryTh: text('summary_th').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    bodyTh: text('body_th').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    /** a path under /images/: a banner's picture, an article's or page item's cover */
    coverImage: text('cover_image'),
    coverAltTh: text('cover_alt_th').notNull().default(''),
    coverAltEn: text('cover_alt_en').notNull().default(''),
    /** video articles: the YouTube address */
    videoUrl: text('video_url'),
    /** banners and page items: where a click leads */
    linkUrl: text('link_url'),
    /** visitors see the title and summary only (banners: nothing) */
    membersOnly: boolean('members_only').notNull().default(false),
    status: text('status', { enum: CONTENT_STATUSES }).notNull().default('draft'),
    /** public from this time once published (a later time schedules it) */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** the window it shows in; null: open */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_items_slug').on(t.slug),
    index('content_items_public').on(t.placement, t.status, t.publishedAt),
    check('content_items_article_shape', sql`(${t.placement} = 'article') = (${t.typeId} is not null and ${t.slug} is not null)`),
    check('content_items_type', sql`${t.typeId} is null or ${t.typeId} between 1 and 4`),
    check('content_items_published', sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
    check('content_items_window', sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);
