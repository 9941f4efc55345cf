import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from '../members/members.tables';

/**
 * The coin ledger: append-only, one row per movement. A member's balance is the sum of their rows.
 * (activity, reference) is unique per member so that crediting the same event twice is impossible.
 */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** signed: positive earns, negative spends */
    coin: integer('coin').notNull(),
    activity: text('activity', {
      enum: ['signup-bonus', 'admin-adjustment', 'reward-exchange', 'reward-return', 'purchase', 'review', 'order-discount', 'refund'],
    }).notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coin_ledger_event_key').on(t.memberId, t.activity, t.reference),
    index('coin_ledger_member_created_idx').on(t.memberId, t.createdAt),
    check('coin_ledger_coin_not_zero', sql`${t.coin} <> 0`),
  ],
);
