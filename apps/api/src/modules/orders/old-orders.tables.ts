import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';

/** A line of an order from the previous system, as it was exported. */
export interface OldOrderLine {
  itemName: string;
  unitPriceSatang: number;
  amount: number;
  totalPriceSatang: number;
}

/**
 * An order from the shop's previous system (the `oldOrderDetailDTO` of member-area.md §3), imported
 * once by `npm run orders:import-old` and never changed: its status is the old system's text.
 */
export const oldOrders = pgTable(
  'old_orders',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentType: text('payment_type').notNull(),
    orderStatus: text('order_status').notNull(),
    shippingFullName: text('shipping_full_name').notNull(),
    shippingPhoneNumber: text('shipping_phone_number').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    company: text('company'),
    billFullName: text('bill_full_name'),
    taxCode: text('tax_code'),
    billAddress: text('bill_address'),
    billPhoneNumber: text('bill_phone_number'),
    senderRemark: text('sender_remark'),
    /** units in the order */
    amount: integer('amount').notNull(),
    priceTotalSatang: integer('price_total_satang').notNull(),
    lines: jsonb('lines').$type<OldOrderLine[]>().notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('old_orders_order_no_key').on(t.orderNo), index('old_orders_member_created_idx').on(t.memberId, t.createdAt)],
);
