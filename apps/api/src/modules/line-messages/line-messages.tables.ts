import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';
import { orders } from '../orders/orders.tables';

export const lineMessageEvents = ['paid', 'shipped', 'delivered', 'refunded'] as const;
export type LineMessageEvent = (typeof lineMessageEvents)[number];

/**
 * Whether a member gets order messages on LINE (decision 0082): switched on and off in the profile,
 * and by LINE itself when the member adds the shop's official account as a friend or blocks it.
 */
export const lineMessageSettings = pgTable('line_message_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  messagesOn: boolean('messages_on').notNull(),
  /** what changed it last: the member in the profile, or LINE's follow or unfollow event */
  changedBy: text('changed_by', { enum: ['member', 'follow', 'unfollow'] }).notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The outbox of order messages: one row per order and event, written by a trigger on `orders` in
 * the transaction that moved the order (migration 0030), pushed by a worker on every instance.
 * `retryKey` is sent as LINE's X-Line-Retry-Key, so a push retried after a crash is delivered once.
 */
export const lineMessageJobs = pgTable(
  'line_message_jobs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event', { enum: lineMessageEvents }).notNull(),
    retryKey: uuid('retry_key').notNull().defaultRandom(),
    status: text('status', { enum: ['pending', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('line_message_jobs_order_event').on(t.orderId, t.event), index('line_message_jobs_due_idx').on(t.status, t.nextAttemptAt)],
);
