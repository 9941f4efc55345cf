import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables';
import type { TaxDocumentView } from './tax-document.types';

/**
 * The shop as it is registered for VAT (issue 41): one row, or none while staff have not set it;
 * then no tax document is issued, and those due wait until it is.
 */
export const sellerDetails = pgTable(
  'seller_details',
  {
    id: smallint('id').primaryKey().default(1),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    /** as printed: one line per line */
    address: text('address').notNull(),
    taxId: text('tax_id').notNull(),
    /** null: head office; otherwise the 5-digit branch number */
    branchNo: text('branch_no'),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('seller_details_one_row', sql`${t.id} = 1`),
    check('seller_details_tax_id', sql`${t.taxId} ~ '^[0-9]{13}$'`),
    check('seller_details_branch', sql`${t.branchNo} is null or ${t.branchNo} ~ '^[0-9]{5}$'`),
    check('seller_details_vat_rate', sql`${t.vatRateBasisPoints} between 0 and 10000`),
  ],
);

export const taxDocumentKinds = ['invoice', 'credit-note'] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];

/**
 * Every tax invoice and credit note issued: its number (a series per kind and year, without gaps:
 * `tax_document_counters`), its order, and the view it is drawn from, fixed when it was issued.
 * Nothing changes a row once written (the migration's trigger refuses it).
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: taxDocumentKinds }).notNull(),
    number: text('number').notNull().unique(),
    year: smallint('year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** a credit note's invoice; null on an invoice */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => taxDocuments.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** the day of issue in Bangkok: the month lists and the CSV go by it */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    view: jsonb('view').$type<TaxDocumentView>().notNull(),
    totalSatang: integer('total_satang').notNull(),
    vatSatang: integer('vat_satang').notNull(),
    beforeVatSatang: integer('before_vat_satang').notNull(),
  },
  (t) => [
    // one invoice per order, one credit note per invoice: a second issuer's insert fails and its transaction (its number too) is rolled back
    uniqueIndex('tax_documents_one_invoice')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('tax_documents_one_credit_note')
      .on(t.invoiceId)
      .where(sql`${t.kind} = 'credit-note'`),
    uniqueIndex('tax_documents_series').on(t.kind, t.year, t.sequence),
    index('tax_documents_issued_idx').on(t.issuedOn, t.id),
    check('tax_documents_credit', sql`(${t.kind} = 'invoice') = (${t.invoiceId} is null)`),
    check('tax_documents_money', sql`${t.totalSatang} >= 0 and ${t.vatSatang} >= 0 and ${t.beforeVatSatang} + ${t.vatSatang} = ${t.totalSatang}`),
  ],
);

/**
 * The last number taken in each series and year. A document takes its number with an
 * `insert … on conflict do update … returning` in the transaction that records it: the row stays
 * locked until that commits, and a rollback gives the number back, so no number is skipped or
 * taken twice, however many instances issue at once.
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    kind: text('kind', { enum: taxDocumentKinds }).notNull(),
    year: smallint('year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/**
 * Documents due: an order that asked for a tax invoice was paid, or an order was refunded. Written
 * by the orders table's trigger in the transaction that paid or refunded it, whichever way it was
 * (migration 0029), and claimed by the issuing worker with SKIP LOCKED on every instance.
 */
export const taxDocumentJobs = pgTable(
  'tax_document_jobs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: taxDocumentKinds }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tax_document_jobs_order_kind').on(t.orderId, t.kind), index('tax_document_jobs_due_idx').on(t.nextAttemptAt, t.id)],
);
