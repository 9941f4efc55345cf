import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// the one table this low module reads of another: the foreign key keeps an entry's person (drizzle needs the column)
import { staffAccounts } from '../staff/staff.tables';

/**
 * Every staff write: who, when, what, on what, before and after. Append-only: the database refuses
 * to change or delete a row (migration 0020's trigger).
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** null: the scripts' STAFF_API_TOKEN */
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'restrict' }),
    /** the person's name and e-mail as they were, or 'STAFF_API_TOKEN' */
    actor: text('actor').notNull(),
    /** the permission the call used and what it did: 'orders.fulfil:move', 'staff.manage:invite' */
    action: text('action').notNull(),
    /** what it acted on: 'order PS2611…', 'sku 930000001', 'staff 3' */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('staff_audit_log_at_idx').on(t.at), index('staff_audit_log_staff_idx').on(t.staffId, t.at)],
);
