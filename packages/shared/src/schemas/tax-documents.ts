import { isValidThaiTaxId } from '../address/tax-id';
import { idParam } from '../validation/ids';
import { z } from '../validation/z';

/** INV-2026-000123 or CN-2026-000004 (issue 41) */
export const TAX_DOCUMENT_NUMBER = /^(INV|CN)-\d{4}-\d{6}$/;

export const taxDocumentKindSchema = z.enum(['invoice', 'credit-note']);

/** A tax invoice or credit note as a list shows it; amounts in satang, VAT included. */
export const taxDocumentSummarySchema = z.object({
  number: z.string(),
  kind: taxDocumentKindSchema,
  /** the day of issue in Bangkok */
  issuedOn: z.string(),
  totalSatang: z.number().int(),
  /** a credit note's reason; null on an invoice */
  reason: z.string().nullable(),
});
export type TaxDocumentSummary = z.infer<typeof taxDocumentSummarySchema>;

/** An order's documents: its invoice (or none yet) and the credit notes that reduce it. */
export const orderTaxDocumentsSchema = z.object({
  invoice: taxDocumentSummarySchema.nullable(),
  creditNotes: z.array(taxDocumentSummarySchema),
});
export type OrderTaxDocuments = z.infer<typeof orderTaxDocumentsSchema>;

/** The member's view adds whether an invoice may still be asked for, and if not, why (a message key). */
export const memberTaxDocumentsSchema = orderTaxDocumentsSchema.extend({
  request: z.object({
    allowed: z.boolean(),
    /** a message key (taxDocuments.*) saying why not; null when allowed or already issued */
    refusal: z.string().nullable(),
    /** the order has no tax-invoice address: the request must name one of the member's receipt addresses */
    needsAddress: z.boolean(),
  }),
});
export type MemberTaxDocuments = z.infer<typeof memberTaxDocumentsSchema>;

export const taxInvoiceRequestBody = z.object({
  /** an address of the member's receipt book, for an order placed without one (or to use instead of none) */
  receiptAddressId: idParam.optional(),
});
export type TaxInvoiceRequestBody = z.infer<typeof taxInvoiceRequestBody>;

// any other number is simply not found (404), as an order id of another member is
const documentNumber = z.string().max(40);
export const taxDocumentPathParams = z.object({ id: idParam, number: documentNumber });
export const staffTaxDocumentPathParams = z.object({ number: documentNumber });

/** The shop as it is registered for VAT, set by owners and managers in Settings. */
export const sellerDetailsSchema = z.object({
  nameTh: z.string(),
  nameEn: z.string(),
  /** as printed, one line per line */
  address: z.string(),
  taxId: z.string(),
  /** 5 digits; null: head office */
  branchNo: z.string().nullable(),
  /** 700 is 7 % */
  vatRateBasisPoints: z.number().int(),
});
export type SellerDetails = z.infer<typeof sellerDetailsSchema>;

const name = z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong');

export const sellerDetailsBody = z.object({
  nameTh: name,
  nameEn: name,
  address: z
    .string()
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n'),
    )
    .pipe(z.string().min(1, 'validation.required').max(300, 'validation.tooLong')),
  taxId: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().refine(isValidThaiTaxId, 'taxDocuments.taxId')),
  branchNo: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, 'taxDocuments.branchNo')
    .nullable()
    .transform((v) => v || null),
  vatRateBasisPoints: z.number().int('taxDocuments.vatRate').min(0, 'taxDocuments.vatRate').max(10_000, 'taxDocuments.vatRate'),
});
export type SellerDetailsBody = z.input<typeof sellerDetailsBody>;

export const taxDocumentMonthQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'taxDocuments.month'),
});

/** One document of a month as the back office lists it and the accountant's CSV carries it. */
export const staffTaxDocumentSchema = taxDocumentSummarySchema.extend({
  orderNo: z.string(),
  orderId: z.number().int(),
  buyerName: z.string(),
  buyerTaxId: z.string().nullable(),
  /** the buyer's branch: null for the head office (or a person) */
  buyerBranchNo: z.string().nullable(),
  beforeVatSatang: z.number().int(),
  vatSatang: z.number().int(),
  /** the invoice a credit note reduces; null on an invoice */
  invoiceNumber: z.string().nullable(),
});
export type StaffTaxDocument = z.infer<typeof staffTaxDocumentSchema>;

export const staffTaxDocumentMonthSchema = z.object({
  month: z.string(),
  documents: z.array(staffTaxDocumentSchema),
  /** invoices due but not issued because the seller details are not set (issued once they are) */
  waitingForSellerDetails: z.number().int(),
  sellerDetailsSet: z.boolean(),
});
export type StaffTaxDocumentMonth = z.infer<typeof staffTaxDocumentMonthSchema>;
