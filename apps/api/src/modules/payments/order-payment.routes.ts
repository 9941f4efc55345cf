import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { orderNoParams, orderPaymentSchema } from '@pawsook/shared/schemas/orders';
import { cardCheckoutBody, cardCheckoutSchema } from '@pawsook/shared/schemas/card-checkout';
import { walletStartBody, walletStartSchema } from '@pawsook/shared/schemas/payments';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { CardCheckouts } from './card-checkout';
import type { OrderPayments } from './order-payment';
import type { WalletPayments } from './wallet-payment';

export function orderPaymentRoutes(payments: OrderPayments, wallet: WalletPayments, cardCheckouts: CardCheckouts, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(auth));
    app.get(
      '/api/v1/orders/:orderNo/payment',
      {
        schema: {
          tags: ['orders'],
          security: [{ bearer: [] }],
          summary: "How to pay an order: its channel's kind and, for a Thai QR, the bill to scan (404 for another member's order)",
          params: orderNoParams,
          response: { 200: envelopeSchema(orderPaymentSchema) },
        },
      },
      async (request) => okEnvelope(await payments.paymentOf(request.memberId, request.params.orderNo)),
    );

    app.post(
      '/api/v1/payments/tmn',
      {
        schema: {
          tags: ['payments'],
          security: [{ bearer: [] }],
          summary:
            "Start paying the member's own waiting wallet order: the wallet's QR (valid three minutes) and a link for its app; 400 when the order does not wait, the amount differs or wallets are not offered",
          body: walletStartBody,
          response: { 200: envelopeSchema(walletStartSchema) },
        },
      },
      async (request) => okEnvelope(await wallet.start(request.memberId, request.body)),
    );

    app.post(
      '/api/v1/payments/online-checkout',
      {
        schema: {
          tags: ['payments'],
          security: [{ bearer: [] }],
          summary:
            "Start paying the member's own waiting card order at the payment-link provider (CARD_PROVIDER=payment-link): amount in minor units (satang); answers result.data.checkout_url to send the shopper to. 400 when the order does not wait, the amount differs or cards go by the hosted form",
          body: cardCheckoutBody,
          response: { 200: envelopeSchema(cardCheckoutSchema) },
        },
      },
      async (request) => okEnvelope(await cardCheckouts.start(request.memberId, request.body)),
    );
  };
}
