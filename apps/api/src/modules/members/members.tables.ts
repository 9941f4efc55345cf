import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    /** Always stored in lower case: one account per mailbox whatever the capitals. */
    email: text('email').notNull(),
    /** null for accounts that only ever signed in through a social provider */
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    phone1: text('phone1'),
    phone2: text('phone2'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** the language mails are written in: the one the member signed up in */
    language: text('language', { enum: ['th', 'en'] })
      .notNull()
      .default('th'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    googleId: text('google_id'),
    facebookId: text('facebook_id'),
    lineId: text('line_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_email_key').on(t.email),
    uniqueIndex('members_google_id_key')
      .on(t.googleId)
      .where(sql`${t.googleId} is not null`),
    uniqueIndex('members_facebook_id_key')
      .on(t.facebookId)
      .where(sql`${t.facebookId} is not null`),
    uniqueIndex('members_line_id_key')
      .on(t.lineId)
      .where(sql`${t.lineId} is not null`),
  ],
);

/** Single-use links sent by mail: only the SHA-256 of the token is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm-email', 'reset-password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_tokens_member_purpose_idx').on(t.memberId, t.purpose, t.createdAt)],
);
