import bwipjs from 'bwip-js/node';
import { formatDateTime } from '@pawsook/shared/format/date';
import type { Lang } from '@pawsook/shared/i18n/translate';
import { billPaymentBarcode } from '@pawsook/shared/payments/bill-barcode';
import { escapeHtml } from '@pawsook/shared/text/escape-html';
import type { CounterBillMail } from '../orders/order-mail.types';
import { QR_REFERENCE_1 } from './order-payment';

/** A counter-service bill: what the barcode carries and what the slip writes beside it. */
export interface CounterBill {
  billerId: string;
  billerName: string;
  /** REGULAR or DONATION, as on the order's Thai QR bill */
  ref1: string;
  /** the order number, so the counter's notification names the order */
  ref2: string;
  amountSatang: number;
  /** the order's expiry: the counter takes no payment after it */
  dueAt: Date;
  /** the Bank of Thailand bill-payment barcode text (`|biller CR ref1 CR ref2 CR satang`) */
  barcodeText: string;
}

/**
 * The bill of a counter-service order: the shop's bill-payment biller, the same references as its
 * Thai QR bill (decision 0026) and the order's exact amount, payable until the order expires.
 */
export function counterBillOf(
  biller: { billerId: string; billerName: string },
  order: { orderNo: string; isDonation: boolean; netTotalSatang: number; expiresAt: Date },
): CounterBill {
  const ref1 = order.isDonation ? QR_REFERENCE_1.donation : QR_REFERENCE_1.regular;
  const ref2 = order.orderNo;
  return {
    billerId: biller.billerId,
    billerName: biller.billerName,
    ref1,
    ref2,
    amountSatang: order.netTotalSatang,
    dueAt: order.expiresAt,
    barcodeText: billPaymentBarcode({ billerId: biller.billerId, ref1, ref2, amountSatang: order.netTotalSatang }),
  };
}

/**
 * Code 128 as counters scan it: 2 px per module, bars 15 mm tall, the quiet zone of ten modules
 * either side the symbology asks for, on white; no human-readable line (the text holds carriage
 * returns; the references are written beside the barcode instead).
 */
const CODE_128 = { bcid: 'code128', scale: 2, height: 15, includetext: false, paddingwidth: 10, paddingheight: 4, backgroundcolor: 'FFFFFF' } as const;

/** The barcode as an SVG element for a web page, named for screen readers. */
export function billBarcodeSvg(text: string, label: string): string {
  const svg = bwipjs.toSVG({ ...CODE_128, text });
  return svg.replace('<svg ', `<svg role="img" aria-label="${escapeHtml(label)}" class="barcode" `);
}

/** The barcode as a PNG, for mails (mail clients block SVG and data: images; it travels as an inline attachment). */
export function billBarcodePng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ ...CODE_128, text });
}

/**
 * The bill for a counter-service order's mail (the member gets the barcode by e-mail, issue 17):
 * its fields, the due date written for the mail's language and the barcode as a PNG.
 */
export function counterBillForMail(biller: { billerId: string; billerName: string }) {
  return async (order: Parameters<typeof counterBillOf>[1], lang: Lang): Promise<CounterBillMail> => {
    const bill = counterBillOf(biller, order);
    return {
      billerName: bill.billerName,
      billerId: bill.billerId,
      ref1: bill.ref1,
      ref2: bill.ref2,
      amountSatang: bill.amountSatang,
      dueAt: formatDateTime(bill.dueAt, lang),
      barcodePng: (await billBarcodePng(bill.barcodeText)).toString('base64'),
    };
  };
}
