import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';

/** A payment channel an order is placed with. */
export interface ChannelForOrder {
  id: number;
  kind: PaymentChannelKind;
  nameTh: string;
  nameEn: string;
  /** how long its unpaid orders wait, when staff set it; null: the configured time of its kind */
  expiryMinutes: number | null;
}

/** The counter-service bill as the order-placed mail shows it (counter-bill.ts makes it). */
export interface CounterBillMail {
  billerName: string;
  billerId: string;
  ref1: string;
  ref2: string;
  amountSatang: number;
  /** already written for the mail's language: DD/MM/YYYY HH:mm, Bangkok time */
  dueAt: string;
  /**
   * The Code 128 bill-payment barcode as a PNG, base64. It is kept in the outbox as a data: image;
   * delivery makes it an inline (CID) attachment, as mail clients block data: and SVG images.
   */
  barcodePng: string;
}
