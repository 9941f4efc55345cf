/**
 * What the order's tax-invoice panel offers (issue 41): the documents issued, and — only while the
 * order has no invoice — asking for one, or the reason it cannot be asked for. The server decides
 * what is allowed; this only reads its answer.
 */
import type { MemberTaxDocuments, ReceiptBookAddress, TaxDocumentSummary } from './api/tax-document-calls';

export type TaxInvoiceOffer =
  | { kind: 'issued' }
  /** the member may ask; `pickAddress`: from the book, as the order has no tax-invoice address */
  | { kind: 'request'; pickAddress: boolean }
  /** a message key (the server's) saying why not */
  | { kind: 'refused'; refusal: string }
  | { kind: 'none' };

export function taxInvoiceOffer(answer: MemberTaxDocuments): TaxInvoiceOffer {
  if (answer.invoice) return { kind: 'issued' };
  if (answer.request.allowed) return { kind: 'request', pickAddress: answer.request.needsAddress };
  if (answer.request.refusal) return { kind: 'refused', refusal: answer.request.refusal };
  return { kind: 'none' };
}

/** The invoice first, then the credit notes in the order they were issued. */
export function documentsOf(answer: MemberTaxDocuments): TaxDocumentSummary[] {
  return answer.invoice ? [answer.invoice, ...answer.creditNotes] : [...answer.creditNotes];
}

/** The address chosen before the member picks: the book's default, else its first; null for an empty book. */
export function firstChoice(book: readonly ReceiptBookAddress[]): number | null {
  return (book.find((address) => address.isDefault) ?? book[0])?.id ?? null;
}
