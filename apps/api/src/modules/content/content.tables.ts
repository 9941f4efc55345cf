import { integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Contact channels shown in the footer and on the about-us page (ids 1 video, 2 website, 3 chat app). */
export const contacts = pgTable('contacts', {
  id: integer('id').primaryKey(),
  activeStatus: text('active_status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  url: text('url').notNull(),
  titleTh: text('title_th').notNull(),
  titleEn: text('title_en').notNull(),
  descTh1: text('desc_th1').notNull(),
  descTh2: text('desc_th2'),
  descTh3: text('desc_th3'),
  descEn1: text('desc_en1').notNull(),
  descEn2: text('desc_en2'),
  descEn3: text('desc_en3'),
  s3PhotoKey: text('s3_photo_key').notNull(),
  s3ButtonKey: text('s3_button_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Social links in the footer: typeId 1 Facebook pages, 2 other channels. */
export const socialMedia = pgTable('social_media', {
  id: serial('id').primaryKey(),
  typeId: smallint('type_id').notNull(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  activeStatus: text('active_status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
