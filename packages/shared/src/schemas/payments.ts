import { z } from '../validation/z';
import { paymentChannelKinds } from '../payments/payment-channels';

export const paymentChannelSchema = z.object({
  id: z.number().int(),
  nameTh: z.string(),
  nameEn: z.string(),
  kind: z.enum(paymentChannelKinds),
  s3PhotoKey: z.string(),
  status: z.enum(['active', 'inactive']),
});

export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

/** `POST /api/v1/payments/tmn`: start paying an order with the e-wallet (cart spec §7). */
export const walletStartBody = z.object({
  orderNo: z.string().trim().min(1).max(40),
  /** baht, as the order says: a different amount is refused */
  amount: z.number().positive().max(100_000_000),
  /** on a phone the wallet's own app is opened instead of showing a QR */
  isMobile: z.boolean().default(false),
});

/**
 * `POST /api/v1/payments/cs/encryption`: the counter-service payment data for the member's order
 * (cart spec §7). The server writes the data itself: it checks `inv` and `amt` against the order
 * and takes the buyer's name and e-mail from the member profile (§6), the ways back from its own
 * addresses; the other fields are accepted as the spec sends them.
 */
export const counterStartBody = z.object({
  /** the order number */
  inv: z.string().trim().min(1).max(40),
  /** baht with two decimals, as the order says: a different amount is refused */
  amt: z
    .string()
    .trim()
    .regex(/^\d{1,10}\.\d{2}$/),
  desc: z.string().max(255).optional(),
  urlBack: z.string().max(500).optional(),
  urlConfirm: z.string().max(500).optional(),
  paymentMethod: z.string().max(20).optional(),
  currency: z.enum(['THB', '764']).default('THB'),
  name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
});
export type CounterStartBody = z.infer<typeof counterStartBody>;

/** The encrypted payment data and the counter-service page the hidden form posts it to (as `paymentData`). */
export const counterStartSchema = z.object({
  encryptedPaymentData: z.string(),
  action: z.string(),
});
export type CounterStart = z.infer<typeof counterStartSchema>;

/** The wallet's payment request: a QR (valid three minutes) and a link for the wallet app on this phone. */
export const walletStartSchema = z.object({
  orderNo: z.string(),
  requestId: z.string(),
  qrPayload: z.string(),
  deeplinkUrl: z.string(),
  expiresAt: z.string(),
});
export type WalletStart = z.infer<typeof walletStartSchema>;

/**
 * `GET /api/v1/orders/{orderNo}/payment/outcome`: what the provider said of the order's latest
 * payment attempt (its signed notification, as recorded), so step 3 can say at once that a card
 * was declined. `null` until a word has come after the attempt was started. Never a payment by
 * itself: the order's status says whether it is paid.
 */
export const paymentOutcomeSchema = z.object({
  orderNo: z.string(),
  outcome: z.enum(['paid', 'declined', 'cancelled']).nullable(),
  /** when the shop received that word (ISO 8601), or null */
  receivedAt: z.string().nullable(),
});
export type PaymentOutcomeAnswer = z.infer<typeof paymentOutcomeSchema>;
