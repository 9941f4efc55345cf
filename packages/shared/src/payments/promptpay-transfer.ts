import type { Satang } from '../money/money';
import { buildEmvPayload, emvFields, type EmvField } from './emv-tlv';
import { emvAmount } from './thai-qr';

/**
 * PromptPay credit transfer (EMVCo tag 29): the QR a payer scans in any Thai banking app to send
 * money to a PromptPay id — a mobile number, a 13-digit national or tax id, or a 15-digit e-wallet
 * id — with the amount filled in. Used for bank-transfer orders (decision 0060), where no biller
 * account and no bank notification exist: the member sends a slip and staff confirm it.
 */

export type PromptPayIdKind = 'phone' | 'taxId' | 'eWallet';

/** The application id that marks tag 29 as a PromptPay credit transfer. */
const creditTransferAid = 'A000000677010111';
const subTagOf: Record<PromptPayIdKind, string> = { phone: '01', taxId: '02', eWallet: '03' };

/** What kind of PromptPay id the digits are, or null: 10 digits from 0 (a Thai mobile), 13, or 15. */
export function promptPayIdKind(id: string): PromptPayIdKind | null {
  if (/^0\d{9}$/.test(id)) return 'phone';
  if (/^\d{13}$/.test(id)) return 'taxId';
  if (/^\d{15}$/.test(id)) return 'eWallet';
  return null;
}

/** A mobile number as PromptPay carries it: 0066 and the number without its leading 0 (13 digits). */
const phoneTarget = (phone: string) => `0066${phone.slice(1)}`;

/**
 * The payload string. Fields in the order of the published vectors (00, 01, 29, 58, 53, 54, 63);
 * with an amount the QR is "12" (one payment), without it "11" (the payer types the amount).
 */
export function promptPayTransfer({ id, amountSatang }: { id: string; amountSatang?: Satang | null }): string {
  const kind = promptPayIdKind(id);
  if (kind === null)
    throw new RangeError(`A PromptPay id is a mobile number (0 and 9 digits), a 13-digit id or a 15-digit e-wallet id, got ${JSON.stringify(id)}`);
  const target: EmvField[] = [
    { tag: '00', value: creditTransferAid },
    { tag: subTagOf[kind], value: kind === 'phone' ? phoneTarget(id) : id },
  ];
  const fields: EmvField[] = [
    { tag: '00', value: '01' },
    { tag: '01', value: amountSatang == null ? '11' : '12' },
    { tag: '29', value: emvFields(target) },
    { tag: '58', value: 'TH' },
    { tag: '53', value: '764' },
  ];
  if (amountSatang != null) fields.push({ tag: '54', value: emvAmount(amountSatang) });
  return buildEmvPayload(fields);
}
