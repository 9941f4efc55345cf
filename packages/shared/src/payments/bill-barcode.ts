import type { Satang } from '../money/money';

/**
 * The Bank of Thailand bill-payment barcode that counter services (7-Eleven, post office, bank
 * branches) scan, drawn as Code 128. It carries the same biller id and references as a Thai QR
 * bill payment (tag 30), so the rules for those values live here and the QR builder reuses them.
 */

export type BillPayment = {
  /** 13-digit tax id of the shop plus a 2-digit suffix the bank assigns per service. */
  billerId: string;
  ref1: string;
  /** Optional: an empty string means "no second reference", as in the barcode. */
  ref2?: string;
  /** Integer satang; absent for a bill the payer fills in the amount of. */
  amountSatang?: Satang | null;
};

export type ParsedBillPaymentBarcode = {
  billerId: string;
  ref1: string;
  ref2: string;
  amountSatang: Satang | null;
};

const maxReferenceLength = 20;
/**
 * References are matched by the bank against our orders and typed in by cashiers when a barcode
 * will not scan; Thai bank apps and counters accept only A–Z and 0–9, and anything else (lower
 * case, spaces, dashes) is dropped or refused somewhere along the way and the payment is lost.
 */
const referenceCharacters = /^[A-Z0-9]*$/;
const carriageReturn = '\r';

/** Throws unless the biller id is exactly 15 digits (tax id + suffix). */
export function assertBillerId(billerId: string): string {
  if (!/^\d{15}$/.test(billerId)) {
    throw new RangeError(`Biller id must be 15 digits (13-digit tax id + 2-digit suffix), got ${JSON.stringify(billerId)}`);
  }
  return billerId;
}

/** Throws unless the reference is upper-case letters and digits, 1–20 long (0–20 if it may be empty). */
export function assertBillReference(name: 'ref1' | 'ref2', value: string, { mayBeEmpty = false } = {}): string {
  const minLength = mayBeEmpty ? 0 : 1;
  if (value.length < minLength || value.length > maxReferenceLength || !referenceCharacters.test(value)) {
    throw new RangeError(`${name} must be ${minLength}–${maxReferenceLength} characters of A–Z and 0–9, got ${JSON.stringify(value)}`);
  }
  return value;
}

/** Throws unless the amount is a positive whole number of satang (money is never a float here). */
export function assertBillAmountSatang(amountSatang: number, maxSatang = Number.MAX_SAFE_INTEGER): Satang {
  if (!Number.isSafeInteger(amountSatang) || amountSatang < 1 || amountSatang > maxSatang) {
    throw new RangeError(`Amount must be a whole number of satang from 1 to ${maxSatang}, got ${amountSatang}`);
  }
  return amountSatang;
}

/**
 * The barcode text: "|" + biller id + CR + ref1 + CR + ref2 + CR + amount in satang ("0" when the
 * payer enters the amount). There is no checksum; Code 128 carries its own.
 */
export function billPaymentBarcode({ billerId, ref1, ref2 = '', amountSatang }: BillPayment): string {
  const amountText = amountSatang == null ? '0' : String(assertBillAmountSatang(amountSatang));
  return [`|${assertBillerId(billerId)}`, assertBillReference('ref1', ref1), assertBillReference('ref2', ref2, { mayBeEmpty: true }), amountText].join(
    carriageReturn,
  );
}

/** Reads a barcode text back (the sandbox counter page scans one); throws if it is not one. */
export function parseBillPaymentBarcode(text: string): ParsedBillPaymentBarcode {
  const parts = text.startsWith('|') ? text.slice(1).split(carriageReturn) : [];
  const [billerId, ref1, ref2, amountText] = parts;
  if (parts.length !== 4 || billerId === undefined || ref1 === undefined || ref2 === undefined || amountText === undefined) {
    throw new RangeError('Not a bill-payment barcode: expected "|" and four fields separated by CR');
  }
  if (!/^\d+$/.test(amountText)) throw new RangeError(`Bill-payment barcode amount must be digits, got ${JSON.stringify(amountText)}`);
  const amountSatang = Number(amountText);
  if (!Number.isSafeInteger(amountSatang)) throw new RangeError(`Bill-payment barcode amount is too large: ${amountText}`);
  return {
    billerId: assertBillerId(billerId),
    ref1: assertBillReference('ref1', ref1),
    ref2: assertBillReference('ref2', ref2, { mayBeEmpty: true }),
    amountSatang: amountSatang === 0 ? null : amountSatang,
  };
}
