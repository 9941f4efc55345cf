import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { bangkokDayOf } from '@pawsook/shared/format/date';
import type { MessageKey } from '@pawsook/shared/i18n/translate';
import type { MemberTaxDocuments, OrderTaxDocuments, StaffTaxDocument, StaffTaxDocumentMonth, TaxDocumentSummary } from '@pawsook/shared/schemas/tax-documents';
import { FULFILMENT_STATUSES } from '@pawsook/shared/status/order-status';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import { createBoundedLru } from '../../http/bounded-lru';
import type { AddressesService } from '../addresses/addresses.service';
import { memberOrder, setOrderReceiptAddress } from '../orders/order-tax-documents.steps';
import type { OrderRow } from '../orders/orders.types';
import { currentSellerDetails } from './seller-details.service';
import { invoiceOfOrder, issuedForMember, type TaxDocumentIssuing, type TaxDocumentRow } from './tax-document-issuing';
import { drawTaxDocumentPdf } from './tax-document-pdf';
import { taxDocuments } from './tax-documents.tables';

export const summaryOf = (row: TaxDocumentRow): TaxDocumentSummary => ({
  number: row.number,
  kind: row.kind,
  issuedOn: row.issuedOn,
  totalSatang: row.totalSatang,
  reason: row.view.credit?.reason ?? null,
});

async function documentsOf(tx: DbOrTx, orderId: number): Promise<OrderTaxDocuments> {
  const rows = await tx.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.id));
  const invoice = rows.find((r) => r.kind === 'invoice');
  return { invoice: invoice ? summaryOf(invoice) : null, creditNotes: rows.filter((r) => r.kind === 'credit-note').map(summaryOf) };
}

/**
 * Why a member may not ask for an invoice of this order now, or null. Within the calendar month
 * (Bangkok) the order was paid in, as the Revenue Department's rules allow a buyer to ask later.
 */
function requestRefusal(order: OrderRow, now: Date): MessageKey | null {
  if (!order.paidAt) return 'taxDocuments.notPaid';
  if (!(FULFILMENT_STATUSES as readonly number[]).includes(order.statusId)) return 'taxDocuments.orderRefunded';
  if (bangkokDayOf(order.paidAt).slice(0, 7) !== bangkokDayOf(now).slice(0, 7)) return 'taxDocuments.requestTooLate';
  return null;
}

/** The first day of the month after `month` (YYYY-MM). */
function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The drawn PDFs kept in memory (a few tens of kB each). */
const PDF_CACHE_BYTES = 8 * 1024 * 1024;

export interface TaxDocumentsDeps {
  db: Db;
  issuing: TaxDocumentIssuing;
  addresses: Pick<AddressesService, 'receiptCopy'>;
  now?: () => Date;
}

/** What members and staff read and ask of tax documents: an order's documents, a request, the PDFs, a month's list. */
export function createTaxDocuments({ db, issuing, addresses, now = () => new Date() }: TaxDocumentsDeps) {
  async function ownOrder(memberId: number, orderId: number): Promise<OrderRow> {
    const order = await memberOrder(db, memberId, orderId);
    if (!order) throw notFound();
    return order;
  }

  // a document never changes once issued (decision 0077), so its PDF, drawn once, is good for every
  // later download and mail; drawing one costs a good part of a core for a moment
  const drawn = createBoundedLru<Uint8Array>(PDF_CACHE_BYTES, (number, pdf) => number.length + pdf.byteLength);

  async function pdfOf(where: ReturnType<typeof and>): Promise<{ number: string; pdf: Uint8Array }> {
    const [row] = await db.select({ number: taxDocuments.number, view: taxDocuments.view }).from(taxDocuments).where(where);
    if (!row) throw notFound();
    const kept = drawn.use(row.number);
    if (kept) return { number: row.number, pdf: kept };
    const pdf = await drawTaxDocumentPdf(row.view);
    drawn.set(row.number, pdf);
    return { number: row.number, pdf };
  }

  /** A month's documents in the order they were issued (the list, and the accountant's CSV). */
  async function documentsOfMonth(month: string): Promise<StaffTaxDocument[]> {
    const rows = await db
      .select()
      .from(taxDocuments)
      .where(and(gte(taxDocuments.issuedOn, `${month}-01`), lt(taxDocuments.issuedOn, nextMonth(month))))
      .orderBy(asc(taxDocuments.issuedOn), asc(taxDocuments.id));
    return rows.map((row): StaffTaxDocument => ({
      ...summaryOf(row),
      orderNo: row.view.orderNo,
      orderId: row.orderId,
      buyerName: row.view.buyer.name,
      buyerTaxId: row.view.buyer.taxId,
      buyerBranchNo: row.view.buyer.branchNo,
      beforeVatSatang: row.beforeVatSatang,
      vatSatang: row.vatSatang,
      invoiceNumber: row.view.credit?.invoiceNumber ?? null,
    }));
  }

  return {
    async forMember(memberId: number, orderId: number): Promise<MemberTaxDocuments> {
      const order = await ownOrder(memberId, orderId);
      const documents = await documentsOf(db, orderId);
      if (documents.invoice) return { ...documents, request: { allowed: false, refusal: null, needsAddress: false } };
      const seller = await currentSellerDetails(db);
      const refusal = requestRefusal(order, now()) ?? (seller ? null : 'taxDocuments.sellerNotSetForMember');
      return { ...documents, request: { allowed: refusal === null, refusal, needsAddress: order.receiptAddress === null } };
    },

    /** The member's request: the invoice it issued (`created`), or the one the order already had. */
    async request(memberId: number, orderId: number, receiptAddressId: number | undefined): Promise<{ summary: TaxDocumentSummary; created: boolean }> {
      // the address is the member's own whatever the order; the order is found (or not: 404) under its lock below
      const chosen = receiptAddressId === undefined ? null : await addresses.receiptCopy(memberId, receiptAddressId);
      const { row, created } = await db.transaction(async (tx) => {
        // the order held until the invoice is written: two requests at once take turns, and the second finds the first's
        const order = await memberOrder(tx, memberId, orderId, { lock: true });
        if (!order) throw notFound();
        const existing = await invoiceOfOrder(tx, orderId);
        if (existing) return { row: existing, created: false };
        const seller = await currentSellerDetails(tx);
        if (!seller) throw new AppError(409, 'taxDocuments.sellerNotSetForMember');
        const refusal = requestRefusal(order, now());
        if (refusal) throw new AppError(409, refusal);
        if (chosen) await setOrderReceiptAddress(tx, orderId, chosen);
        else if (!order.receiptAddress) throw new AppError(400, 'taxDocuments.needsAddress', { field: 'receiptAddressId' });
        return issuing.issueInvoice(tx, orderId, seller, issuedForMember(memberId), memberId);
      });
      if (created) issuing.sendMails();
      return { summary: summaryOf(row), created };
    },

    async memberPdf(memberId: number, orderId: number, number: string) {
      await ownOrder(memberId, orderId);
      return pdfOf(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.number, number)));
    },

    forStaff: (orderId: number): Promise<OrderTaxDocuments> => documentsOf(db, orderId),

    staffPdf: (number: string) => pdfOf(eq(taxDocuments.number, number)),

    /** A mail's attachment, drawn when the mail is sent (the mail module calls it by the document's number). */
    attachment: async (number: string) => ({ contentType: 'application/pdf', content: (await pdfOf(eq(taxDocuments.number, number))).pdf }),

    documentsOfMonth,

    /** A month's documents, and whether invoices wait for the seller details. */
    async month(month: string): Promise<StaffTaxDocumentMonth> {
      const [documents, seller, due] = await Promise.all([documentsOfMonth(month), currentSellerDetails(db), issuing.invoicesDue()]);
      return { month, documents, waitingForSellerDetails: seller ? 0 : due, sellerDetailsSet: seller !== null };
    },
  };
}

export type TaxDocumentsService = ReturnType<typeof createTaxDocuments>;
