/**
 * The back office's tax-document calls (issue 41, docs/api.md): the shop's seller details
 * (settings.manage) and an order's or a month's invoices and credit notes (orders.read). Shared by
 * the settings page, the tax-documents area and the order page.
 */
import type { OrderTaxDocuments, SellerDetails, StaffTaxDocument, StaffTaxDocumentMonth, TaxDocumentSummary } from '@pawsook/shared/schemas/tax-documents';
import { staffDownload, staffRequest, type StaffFile } from '../../../lib/api-client';

export type { OrderTaxDocuments, SellerDetails, StaffTaxDocument, StaffTaxDocumentMonth, TaxDocumentSummary };

export const fetchSellerDetails = (signal?: AbortSignal) => staffRequest<SellerDetails | null>('GET', '/api/v1/staff/seller-details', { signal });

export const saveSellerDetails = (body: SellerDetails) => staffRequest<SellerDetails>('PUT', '/api/v1/staff/seller-details', { body });

export const fetchOrderTaxDocuments = (orderId: number, signal?: AbortSignal) =>
  staffRequest<OrderTaxDocuments>('GET', `/api/v1/staff/orders/${orderId}/tax-documents`, { signal });

export const fetchMonthTaxDocuments = (month: string, signal?: AbortSignal) =>
  staffRequest<StaffTaxDocumentMonth>('GET', '/api/v1/staff/tax-documents', { query: { month }, signal });

export const downloadMonthTaxDocumentsCsv = (month: string): Promise<StaffFile> => staffDownload('/api/v1/staff/tax-documents/csv', { query: { month } });

export const downloadTaxDocumentPdf = (number: string): Promise<StaffFile> =>
  staffDownload(`/api/v1/staff/tax-documents/${encodeURIComponent(number)}/pdf`, { accept: 'application/pdf, application/json' });
