import { createHash, timingSafeEqual } from 'node:crypto';

/** The hidden fields the card gateway's hosted payment page takes (cart spec §7 "Card payment form"). */
export interface CardFormFields {
  merchantId: string;
  /** baht with two decimals */
  amount: string;
  orderRef: string;
  /** ISO 4217 number: 764, Thai baht */
  currCode: '764';
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  /** N: a normal sale (not a pre-authorisation) */
  payType: 'N';
  /** the page's language: E English, T Thai */
  lang: 'E' | 'T';
  remark: string;
  secureHash: string;
}

/**
 * The form's secure hash, the way hosted-page gateways such as PayDollar sign a payment request:
 * SHA-256 over `merchantId|orderRef|currCode|amount|payType|secret`. The browser carries the form,
 * so without it anyone could change the amount on the way to the gateway.
 */
export function cardSecureHash(fields: Pick<CardFormFields, 'merchantId' | 'orderRef' | 'currCode' | 'amount' | 'payType'>, secret: string): string {
  return createHash('sha256').update([fields.merchantId, fields.orderRef, fields.currCode, fields.amount, fields.payType, secret].join('|')).digest('hex');
}

/** Whether a posted form's hash is the one the shop made (constant time). */
export function isCardFormIntact(fields: Record<string, string | undefined>, secret: string): boolean {
  const { merchantId = '', orderRef = '', currCode = '', amount = '', payType = '', secureHash = '' } = fields;
  const expected = Buffer.from(cardSecureHash({ merchantId, orderRef, currCode: currCode as '764', amount, payType: payType as 'N' }, secret));
  const given = Buffer.from(secureHash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
