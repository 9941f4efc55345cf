import { z } from 'zod';
import type { CardCheckout } from '@pawsook/shared/schemas/card-checkout';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { assertPayable, payableOrderOf } from './payable-order';
import { recordAttempt } from './payment-attempts';
import { postSigned } from './provider-api';

/** What a payment-link provider answers a checkout request with. */
export const checkoutAnswer = z.object({ id: z.string().min(1).max(100), checkout_url: z.string().min(1).max(2000) });

export interface CardCheckoutDeps {
  db: Db;
  /** the payment-link provider's API (the sandbox gateway's while sandboxes are on); null: cards go by the hosted form */
  apiBase: (() => string) | null;
  secret: string | null;
  /** where the provider sends the shopper back; the sandbox is this shop, so its way back needs no host */
  returnBase: string;
}

/**
 * Card payments at a payment-link provider (cart spec §7, "online checkout helper, channel 1"): the
 * member's own waiting card order, for its exact amount in minor units, becomes a checkout session
 * at the provider (signed HTTP), and the shopper is sent to its page. The provider's webhook comes to
 * `POST /api/v1/payments/card/notify` like the hosted form's data feed; the way back is step 3, which
 * reads the order's status and never trusts the return.
 */
export function createCardCheckouts({ db, apiBase, secret, returnBase }: CardCheckoutDeps) {
  return {
    async start(memberId: number, input: { orderNo: string; amount: number }): Promise<CardCheckout> {
      const row = await payableOrderOf(db, memberId, input.orderNo);
      const order = assertPayable(row, { orderNo: input.orderNo, kind: 'card', offered: apiBase !== null && secret !== null, amountSatang: input.amount });
      const returnUrl = `${returnBase}/cart/checkout?step=3&Ref=${encodeURIComponent(input.orderNo)}`;
      const response = await postSigned(
        `${apiBase!()}/checkouts`,
        { orderNo: input.orderNo, amount: order.netTotalSatang, currency: 'THB', returnUrl },
        secret!,
      );
      if (!response?.ok) throw new AppError(502, 'payment.providerUnavailable');
      const answer = checkoutAnswer.parse(await response.json());
      await recordAttempt(db, {
        orderNo: input.orderNo,
        memberId,
        provider: 'card',
        amountSatang: order.netTotalSatang,
        kind: 'checkout',
        reference: answer.id,
      });
      return { data: { checkout_url: answer.checkout_url } };
    },
  };
}

export type CardCheckouts = ReturnType<typeof createCardCheckouts>;
