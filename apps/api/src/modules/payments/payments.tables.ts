import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { paymentChannelKinds } from '@pawsook/shared/payments/payment-channels';
import { transferSlipStatuses, type TransferAccount } from '@pawsook/shared/schemas/transfer-account';

/** What a provider says happened to a payment. */
export const paymentOutcomes = ['paid', 'declined', 'cancelled'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

export const notificationOutcomes = ['applied', 'ignored', 'rejected', 'late'] as const;
export type NotificationOutcome = (typeof notificationOutcomes)[number];

/** Payment channels are rows: checkout dispatches on `kind`, never on the id. */
export const paymentChannels = pgTable('payment_channels', {
  id: integer('id').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  kind: text('kind', { enum: paymentChannelKinds }).notNull(),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  s3PhotoKey: text('s3_photo_key').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** how long an unpaid order of this channel waits, set by staff; null: ORDER_EXPIRY_MINUTES of its kind */
  expiryMinutes: integer('expiry_minutes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every notification a payment provider sent, kept as it came (without card data) so a payment can
 * be traced and reconciled: what it said, and what the shop did with it. A provider's event id is
 * stored once: the same notification delivered again is answered without being applied again.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: paymentChannelKinds }).notNull(),
    eventId: text('event_id').notNull(),
    orderNo: text('order_no').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }),
    currency: text('currency').notNull(),
    status: text('status', { enum: paymentOutcomes }).notNull(),
    providerReference: text('provider_reference'),
    /** applied: the order moved; ignored: nothing to do (already paid, or a decline); rejected: did not fit the order; late: paid after the order ended */
    outcome: text('outcome', { enum: notificationOutcomes }).notNull(),
    reason: text('reason'),
    /** money arrived for an order that has ended, or through another channel's provider or under a number in another case: staff must look and refund it */
    needsRefund: boolean('needs_refund').notNull().default(false),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notifications_event').on(t.provider, t.eventId), index('payment_notifications_order').on(t.orderNo)],
);

/**
 * Every payment the shop started for an order (issue 17: "every attempt and notification is
 * stored"): a Thai QR bill or card form handed to the browser, a wallet request, a card checkout
 * session, a counter-service bill — with the provider's reference where it gives one, so a payment
 * can be traced from its start to its notification. Never card data: the card is typed at the provider.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    provider: text('provider', { enum: paymentChannelKinds }).notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    /** what was started: bill, form, request, checkout */
    kind: text('kind').notNull(),
    /** the provider's id of the attempt (a wallet request, a checkout session), when it gives one */
    reference: text('reference'),
    memberId: integer('member_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_attempts_order').on(t.orderNo)],
);

export const refundStatuses = ['requested', 'done', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * Money handed back, beside the payment it returns (the notification that brought it): one refund
 * per payment, so two staff pressing Refund at once cannot return it twice. `requested` while the
 * provider is being asked; `failed` may be asked again under the same id, which the provider uses
 * to recognise a retry of a refund it already made.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => paymentNotifications.id),
    orderNo: text('order_no').notNull(),
    provider: text('provider', { enum: paymentChannelKinds }).notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    status: text('status', { enum: refundStatuses }).notNull(),
    /** the provider's id of the refund, or what staff typed for one they made by hand (a transfer back) */
    providerReference: text('provider_reference'),
    reason: text('reason'),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_refunds_payment').on(t.paymentId), index('payment_refunds_order').on(t.orderNo)],
);

/**
 * The sandbox bank's own record of the bills it paid (a real bank keeps its own): what its inquiry
 * answers, so reconciliation can find a payment whose notification never reached the shop.
 */
export const sandboxBankPayments = pgTable(
  'sandbox_bank_payments',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: paymentChannelKinds }).notNull(),
    eventId: text('event_id').notNull().unique(),
    orderNo: text('order_no').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    /** refunded: a refund the sandbox made, its event id `refund:{payment's reference}` (one per payment) */
    status: text('status', { enum: [...paymentOutcomes, 'refunded'] }).notNull(),
    providerReference: text('provider_reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_bank_payments_order').on(t.orderNo)],
);

/**
 * The shop's account for bank transfers (decision 0060): one row, or none while staff have not set
 * it — then the transfer channel is not offered. Announced on payment_channels_changed with the
 * channels, since whether transfers are offered depends on it.
 */
export const transferAccount = pgTable(
  'transfer_account',
  {
    id: smallint('id').primaryKey().default(1),
    bankCode: text('bank_code').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    promptPayId: text('promptpay_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('transfer_account_one_row', sql`${t.id} = 1`)],
);

/**
 * Transfer slips members send for their waiting transfer orders: the picture (re-encoded, kept
 * private), what its QR said, and staff's decision. A waiting slip holds its order from expiring.
 */
export const transferSlips = pgTable(
  'transfer_slips',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id').notNull(),
    imageKey: text('image_key').notNull(),
    /** the text of the slip's QR as read, and the transfer's reference in it */
    qrText: text('qr_text'),
    reference: text('reference'),
    status: text('status', { enum: transferSlipStatuses }).notNull().default('waiting'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
  },
  (t) => [
    index('transfer_slips_order').on(t.orderId),
    index('transfer_slips_reference').on(t.reference),
    index('transfer_slips_waiting')
      .on(t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
  ],
);

/** The account as the API speaks of it (the live channels and the back office read it the same way). */
export const transferAccountOf = (row: typeof transferAccount.$inferSelect): TransferAccount => ({
  bankCode: row.bankCode as TransferAccount['bankCode'],
  accountName: row.accountName,
  accountNumber: row.accountNumber,
  promptPayId: row.promptPayId,
});
