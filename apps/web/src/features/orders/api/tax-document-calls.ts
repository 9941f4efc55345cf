/**
 * A member's tax invoice and credit notes of one order (issue 41, docs/api.md): what was issued,
 * whether an invoice may still be asked for, asking for it, and a document's PDF — fetched with the
 * member's token, which a plain link cannot send.
 */
import type { ReceiptAddress } from '@pawsook/shared/schemas/addresses';
import type { MemberTaxDocuments, TaxDocumentSummary } from '@pawsook/shared/schemas/tax-documents';
import { ApiError } from '../../../lib/api-error';
import { api, applyUnauthorizedRule, fetchMemberFile, requestAnswer } from '../../../lib/api-client';
import { toFieldErrors } from '../../../lib/normalise-result';

export type { MemberTaxDocuments, TaxDocumentSummary };

const orderPath = (orderId: number) => `/api/v1/orders/web/${orderId}`;

export async function fetchMemberTaxDocuments(orderId: number, signal?: AbortSignal): Promise<MemberTaxDocuments> {
  return (await api.get<MemberTaxDocuments>(`${orderPath(orderId)}/tax-documents`, { signal })).data;
}

/**
 * Asks for the order's tax invoice: 201 issued, 200 the one already issued. A 409 (too late, seller
 * details not set) and a 400 are refusals the panel shows as the server words them.
 */
export async function requestTaxInvoice(orderId: number, receiptAddressId: number | null): Promise<TaxDocumentSummary> {
  const path = `${orderPath(orderId)}/tax-invoice`;
  const answer = await requestAnswer<TaxDocumentSummary>('POST', path, { body: receiptAddressId === null ? {} : { receiptAddressId } });
  if (!answer)
    throw new ApiError({ kind: 'network', code: 'NOT_CONNECT_NETWORK', message: 'NETWORK_CONNECTION_MESSAGE', messageKey: 'NETWORK_CONNECTION_MESSAGE' });
  const code = answer.envelope ? String(answer.envelope.responseCode) : String(answer.status);
  if (applyUnauthorizedRule(path, answer.status, answer.body)) throw new ApiError({ kind: 'unauthorized', code, message: 'Unauthorized' });
  const errors = toFieldErrors(answer.envelope?.errorMessage);
  if ((code === '200' || code === '201') && errors.length === 0 && answer.envelope?.result) return answer.envelope.result;
  if (code === '404') throw new ApiError({ kind: 'not-found', code, message: errors[0]?.message ?? 'Not Found' });
  if ((code === '409' || code === '400') && errors.length > 0) throw new ApiError({ kind: 'bad-request', code, message: errors[0]!.message, errors });
  throw new ApiError({ kind: 'server', code, message: 'Internal Server Error' });
}

export const fetchTaxDocumentPdf = (orderId: number, number: string): Promise<Blob> =>
  fetchMemberFile(`${orderPath(orderId)}/tax-documents/${encodeURIComponent(number)}/pdf`);

/** A tax-invoice address of the member's book. */
export type ReceiptBookAddress = ReceiptAddress;

export async function fetchReceiptBook(signal?: AbortSignal): Promise<ReceiptBookAddress[]> {
  return (await api.get<ReceiptBookAddress[]>('/api/v1/member-address-receipts', { signal })).data;
}
