/** The counter-service bill as the order-placed mail shows it (the counter module makes it). */
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
