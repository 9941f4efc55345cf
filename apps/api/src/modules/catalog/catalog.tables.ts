import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** What categories and brands both keep as entries of the shop's menus: their place, whether they show, when they were added and changed. */
const menuEntryColumns = {
  sortOrder: integer('sort_order').notNull().default(0),
  activeStatus: text('active_status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const categories = pgTable('categories', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  seoUrlSlug: text('seo_url_slug').notNull().unique(),
  /** 'regular' ordinary products, 'donation' products bought for an animal shelter */
  kind: text('kind', { enum: ['regular', 'donation'] }).notNull(),
  petType: text('pet_type', { enum: ['dog', 'cat', 'fish', 'bird', 'small-pet'] }),
  imageKey: text('image_key'),
  ...menuEntryColumns,
});

export const brands = pgTable('brands', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  seoUrl: text('seo_url').notNull().unique(),
  ...menuEntryColumns,
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

export const products = pgTable(
  'products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionTh: text('description_th').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => categories.id),
    petType: text('pet_type', { enum: ['dog', 'cat', 'fish', 'bird', 'small-pet'] }).notNull(),
    lifeStage: text('life_stage', { enum: ['baby', 'adult', 'senior', 'all-ages'] }).notNull(),
    kind: text('kind', { enum: ['food', 'treat', 'toy', 'care', 'accessory', 'litter', 'aquarium', 'health'] }).notNull(),
    imageKeys: jsonb('image_keys').$type<string[]>().notNull(),
    displayStatus: text('display_status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    isRecommended: boolean('is_recommended').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    isClearance: boolean('is_clearance').notNull().default(false),
    isFree: boolean('is_free').notNull().default(false),
    flashSaleEndsAt: timestamp('flash_sale_ends_at', { withTimezone: true }),
    coinsPer100Baht: integer('coins_per_100_baht').notNull().default(1),
    /** units sold, kept by orders: the best-seller list and sort */
    soldCount: integer('sold_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_category_id_idx').on(t.categoryId), index('products_brand_id_idx').on(t.brandId)],
);

export const productSkus = pgTable(
  'product_skus',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    skuCode: text('sku_code').notNull().unique(),
    choiceNameTh: text('choice_name_th'),
    choiceNameEn: text('choice_name_en'),
    priceSatang: integer('price_satang').notNull(),
    specialPriceSatang: integer('special_price_satang'),
    specialStartsAt: timestamp('special_starts_at', { withTimezone: true }),
    specialEndsAt: timestamp('special_ends_at', { withTimezone: true }),
    minSellPriceSatang: integer('min_sell_price_satang').notNull(),
    /** units in the sell stock */
    stock: integer('stock').notNull().default(0),
    displayStatus: text('display_status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    imageKey: text('image_key'),
    /** coins that obtain this SKU as a reward, or null */
    coinReward: integer('coin_reward'),
    /**
     * false for a gift: given by promotions (complimentary lines) or for coins (free lines), never
     * listed or sold on its own until staff choose to sell it
     */
    soldSeparately: boolean('sold_separately').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_skus_product_id_idx').on(t.productId),
    check('product_skus_stock_not_negative', sql`${t.stock} >= 0`),
    check('product_skus_price_not_negative', sql`${t.priceSatang} >= 0`),
  ],
);

/**
 * Every change of a SKU's sell stock staff make, with why and by whom (issue 19): deliveries,
 * returns, damage, a count. Orders move stock too; they are their own record.
 */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: serial('id').primaryKey(),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason', { enum: ['delivery', 'return', 'damaged', 'lost', 'correction', 'count'] }).notNull(),
    note: text('note').notNull().default(''),
    /** the person's name and e-mail, or the script token */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_adjustments_sku_idx').on(t.skuId, t.at)],
);
