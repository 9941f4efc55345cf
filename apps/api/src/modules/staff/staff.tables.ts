import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
