import type { Satang } from '../money/money';
import { assertBillAmountSatang, assertBillerId, assertBillReference, type BillPayment } from './bill-barcode';
import { buildEmvPayload, emvField, emvFields, hasValidEmvCrc, parseEmvFields, type EmvField } from './emv-tlv';

/**
 * Thai QR bill payment (PromptPay, EMVCo tag 30): the QR a payer scans in any Thai bank app to pay
 * the shop's biller account with our order references, so the bank can tell us which order it was.
 */

export type ThaiQrBillPaymentInput = BillPayment & {
  /** Shown by some bank apps; optional because the published vectors and most billers omit it. */
  merchantName?: string;
  /** Tag 62 / 07: the terminal label, also called ref3. */
  terminal?: string;
};

export type ParsedThaiQrBillPayment = {
  billerId: string;
  ref1: string;
  /** Empty when the payload has no ref2, as in the barcode. */
  ref2: string;
  amountSatang: Satang | null;
  merchantName: string | null;
  terminal: string | null;
  crcValid: boolean;
};

/** The application id that marks tag 30 as a PromptPay bill payment. */
const billPaymentAid = 'A000000677010112';
/** "11" is a static QR the payer may reuse and type an amount into; "12" is one payment of a fixed amount. */
const staticInitiation = '11';
const dynamicInitiation = '12';
const thaiBahtCurrency = '764';
const thailand = 'TH';
/** Tag 54 holds at most 13 characters: "9999999999.99". */
const maxAmountSatang = 999_999_999_999;
const maxLabelLength = 25;

/**
 * The payload string for a bill payment. Fields come in the order of the published vectors
 * (00, 01, 30, 53, 58, 54, 59, 62, then the CRC 63); EMVCo fixes only "00 first, 63 last", and
 * matching the vectors lets the tests compare whole strings.
 */
export function thaiQrBillPayment(input: ThaiQrBillPaymentInput): string {
  const { billerId, ref1, ref2 = '', amountSatang, merchantName, terminal } = input;
  const billPaymentFields: EmvField[] = [
    { tag: '00', value: billPaymentAid },
    { tag: '01', value: assertBillerId(billerId) },
    { tag: '02', value: assertBillReference('ref1', ref1) },
  ];
  // No ref2 means no field 03 at all, as in the published vector without one (not an empty "0300").
  if (assertBillReference('ref2', ref2, { mayBeEmpty: true }) !== '') billPaymentFields.push({ tag: '03', value: ref2 });

  const fields: EmvField[] = [
    { tag: '00', value: '01' },
    { tag: '01', value: amountSatang == null ? staticInitiation : dynamicInitiation },
    { tag: '30', value: emvFields(billPaymentFields) },
    { tag: '53', value: thaiBahtCurrency },
    { tag: '58', value: thailand },
  ];
  if (amountSatang != null) fields.push({ tag: '54', value: emvAmount(amountSatang) });
  if (merchantName !== undefined) fields.push({ tag: '59', value: assertLabel('merchantName', merchantName) });
  if (terminal !== undefined) fields.push({ tag: '62', value: emvField('07', assertLabel('terminal', terminal)) });
  return buildEmvPayload(fields);
}

/**
 * Reads a bill-payment payload back (the sandbox bank and the tests scan one). It reports what the
 * payload says, including a wrong CRC or a biller id that the builder would refuse, and throws
 * only when the text is not a Thai QR bill payment at all.
 */
export function parseThaiQr(payload: string): ParsedThaiQrBillPayment {
  const fields = fieldsByTag(parseEmvFields(payload));
  const billPayment = fields.get('30');
  if (billPayment === undefined) throw new RangeError('Not a Thai QR bill payment: no tag 30');
  const billPaymentFields = fieldsByTag(parseEmvFields(billPayment));
  if (billPaymentFields.get('00') !== billPaymentAid) throw new RangeError('Not a Thai QR bill payment: tag 30 has another application id');
  const billerId = billPaymentFields.get('01');
  const ref1 = billPaymentFields.get('02');
  if (billerId === undefined || ref1 === undefined) throw new RangeError('Thai QR bill payment without a biller id or ref1');
  const amount = fields.get('54');
  const terminal = fields.get('62');
  return {
    billerId,
    ref1,
    ref2: billPaymentFields.get('03') ?? '',
    amountSatang: amount === undefined ? null : satangFromEmvAmount(amount),
    merchantName: fields.get('59') ?? null,
    terminal: terminal === undefined ? null : (fieldsByTag(parseEmvFields(terminal)).get('07') ?? null),
    crcValid: hasValidEmvCrc(payload),
  };
}

/**
 * Satang to "3649.22" by placing the decimal point in the digits: money stays an integer number of
 * satang (house rule 5) and no floating-point division can turn 0.29 into 0.28999.
 */
export function emvAmount(amountSatang: Satang): string {
  const digits = String(assertBillAmountSatang(amountSatang, maxAmountSatang)).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** "3649.22", "100" or "4.5" to satang, from the digits, for the same reason. */
function satangFromEmvAmount(amount: string): Satang {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (match === null) throw new RangeError(`Thai QR amount is not a number of baht: ${JSON.stringify(amount)}`);
  const [, baht = '', fraction = ''] = match;
  const satang = Number(baht) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(satang)) throw new RangeError(`Thai QR amount is too large: ${amount}`);
  return satang;
}

/** Merchant name and terminal label: EMVCo "ans" fields of at most 25 printable ASCII characters. */
function assertLabel(name: 'merchantName' | 'terminal', value: string): string {
  if (value.length < 1 || value.length > maxLabelLength || !/^[\x20-\x7E]+$/.test(value)) {
    throw new RangeError(`${name} must be 1–${maxLabelLength} printable ASCII characters, got ${JSON.stringify(value)}`);
  }
  return value;
}

function fieldsByTag(fields: readonly EmvField[]): Map<string, string> {
  return new Map(fields.map((field) => [field.tag, field.value]));
}
