import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@pawsook/shared/staff/staff-roles';

/**
 * The shop's people: accounts of their own, apart from members (a member's token is never a staff
 * token). The password is set by the person from an invitation; only its hash is kept.
 */
export const staffAccounts = pgTable('staff_accounts', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  active: boolean('active').notNull().default(true),
  passwordHash: text('password_hash'),
  /** the SHA-256 of the invitation link's token, until the person has chosen a password */
  inviteTokenHash: text('invite_token_hash').unique(),
  inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff bearer tokens: only the SHA-256 is stored; checked on every call (few calls, exact revocation). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

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
