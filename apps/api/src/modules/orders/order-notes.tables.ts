import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.tables';
// the note keeps its writer while the account stands (a foreign key: drizzle needs the column)
import { staffAccounts } from '../staff/staff.tables';

/**
 * Staff's own notes on an order ("the member called: leave it with the guard"): for the shop's
 * people only, never shown to the member; kept as written (no edits), newest last.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** the person's name and e-mail when they wrote it, or 'STAFF_API_TOKEN' */
    actor: text('actor').notNull(),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.at)],
);
