import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { productSkus } from '../catalog/catalog.tables';

/**
 * Automatic promotions of the general products (docs/domain.md "Promotions"): a gift with purchase
 * (a complimentary cart line) or an order discount, when the order's normal lines reach a spend
 * and, optionally, hold enough of one SKU. Rules live in packages/shared/src/pricing/promotions.ts.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    /** staff's own name for it, e.g. CAT-BELL-BALL-2026 */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['gift', 'discount'] }).notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    minSpendSatang: integer('min_spend_satang').notNull().default(0),
    conditionSkuId: integer('condition_sku_id').references(() => productSkus.id),
    conditionAmount: integer('condition_amount').notNull().default(1),
    giftSkuId: integer('gift_sku_id').references(() => productSkus.id),
    giftAmount: integer('gift_amount').notNull().default(1),
    discountSatang: integer('discount_satang'),
    discountPercent: integer('discount_percent'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promotions_min_spend', sql`${t.minSpendSatang} >= 0`),
    check('promotions_condition_amount', sql`${t.conditionAmount} >= 1`),
    check('promotions_gift', sql`${t.kind} <> 'gift' or (${t.giftSkuId} is not null and ${t.giftAmount} >= 1)`),
    check(
      'promotions_discount',
      sql`${t.kind} <> 'discount' or ((${t.discountSatang} is not null and ${t.discountSatang} > 0 and ${t.discountPercent} is null) or (${t.discountPercent} between 1 and 100 and ${t.discountSatang} is null))`,
    ),
    check('promotions_window', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Promo codes a member types at checkout (packages/shared/src/pricing/promo-code.ts has the rules).
 * `code` is stored upper-case and matched so. `used_count` is the number of orders carrying the
 * code that did not expire and were not cancelled; taking a use is a conditional update
 * (`used_count < total_quota`), so parallel orders can never take more than the quota.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    kind: text('kind', { enum: ['fixed', 'percent'] }).notNull(),
    /** fixed: satang off; percent: whole per cent */
    value: integer('value').notNull(),
    maxDiscountSatang: integer('max_discount_satang'),
    minSpendSatang: integer('min_spend_satang').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    totalQuota: integer('total_quota'),
    perMemberQuota: integer('per_member_quota'),
    usedCount: integer('used_count').notNull().default(0),
    audience: text('audience', { enum: ['members', 'new-members'] })
      .notNull()
      .default('members'),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    brandIds: integer('brand_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    skuIds: integer('sku_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    bonusCoins: integer('bonus_coins').notNull().default(0),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promo_codes_upper', sql`${t.code} = upper(${t.code})`),
    check('promo_codes_value', sql`(${t.kind} = 'fixed' and ${t.value} > 0) or (${t.kind} = 'percent' and ${t.value} between 1 and 100)`),
    check('promo_codes_used', sql`${t.usedCount} >= 0 and (${t.totalQuota} is null or ${t.usedCount} <= ${t.totalQuota})`),
    check('promo_codes_window', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check('promo_codes_bonus', sql`${t.bonusCoins} >= 0`),
  ],
);
