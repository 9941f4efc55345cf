import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderAddressCopy } from '../addresses/addresses.types';
import { members } from '../members/members.tables';
import { promoCodes } from '../promotions/promotions.tables';
import type { AppliedPromotionName } from './orders.types';

/** An address as it was when the order was placed (the addresses module makes the copy). */
export type { OrderAddressCopy };

/**
 * An order: what was bought, for how much, where it goes, and where it stands (statusId, moved
 * only through packages/shared/src/status/order-status.ts). Money in satang.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    statusId: smallint('status_id').notNull().default(1),
    paymentChannelId: integer('payment_channel_id').notNull(),
    isDonation: boolean('is_donation').notNull().default(false),
    donationPlaceId: bigint('donation_place_id', { mode: 'number' }),
    productTotalSatang: integer('product_total_satang').notNull(),
    promotionDiscountSatang: integer('promotion_discount_satang').notNull().default(0),
    codeDiscountSatang: integer('code_discount_satang').notNull().default(0),
    coinDiscountSatang: integer('coin_discount_satang').notNull().default(0),
    coinsUsed: integer('coins_used').notNull().default(0),
    shippingSatang: integer('shipping_satang').notNull().default(0),
    netTotalSatang: integer('net_total_satang').notNull(),
    /** coins the order earns on delivery: the products' own plus the code's bonus */
    receiveCoin: integer('receive_coin').notNull().default(0),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    promoCode: text('promo_code'),
    /** the promotions the order earned (a discount, gifts), named as they were then: the detail lists them */
    promotionsApplied: jsonb('promotions_applied').$type<AppliedPromotionName[]>().notNull().default([]),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressCopy>().notNull(),
    receiptNeed: boolean('receipt_need').notNull().default(false),
    receiptAddress: jsonb('receipt_address').$type<OrderAddressCopy>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** a transfer slip waits for staff's check: the order does not expire meanwhile (decision 0060) */
    paymentHeld: boolean('payment_held').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** when reconciliation last asked the payment provider about this unpaid order */
    paymentCheckedAt: timestamp('payment_checked_at', { withTimezone: true }),
    /** the parcel, once staff have shipped it: the member's tracking shows it */
    carrier: text('carrier'),
    parcelNo: text('parcel_no'),
    /** the day the carrier expects to deliver (Bangkok calendar day) */
    expectedDeliveryOn: date('expected_delivery_on', { mode: 'string' }),
    /** the language the order was placed in: later mails about it (payment received) speak it */
    lang: text('lang', { enum: ['th', 'en'] })
      .notNull()
      .default('th'),
    /** the client's Idempotency-Key and a hash of the body it came with: a retry gets the same order */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key').on(t.memberId, t.idempotencyKey),
    index('orders_member_created_idx').on(t.memberId, t.createdAt),
    // the expiry job's question: unpaid orders past their time
    index('orders_unpaid_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.statusId} = 1`),
    index('orders_promo_code_member_idx').on(t.promoCodeId, t.memberId),
    // the staff board: newest first, all of them or one status
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.statusId, t.createdAt, t.id),
    check('orders_status', sql`${t.statusId} between 1 and 12`),
    check('orders_money', sql`${t.netTotalSatang} >= 0 and ${t.productTotalSatang} >= 0 and ${t.coinsUsed} >= 0`),
  ],
);

/** The lines as they were ordered: names, prices and types copied, so later catalogue changes do not rewrite history. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    skuCode: text('sku_code').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    choiceTh: text('choice_th'),
    choiceEn: text('choice_en'),
    imageKey: text('image_key'),
    orderProductTypeId: smallint('order_product_type_id').notNull(),
    donationPlaceId: bigint('donation_place_id', { mode: 'number' }),
    unitPriceSatang: integer('unit_price_satang').notNull(),
    amount: integer('amount').notNull(),
    lineTotalSatang: integer('line_total_satang').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_amount', sql`${t.amount} > 0`)],
);

/** Every status change: when, from what, to what, and who (member, payment, system, staff). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatusId: smallint('from_status_id'),
    toStatusId: smallint('to_status_id').notNull(),
    actor: text('actor', { enum: ['member', 'payment', 'system', 'staff'] }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);
