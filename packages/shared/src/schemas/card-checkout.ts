import { z } from '../validation/z';

/**
 * The online-checkout helper of channel 1 (cart spec §7): a card payment at the provider's
 * checkout page, for the order's amount in minor units (satang), answered with the page to send the
 * shopper to. Used when the card provider is a payment-link one (CARD_PROVIDER=payment-link).
 */
export const cardCheckoutBody = z.object({
  orderNo: z.string().trim().min(1).max(40),
  /** satang: baht × 100, as the order says; a different amount is refused */
  amount: z.number().int().positive().max(10_000_000_000),
});

export const cardCheckoutSchema = z.object({
  data: z.object({ checkout_url: z.string() }),
});
export type CardCheckout = z.infer<typeof cardCheckoutSchema>;
