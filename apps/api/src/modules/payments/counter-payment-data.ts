import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * What the shop hands the counter service through the shopper's browser (cart spec §7
 * `POST /api/v1/payments/cs/encryption`: inv, desc, urlBack, urlConfirm, paymentMethod, amt,
 * currency, name, email), plus the bill the counter prints as a barcode: the biller, both
 * references and the due date (decision 0027).
 */
export const counterPaymentDataSchema = z.object({
  /** the order number */
  inv: z.string().min(1).max(40),
  desc: z.string().max(255),
  /** where the counter page sends the shopper back to: the shop's step 3 */
  urlBack: z.string().min(1).max(500),
  /** where a real counter service sends its server-to-server notification */
  urlConfirm: z.string().min(1).max(500),
  paymentMethod: z.literal('counter'),
  /** baht with two decimals */
  amt: z.string().regex(/^\d{1,10}\.\d{2}$/),
  currency: z.literal('THB'),
  name: z.string().max(200),
  email: z.string().max(254),
  billerId: z.string().regex(/^\d{15}$/),
  billerName: z.string().min(1).max(100),
  ref1: z.string().min(1).max(20),
  ref2: z.string().max(20),
  /** the order's expiry, ISO 8601: the counter takes no payment after it */
  dueAt: z.string().min(1).max(40),
  /** the language the counter page speaks */
  lang: z.enum(['th', 'en']),
});
export type CounterPaymentData = z.infer<typeof counterPaymentDataSchema>;

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Bound into every blob: data encrypted for something else under the same key is not a counter payment. */
const AAD = Buffer.from('pawsook-counter-payment-v1');

function keyOf(hexKey: string): Buffer {
  const key = Buffer.from(hexKey, 'hex');
  if (key.length !== 32) throw new RangeError('the counter-service key must be 32 bytes (64 hexadecimal characters)');
  return key;
}

/**
 * `encryptedPaymentData`: AES-256-GCM under the key shared with the counter service, as
 * base64url(iv ‖ ciphertext ‖ tag). The browser carries it, so GCM's tag makes any change on the
 * way (the amount, the way back) a blob the counter refuses.
 */
export function encryptCounterPaymentData(data: CounterPaymentData, hexKey: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(hexKey), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The payment data back, or null when it was changed, made under another key, or is not payment data. */
export function decryptCounterPaymentData(blob: string, hexKey: string): CounterPaymentData | null {
  if (!/^[A-Za-z0-9_-]{1,8000}$/.test(blob)) return null;
  const bytes = Buffer.from(blob, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(hexKey), bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(AAD);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    const parsed = counterPaymentDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
