import { bahtDecimalText } from '@pawsook/shared/money/money';
import type { StaffTaxDocument } from '@pawsook/shared/schemas/tax-documents';
import { csvFile, typed } from '../../http/csv-file';

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
 * columns, http/csv-file's form); the buyer's branch as its 5 digits or "head office".
 */
export function taxDocumentsCsv(documents: readonly StaffTaxDocument[]): string {
  return csvFile(
    HEADER,
    documents.map((d) => [
      d.issuedOn,
      d.number,
      d.kind,
      d.invoiceNumber ?? '',
      d.orderNo,
      typed(d.buyerName),
      d.buyerTaxId ?? '',
      d.buyerTaxId === null ? '' : (d.buyerBranchNo ?? 'head office'),
      baht(d.beforeVatSatang, d.kind),
      baht(d.vatSatang, d.kind),
      baht(d.totalSatang, d.kind),
    ]),
  );
}
