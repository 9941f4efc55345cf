/**
 * The back office's tax-document calls (issue 41, docs/api.md): the shop's seller details
 * (settings.manage) and an order's or a month's invoices and credit notes (orders.read). Shared by
 * the settings page, the tax-documents area and the order page.
 */
import { staffDownload, staffRequest, type StaffFile } from '../../../lib/api-client';

/** The seller printed on every tax invoice (contract: SellerDetails). */
export interface SellerDetails {
  nameTh: string;
  nameEn: string;
  /** multi-line, as printed */
  address: string;
  /** 13 digits with a valid check digit */
  taxId: string;
  /** 5 digits; null: head office */
  branchNo: string | null;
  /** 700 is 7 % */
  vatRateBasisPoints: number;
}

export interface TaxDocumentSummary {
  number: string;
  kind: 'invoice' | 'credit-note';
  /** YYYY-MM-DD, Bangkok */
  issuedOn: string;
  totalSatang: number;
  /** a credit note's reason; null on an invoice */
  reason: string | null;
}

export interface OrderTaxDocuments {
  invoice: TaxDocumentSummary | null;
  creditNotes: TaxDocumentSummary[];
}

export interface MonthTaxDocument extends TaxDocumentSummary {
  orderNo: string;
  orderId: number;
  buyerName: string;
  buyerTaxId: string | null;
  beforeVatSatang: number;
  vatSatang: number;
  /** the invoice a credit note reduces; null on an invoice */
  invoiceNumber: string | null;
}

export interface MonthTaxDocuments {
  month: string;
  documents: MonthTaxDocument[];
}

export const fetchSellerDetails = (signal?: AbortSignal) => staffRequest<SellerDetails | null>('GET', '/api/v1/staff/seller-details', { signal });

export const saveSellerDetails = (body: SellerDetails) => staffRequest<SellerDetails>('PUT', '/api/v1/staff/seller-details', { body });

export const fetchOrderTaxDocuments = (orderId: number, signal?: AbortSignal) =>
  staffRequest<OrderTaxDocuments>('GET', `/api/v1/staff/orders/${orderId}/tax-documents`, { signal });

export const fetchMonthTaxDocuments = (month: string, signal?: AbortSignal) =>
  staffRequest<MonthTaxDocuments>('GET', '/api/v1/staff/tax-documents', { query: { month }, signal });

export const downloadMonthTaxDocumentsCsv = (month: string): Promise<StaffFile> => staffDownload('/api/v1/staff/tax-documents/csv', { query: { month } });

export const downloadTaxDocumentPdf = (number: string): Promise<StaffFile> =>
  staffDownload(`/api/v1/staff/tax-documents/${encodeURIComponent(number)}/pdf`, { accept: 'application/pdf, application/json' });
