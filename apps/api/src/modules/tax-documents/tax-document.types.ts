/**
 * A tax invoice (Revenue Code section 86/4) or a credit note (section 86/10) as it was issued: everything
 * its PDF shows, fixed at the moment of issue, so the document reads the same however the seller's
 * details, the buyer's address book or the catalogue change later (issue 41). Amounts are in satang and
 * include VAT, as the shop's prices do; `totals` splits the total once by the shared money rules.
 */
export interface TaxDocumentView {
  kind: 'invoice' | 'credit-note';
  /** INV-2026-000123 or CN-2026-000004: a series per kind and calendar year, without gaps */
  number: string;
  /** the day of issue in Bangkok, YYYY-MM-DD */
  issuedOn: string;
  orderNo: string;
  seller: TaxDocumentParty;
  buyer: TaxDocumentParty;
  /** a donation order's goods go to the shelter, not to the buyer: where they went; null for other orders */
  deliveredTo: { name: string; address: string[] } | null;
  /** the goods, then shipping as a line of its own (when the order paid for shipping) */
  lines: TaxDocumentLine[];
  /** promotion, promo code and coins, each its own row, each a positive amount taken off */
  discounts: TaxDocumentDiscount[];
  totals: TaxDocumentTotals;
  /** a credit note's link to the invoice it reduces; null on an invoice */
  credit: TaxDocumentCredit | null;
}

export interface TaxDocumentParty {
  /** the registered name (seller: in Thai), the company's name, or the person's full name */
  name: string;
  /** the seller's registered name in English; null for the buyer */
  nameEn: string | null;
  /** the address as printed, one line per entry */
  address: string[];
  /** 13 digits; null for a buyer who gave none */
  taxId: string | null;
  /** null: head office (สำนักงานใหญ่); otherwise the 5-digit branch number */
  branchNo: string | null;
}

export interface TaxDocumentLine {
  /** the product and its choice as they were ordered, or the shipping line's words */
  description: string;
  quantity: number;
  unitPriceSatang: number;
  /** quantity × unit price */
  valueSatang: number;
}

export interface TaxDocumentDiscount {
  kind: 'promotion' | 'promo-code' | 'coins';
  /** the promotion's name or the code, as it was applied; empty for coins */
  label: string;
  amountSatang: number;
}

export interface TaxDocumentTotals {
  /** the VAT rate in basis points: 700 is 7 % */
  vatRateBasisPoints: number;
  /** the total the buyer paid (or, on a credit note, the amount handed back), VAT included */
  totalSatang: number;
  vatSatang: number;
  /** totalSatang − vatSatang */
  beforeVatSatang: number;
}

export interface TaxDocumentCredit {
  invoiceNumber: string;
  invoiceIssuedOn: string;
  /** the invoice's total, the right value after the refund, and the difference this note takes back (VAT included) */
  originalTotalSatang: number;
  correctTotalSatang: number;
  reason: string;
}
