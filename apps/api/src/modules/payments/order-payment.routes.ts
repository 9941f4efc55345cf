import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderNoParams, orderPaymentSchema } from '@pawsook/shared/schemas/orders';
import { cardCheckoutBody, cardCheckoutSchema } from '@pawsook/shared/schemas/card-checkout';
import { walletStartBody, walletStartSchema } from '@pawsook/shared/schemas/payments';
import { envelopeRoutes } from '../../http/envelope-routes';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { CardCheckouts } from './card-checkout';
import type { OrderPayments } from './order-payment';
import type { WalletPayments } from './wallet-payment';

export function orderPaymentRoutes(payments: OrderPayments, wallet: WalletPayments, cardCheckouts: CardCheckouts, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(auth));
    const orders = envelopeRoutes(app, { docs: { tags: ['orders'], security: [{ bearer: [] }] } });
    const paying = envelopeRoutes(app, { docs: { tags: ['payments'], security: [{ bearer: [] }] } });
    orders.get(
      '/api/v1/orders/:orderNo/payment',
      {
        summary: "How to pay an order: its channel's kind and, for a Thai QR, the bill to scan (404 for another member's order)",
        params: orderNoParams,
        result: orderPaymentSchema,
      },
      (request) => payments.paymentOf(request.memberId, request.params.orderNo),
    );

    paying.post(
      '/api/v1/payments/tmn',
      {
        summary:
          "Start paying the member's own waiting wallet order: the wallet's QR (valid three minutes) and a link for its app; 400 when the order does not wait, the amount differs or wallets are not offered",
        body: walletStartBody,
        result: walletStartSchema,
      },
      (request) => wallet.start(request.memberId, request.body),
    );

    paying.post(
      '/api/v1/payments/online-checkout',
      {
        summary:
          "Start paying the member's own waiting card order at the payment-link provider (CARD_PROVIDER=payment-link): amount in minor units (satang); answers result.data.checkout_url to send the shopper to. 400 when the order does not wait, the amount differs or cards go by the hosted form",
        body: cardCheckoutBody,
        result: cardCheckoutSchema,
      },
      (request) => cardCheckouts.start(request.memberId, request.body),
    );
  };
}
