import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { bangkokDayOf } from '@pawsook/shared/format/date';
import { translate } from '@pawsook/shared/i18n/translate';
import type { SellerDetails } from '@pawsook/shared/schemas/tax-documents';
import type { Db, Tx } from '../../db/database';
import { createDueWorker } from '../../db/due-worker';
import { AppError, notFound } from '../../http/app-error';
import type { StaffAudit } from '../audit/audit.service';
import type { StaffActor } from '../audit/audit.types';
import { donationPlaceNames } from '../donations/donations.steps';
import type { MailService } from '../mail/mail.service';
import { cancellationNote, lockOrderForTaxDocument, type OrderForTaxDocument } from '../orders/order-tax-documents.steps';
import { currentSellerDetails } from './seller-details.service';
import { renderTaxDocumentMail } from './tax-document-mail';
import { takeNumber } from './tax-document-numbers';
import { creditNoteView, invoiceView } from './tax-document-view';
import { taxDocumentJobs, taxDocuments, type TaxDocumentKind } from './tax-documents.tables';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
type Issuer = StaffActor;

/**
 * Who issued a document, in the audit log: no person (staffId null) but the shop itself, on payment
 * or refund or at a member's request; the role is only what the entry's type asks for (as the
 * first owner's invitation is written).
 */
export const ISSUED_ON_PAYMENT: Issuer = { staffId: null, actor: 'tax documents (on payment or refund)', role: 'owner' };
export const issuedForMember = (memberId: number): Issuer => ({ staffId: null, actor: `member ${memberId} (on request)`, role: 'owner' });

/** A due job that failed is tried again after this long, at most an hour. */
const backoffSeconds = (attempts: number) => Math.min(10 * 2 ** attempts, 3600);

export interface TaxDocumentIssuingDeps {
  db: Db;
  mail: MailService;
  audit: StaffAudit;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** how often the worker looks for due documents it was not woken for (retries after a failure) */
  pollMs?: number;
}

export async function invoiceOfOrder(tx: Db | Tx, orderId: number): Promise<TaxDocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  return row;
}

/**
 * Issues tax invoices and credit notes. Each is one transaction: the order locked, its number taken
 * from the series' counter, the document with its fixed view, its audit entry and the mail that
 * carries its PDF, all or nothing. Due documents (the orders table's trigger writes them when an
 * order that asked is paid, or an order is refunded) are issued by a worker on every instance,
 * woken by the trigger's NOTIFY and claiming with SKIP LOCKED; while the seller details are not
 * set, nothing is issued and the due documents wait.
 */
export function createTaxDocumentIssuing({ db, mail, audit, publicUrl, log, pollMs = 30_000 }: TaxDocumentIssuingDeps) {
  async function record(tx: Tx, source: OrderForTaxDocument, row: TaxDocumentRow, by: Issuer): Promise<void> {
    const { view } = row;
    await audit.record(tx, by, {
      action: view.kind === 'invoice' ? 'tax-documents:issue-invoice' : 'tax-documents:issue-credit-note',
      target: `order ${source.order.orderNo}`,
      after: {
        number: view.number,
        issuedOn: view.issuedOn,
        totalSatang: view.totals.totalSatang,
        vatSatang: view.totals.vatSatang,
        invoiceNumber: view.credit?.invoiceNumber ?? null,
      },
    });
    if (mail.canSend)
      await mail.queue(tx, source.email, renderTaxDocumentMail(source.order.lang, { name: source.memberName, orderId: source.order.id, view, publicUrl }));
  }

  async function insertDocument(
    tx: Tx,
    kind: TaxDocumentKind,
    source: OrderForTaxDocument,
    build: (number: string, issuedOn: string) => TaxDocumentRow['view'],
    invoiceId: number | null,
  ) {
    const issuedOn = bangkokDayOf(new Date());
    const year = Number(issuedOn.slice(0, 4));
    const { sequence, number } = await takeNumber(tx, kind, year);
    const view = build(number, issuedOn);
    const [row] = await tx
      .insert(taxDocuments)
      .values({
        kind,
        number,
        year,
        sequence,
        orderId: source.order.id,
        invoiceId,
        issuedOn,
        view,
        totalSatang: view.totals.totalSatang,
        vatSatang: view.totals.vatSatang,
        beforeVatSatang: view.totals.beforeVatSatang,
      })
      .returning();
    return row!;
  }

  /**
   * The order's invoice inside the caller's transaction: the one it has, or a new one. `memberId`
   * keeps it to the member's own order (another's is not found).
   */
  async function issueInvoice(
    tx: Tx,
    orderId: number,
    seller: SellerDetails,
    by: Issuer,
    memberId?: number,
  ): Promise<{ row: TaxDocumentRow; created: boolean }> {
    const source = await lockOrderForTaxDocument(tx, orderId, memberId);
    if (!source) throw notFound();
    const existing = await invoiceOfOrder(tx, orderId);
    if (existing) return { row: existing, created: false };
    const receiptAddress = source.order.receiptAddress;
    if (!receiptAddress) throw new AppError(409, 'taxDocuments.needsAddress');
    if (!source.order.paidAt) throw new AppError(409, 'taxDocuments.notPaid');
    const donationPlace = source.order.isDonation && source.order.donationPlaceId !== null ? await donationPlaceNames(tx, source.order.donationPlaceId) : null;
    const row = await insertDocument(
      tx,
      'invoice',
      source,
      (number, issuedOn) => invoiceView({ source, receiptAddress, seller, number, issuedOn, donationPlace }),
      null,
    );
    await record(tx, source, row, by);
    return { row, created: true };
  }

  /** A refunded order's credit note: 'later' while its invoice is still due, 'nothing' when it has none to reduce or has its note. */
  async function issueCreditNote(tx: Tx, orderId: number, seller: SellerDetails): Promise<'issued' | 'later' | 'nothing'> {
    const source = await lockOrderForTaxDocument(tx, orderId);
    if (!source) return 'nothing';
    const invoice = await invoiceOfOrder(tx, orderId);
    if (!invoice) {
      const [invoiceDue] = await tx
        .select({ id: taxDocumentJobs.id })
        .from(taxDocumentJobs)
        .where(and(eq(taxDocumentJobs.orderId, orderId), eq(taxDocumentJobs.kind, 'invoice')));
      return invoiceDue ? 'later' : 'nothing';
    }
    const [noted] = await tx.select({ id: taxDocuments.id }).from(taxDocuments).where(eq(taxDocuments.invoiceId, invoice.id));
    if (noted) return 'nothing';
    const reason = (await cancellationNote(tx, orderId)) ?? `${translate('th', 'taxDocuments.refundReason')} / ${translate('en', 'taxDocuments.refundReason')}`;
    const row = await insertDocument(
      tx,
      'credit-note',
      source,
      (number, issuedOn) => creditNoteView(invoice.view, seller, number, issuedOn, reason),
      invoice.id,
    );
    await record(tx, source, row, ISSUED_ON_PAYMENT);
    return 'issued';
  }

  /** Claims and issues one due document; 'idle' when none is due, 'waiting' while the seller details are not set. */
  async function issueOne(): Promise<'issued' | 'idle' | 'waiting'> {
    let claimed: { id: number; attempts: number } | undefined;
    try {
      return await db.transaction(async (tx) => {
        const seller = await currentSellerDetails(tx);
        if (!seller) return 'waiting';
        const [job] = await tx
          .select()
          .from(taxDocumentJobs)
          .where(lte(taxDocumentJobs.nextAttemptAt, sql`now()`))
          .orderBy(asc(taxDocumentJobs.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!job) return 'idle';
        claimed = job;
        if (job.kind === 'credit-note' && (await issueCreditNote(tx, job.orderId, seller)) === 'later') {
          await tx
            .update(taxDocumentJobs)
            .set({ nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(0)})` })
            .where(eq(taxDocumentJobs.id, job.id));
          return 'issued';
        }
        if (job.kind === 'invoice') await issueInvoice(tx, job.orderId, seller, ISSUED_ON_PAYMENT);
        await tx.delete(taxDocumentJobs).where(eq(taxDocumentJobs.id, job.id));
        return 'issued';
      });
    } catch (error) {
      if (!claimed) throw error;
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error, jobId: claimed.id }, 'a tax document could not be issued; it will be tried again');
      await db
        .update(taxDocumentJobs)
        .set({
          attempts: claimed.attempts + 1,
          lastError: message.slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(claimed.attempts + 1)})`,
        })
        .where(eq(taxDocumentJobs.id, claimed.id));
      return 'issued';
    }
  }

  const worker = createDueWorker({
    channel: 'tax_documents_due',
    pollMs,
    doOne: async () => (await issueOne()) === 'issued',
    // their mails were written with them: sent now, not at the outbox's next look
    afterRun: () => mail.kick(),
    log,
    what: 'issuing due tax documents',
  });

  return {
    issueInvoice,
    issueDue: worker.runDue,
    /** After a request's invoice is committed: its mail goes now. */
    sendMails: () => mail.kick(),
    /** Looks for due documents now (after the seller details are set). */
    kick: worker.kick,
    start: worker.start,
    stop: worker.stop,

    /** How many invoices are due and not issued (the back office says so while the seller details are missing). */
    async invoicesDue(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(taxDocumentJobs)
        .where(eq(taxDocumentJobs.kind, 'invoice'));
      return row?.n ?? 0;
    },
  };
}

export type TaxDocumentIssuing = ReturnType<typeof createTaxDocumentIssuing>;
