import { paymentChannelKinds } from '../payments/payment-channels';
import { z } from '../validation/z';
import { idField, idParam } from '../validation/ids';
import { orderTransferSchema } from './transfer-account';

const baht = z.number().min(0).max(100_000_000);
const code = z.string().trim().min(1, 'promo.enterCode').max(40, 'validation.tooLong');

/** A line of the chosen group as the client priced it: compared with the server's, never trusted. */
const orderedSku = z.object({ skuId: idField, price: baht, amount: z.number().int().min(1).max(9999) });

/** POST /api/v1/promo-code/apply-promo-code */
export const applyPromoCodeBody = z.object({
  promoCode: code,
  totalPrice: baht.optional(),
  listSku: z.array(orderedSku).max(200).optional(),
});

/** POST /api/v1/coin/detail-use-coin */
export const coinDetailBody = z.object({ orderPrice: baht.optional() });

/** POST /api/v1/coin-history/use-coin-discount */
export const useCoinDiscountBody = z.object({ coin: z.number().int().min(1).max(10_000_000), price: baht.optional() });

/** POST /api/v1/orders (cart-checkout-payments.md §7) */
export const placeOrderBody = z.object({
  products: z.array(orderedSku).min(1, 'order.selectProduct').max(200),
  productAmount: z.number().int().min(0).optional(),
  productPrice: baht.optional(),
  netTotalPrice: baht,
  promoCode: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => v || null),
  coinUsed: z
    .number()
    .int()
    .min(0)
    .max(10_000_000)
    .nullish()
    .transform((v) => v ?? 0),
  shippingAddressId: idField.nullish().transform((v) => v ?? null),
  receiptAddressSame: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  receiptAddressId: idField.nullish().transform((v) => v ?? null),
  paymentChannelId: idField.nullish().transform((v) => v ?? null),
  receiptNeed: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  isDonation: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  donationId: idField.nullish().transform((v) => v ?? null),
  shippingPrice: baht.optional(),
  discountPromotion: baht.optional(),
  receiveCoin: z.number().int().min(0).optional(),
  discountPromoCode: baht.optional(),
  discountCoin: baht.optional(),
});
export type PlaceOrderInput = z.infer<typeof placeOrderBody>;

export const placedOrderSchema = z.object({
  orderNo: z.string(),
  orderId: z.number().int(),
  netTotalPrice: z.number(),
  /** ISO 8601 */
  expiryDate: z.string(),
  productType: z.string(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const orderNoParams = z.object({ orderNo: z.string().trim().min(1).max(40) });
export const orderStatusSchema = z.object({ statusId: z.number().int() });

/** How to pay an order: its channel's kind and, for a Thai QR, the bill the banking app reads. */
export const orderPaymentSchema = z.object({
  orderNo: z.string(),
  orderId: z.number().int(),
  statusId: z.number().int(),
  kind: z.enum(paymentChannelKinds),
  netTotalPrice: z.number(),
  expiryDate: z.string(),
  qr: z.object({ payload: z.string(), billerId: z.string(), billerName: z.string(), ref1: z.string(), ref2: z.string() }).nullable(),
  /** the shop's stand-in banking app, when the sandboxes are on */
  sandboxUrl: z.string().nullable(),
  /** for a card: the hidden form the browser posts to the gateway's hosted payment page (spec §7) */
  card: z.object({ action: z.string(), fields: z.record(z.string(), z.string()) }).nullable(),
  /** for a card at a payment-link provider: no form; POST /api/v1/payments/online-checkout answers the page */
  cardCheckout: z.boolean(),
  /** for a bank transfer: the shop's account, a PromptPay QR with the amount, and the slips sent */
  transfer: orderTransferSchema.nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;
export const reOrderBody = z.object({ orderId: idField });
export const reOrderItemBody = z.object({ orderId: idField, skuCode: z.string().trim().min(1).max(100) });
export const reOrderResultSchema = z.object({
  /** lines put back in the cart, and those that could not be, with why */
  added: z.array(z.object({ skuCode: z.string(), amount: z.number().int() })),
  unavailable: z.array(z.object({ skuCode: z.string(), name: z.string(), reason: z.string() })),
  message: z.string(),
});

export const promoCodeResultSchema = z.object({ receiveCoin: z.number().int(), discountPrice: z.number(), currentPrice: z.number() });
export const promoCancelResultSchema = z.object({ receiveCoin: z.number().int() });
export const coinDetailSchema = z.object({ currentCoin: z.number().int(), coinPerBaht: z.number(), listChangeCoin: z.array(z.number().int()) });
export const coinDiscountResultSchema = z.object({
  currentCoin: z.number().int(),
  currentPrice: z.number(),
  discountPrice: z.number(),
  receiveCoin: z.number().int(),
  useCoin: z.number().int(),
});

export const staffOrderStatusParams = z.object({ orderNo: z.string().trim().min(1).max(40) });
export const staffOrderStatusBody = z.object({ statusId: z.number().int().min(1).max(12), note: z.string().trim().max(500).optional() });

/** A payment staff saw arrive (a bank transfer's slip): checked like a provider's notification. */
export const staffPaymentBody = z.object({
  /** baht with two decimals, as on the slip */
  amount: z.string().regex(/^\d{1,10}\.\d{2}$/, 'validation.invalid'),
  /** the bank's reference of the transfer: the same reference twice is one payment */
  reference: z.string().trim().min(1).max(100),
});
/** Hand a payment back; a payment that came by bank transfer is returned by hand, and this names that transfer. */
export const staffRefundBody = z.object({ reference: z.string().trim().min(1).max(100).optional() });
export const staffRefundSchema = z.object({
  orderNo: z.string(),
  statusId: z.number().int(),
  refund: z.object({ status: z.enum(['requested', 'done', 'failed']), amount: z.string(), provider: z.string(), reference: z.string().nullable() }),
});
export const orderIdParams = z.object({ orderId: idParam });
