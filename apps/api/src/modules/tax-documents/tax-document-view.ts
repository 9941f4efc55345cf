import { thaiRegionParts } from '@pawsook/shared/address/address-text';
import { BANGKOK_PROVINCE_ID } from '@pawsook/shared/address/region-terms';
import { translate } from '@pawsook/shared/i18n/translate';
import type { SellerDetails } from '@pawsook/shared/schemas/tax-documents';
import { creditNoteFigures, taxDocumentFigures, type TaxDiscountInput } from '@pawsook/shared/tax/vat-split';
import type { OrderForTaxDocument } from '../orders/order-tax-documents.steps';
import type { OrderAddressCopy } from '../orders/orders.types';
import type { TaxDocumentParty, TaxDocumentView } from './tax-document.types';

/** Both languages in one, Thai first, as the document's labels are; once when they are the same. */
const both = (th: string, en: string) => (th === en || !en ? th : `${th} / ${en}`);

/** An address as a Thai document prints it: the street, then sub-district and district with their words, then province and postcode. */
export function addressLines(address: OrderAddressCopy): string[] {
  const [subDistrict, district, province] = thaiRegionParts({
    bangkok: address.provinceId === BANGKOK_PROVINCE_ID,
    subDistrict: address.subDistrictTh,
    district: address.districtTh,
    province: address.provinceTh,
  });
  return [address.address, `${subDistrict} ${district}`, `${province} ${address.postelCode}`];
}

export function sellerParty(seller: SellerDetails): TaxDocumentParty {
  return { name: seller.nameTh, nameEn: seller.nameEn, address: seller.address.split('\n'), taxId: seller.taxId, branchNo: seller.branchNo };
}

/** The buyer as the tax-invoice address names them: the company when one is given, else the person. */
export function buyerParty(address: OrderAddressCopy): TaxDocumentParty {
  const person = `${address.name} ${address.surname}`.trim();
  return {
    name: address.companyName?.trim() || person,
    nameEn: null,
    address: addressLines(address),
    taxId: address.taxPayerId || null,
    branchNo: address.branchNo || null,
  };
}

export interface InvoiceViewInput {
  source: OrderForTaxDocument;
  /** the order's tax-invoice address (checked present by the caller) */
  receiptAddress: OrderAddressCopy;
  seller: SellerDetails;
  number: string;
  issuedOn: string;
  /** a donation order's place, named in both languages; null for other orders */
  donationPlace: { nameTh: string; nameEn: string } | null;
}

/**
 * The invoice of a paid order, as it will read for ever: its lines as they were ordered (a gift at
 * 0), shipping as its own line, each discount as such, the total split once by the shared money
 * rules (`taxDocumentFigures` refuses figures that do not come to what was paid).
 */
export function invoiceView({ source, receiptAddress, seller, number, issuedOn, donationPlace }: InvoiceViewInput): TaxDocumentView {
  const { order } = source;
  const promotionNames = order.promotionsApplied.map((p) => both(p.nameTh, p.nameEn)).join(', ');
  const discounts: TaxDiscountInput[] = [
    { kind: 'promotion', label: promotionNames, amountSatang: order.promotionDiscountSatang },
    { kind: 'promo-code', label: order.promoCode ?? '', amountSatang: order.codeDiscountSatang },
    { kind: 'coins', label: '', amountSatang: order.coinDiscountSatang },
  ];
  const figures = taxDocumentFigures({
    lines: source.lines.map((line) => ({
      description: both([line.nameTh, line.choiceTh].filter(Boolean).join(' '), [line.nameEn, line.choiceEn].filter(Boolean).join(' ')),
      quantity: line.amount,
      unitPriceSatang: line.unitPriceSatang,
      lineTotalSatang: line.lineTotalSatang,
    })),
    shippingDescription: both(translate('th', 'taxDocuments.shippingLine'), translate('en', 'taxDocuments.shippingLine')),
    shippingSatang: order.shippingSatang,
    discounts,
    paidTotalSatang: order.netTotalSatang,
    vatRateBasisPoints: seller.vatRateBasisPoints,
  });
  const shelter = order.shippingAddress;
  return {
    kind: 'invoice',
    number,
    issuedOn,
    orderNo: order.orderNo,
    seller: sellerParty(seller),
    buyer: buyerParty(receiptAddress),
    deliveredTo:
      order.isDonation && donationPlace
        ? { name: both(donationPlace.nameTh, donationPlace.nameEn), address: [`${shelter.name} ${shelter.surname}`.trim(), ...addressLines(shelter)] }
        : null,
    lines: figures.lines,
    discounts: figures.discounts,
    totals: figures.totals,
    credit: null,
  };
}

/**
 * A credit note for an invoiced order that was refunded in full: the invoice's own lines and
 * discounts (what is taken back), the right total after the refund (0) and the difference, the
 * seller as the shop is registered today (the note is issued today), the buyer as on the invoice.
 */
export function creditNoteView(invoice: TaxDocumentView, seller: SellerDetails, number: string, issuedOn: string, reason: string): TaxDocumentView {
  const figures = creditNoteFigures(invoice.totals.totalSatang, 0, invoice.totals.vatRateBasisPoints);
  return {
    ...invoice,
    kind: 'credit-note',
    number,
    issuedOn,
    seller: sellerParty(seller),
    deliveredTo: null,
    totals: figures.totals,
    credit: {
      invoiceNumber: invoice.number,
      invoiceIssuedOn: invoice.issuedOn,
      originalTotalSatang: figures.originalTotalSatang,
      correctTotalSatang: figures.correctTotalSatang,
      reason,
    },
  };
}
