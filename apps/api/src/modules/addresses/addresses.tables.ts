import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../members/members.tables';
import { thaiAddressColumns } from '../reference/thai-address-columns.tables';

const addressColumns = {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** 'shipping' or 'receipt' (tax invoice) */
  book: text('book', { enum: ['shipping', 'receipt'] }).notNull(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  phone: text('phone').notNull(),
  ...thaiAddressColumns,
  taxPayerId: text('tax_payer_id'),
  companyName: text('company_name'),
  /** a receipt address's branch of the buyer: 5 digits; null: head office (or a person) */
  branchNo: text('branch_no'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A member's address books: up to 5 shipping and 5 receipt addresses, exactly one default in each. */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    ...addressColumns,
    isDefault: boolean('is_default').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_addresses_member_book_idx').on(t.memberId, t.book),
    uniqueIndex('member_addresses_one_default')
      .on(t.memberId, t.book)
      .where(sql`${t.isDefault}`),
  ],
);

/** The copy of an address an order is placed with: it never changes when the book does. */
export const orderAddresses = pgTable('order_addresses', addressColumns, (t) => [index('order_addresses_member_idx').on(t.memberId)]);
