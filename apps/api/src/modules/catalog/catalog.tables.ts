import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  seoUrlSlug: text('seo_url_slug').notNull().unique(),
  /** 'regular' ordinary products, 'donation' products bought for an animal shelter */
  kind: text('kind', { enum: ['regular', 'donation'] }).notNull(),
  petType: text('pet_type', { enum: ['dog', 'cat', 'fish', 'bird', 'small-pet'] }),
  imageKey: text('image_key'),
  sortOrder: integer('sort_order').notNull().default(0),
  activeStatus: text('active_status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const brands = pgTable('brands', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  seoUrl: text('seo_url').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
  activeStatus: text('active_status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const categoryBrands = pgTable(
  'category_brands',
  {
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.brandId] }), index('category_brands_brand_id_idx').on(t.brandId)],
);
