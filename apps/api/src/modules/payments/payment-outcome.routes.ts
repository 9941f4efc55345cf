import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { orderNoParams } from '@pawsook/shared/schemas/orders';
import { paymentOutcomeSchema } from '@pawsook/shared/schemas/payments';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { PaymentOutcomes } from './payment-outcome';

export function paymentOutcomeRoutes(outcomes: PaymentOutcomes, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(auth));
    app.get(
      '/api/v1/orders/:orderNo/payment/outcome',
      {
        schema: {
          tags: ['orders'],
          security: [{ bearer: [] }],
          summary:
            "What the provider said of the order's latest payment attempt (paid, declined or cancelled; null until its notification has come): step 3 says at once that a card was declined. Never pays anything; 404 for another member's order",
          params: orderNoParams,
          response: { 200: envelopeSchema(paymentOutcomeSchema) },
        },
      },
      async (request) => okEnvelope(await outcomes.outcomeOf(request.memberId, request.params.orderNo)),
    );
  };
}
