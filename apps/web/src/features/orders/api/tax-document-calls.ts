/**
 * A member's tax invoice and credit notes of one order (issue 41, docs/api.md): what was issued,
 * whether an invoice may still be asked for, asking for it, and a document's PDF — fetched with the
 * member's token, which a plain link cannot send.
 */
import type { ReceiptAddress } from '@pawsook/shared/schemas/addresses';
import type { MemberTaxDocuments, TaxDocumentSummary } from '@pawsook/shared/schemas/tax-documents';
import { api, fetchMemberFile } from '../../../lib/api-client';

export type { MemberTaxDocuments, TaxDocumentSummary };

const orderPath = (orderId: number) => `/api/v1/orders/web/${orderId}`;

export async function fetchMemberTaxDocuments(orderId: number, signal?: AbortSignal): Promise<MemberTaxDocuments> {
  return (await api.get<MemberTaxDocuments>(`${orderPath(orderId)}/tax-documents`, { signal })).data;
}

/**
 * Asks for the order's tax invoice: 201 issued, 200 the one already issued. A 409 (too late, seller
 * details not set) and a 400 are refusals (bad-request) the panel shows as the server words them.
 */
export async function requestTaxInvoice(orderId: number, receiptAddressId: number | null): Promise<TaxDocumentSummary> {
  const body = receiptAddressId === null ? {} : { receiptAddressId };
  return (await api.post<TaxDocumentSummary>(`${orderPath(orderId)}/tax-invoice`, body)).data;
}

export const fetchTaxDocumentPdf = (orderId: number, number: string): Promise<Blob> =>
  fetchMemberFile(`${orderPath(orderId)}/tax-documents/${encodeURIComponent(number)}/pdf`);

/** A tax-invoice address of the member's book. */
export type ReceiptBookAddress = ReceiptAddress;

export async function fetchReceiptBook(signal?: AbortSignal): Promise<ReceiptBookAddress[]> {
  return (await api.get<ReceiptBookAddress[]>('/api/v1/member-address-receipts', { signal })).data;
}
