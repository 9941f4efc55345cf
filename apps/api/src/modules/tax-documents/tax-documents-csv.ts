import { bahtDecimalText } from '@pawsook/shared/money/money';
import type { StaffTaxDocument } from '@pawsook/shared/schemas/tax-documents';

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
/** a name a spreadsheet would take for a formula (=, +, -, @ first) is written as text */
const text = (value: string) => quote(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
/** baht with two decimals; a credit note's amounts negative, as the output-tax report subtracts them */
const baht = (satang: number, kind: StaffTaxDocument['kind']) => `${kind === 'credit-note' && satang > 0 ? '-' : ''}${bahtDecimalText(satang)}`;

const HEADER = [
  'date',
  'number',
  'kind',
  'reduces_invoice',
  'order_no',
  'buyer_name',
  'buyer_tax_id',
  'buyer_branch',
  'before_vat_baht',
  'vat_baht',
  'total_baht',
];

/**
 * A month's tax invoices and credit notes as an accountant files them (the output-tax report's
 * columns): UTF-8 with a byte-order mark so spreadsheets read the Thai names, CRLF lines, every
 * field quoted; the buyer's branch as its 5 digits or "head office".
 */
export function taxDocumentsCsv(documents: readonly StaffTaxDocument[]): string {
  const lines = documents.map((d) =>
    [
      quote(d.issuedOn),
      quote(d.number),
      quote(d.kind),
      quote(d.invoiceNumber ?? ''),
      quote(d.orderNo),
      text(d.buyerName),
      quote(d.buyerTaxId ?? ''),
      quote(d.buyerTaxId === null ? '' : (d.buyerBranchNo ?? 'head office')),
      quote(baht(d.beforeVatSatang, d.kind)),
      quote(baht(d.vatSatang, d.kind)),
      quote(baht(d.totalSatang, d.kind)),
    ].join(','),
  );
  return `\uFEFF${[HEADER.map(quote).join(','), ...lines].join('\r\n')}\r\n`;
}
