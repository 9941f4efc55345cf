import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderNoParams } from '@pawsook/shared/schemas/orders';
import { paymentOutcomeSchema } from '@pawsook/shared/schemas/payments';
import { envelopeRoutes } from '../../http/envelope-routes';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { PaymentOutcomes } from './payment-outcome';

export function paymentOutcomeRoutes(outcomes: PaymentOutcomes, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(auth));
    const route = envelopeRoutes(app, { docs: { tags: ['orders'], security: [{ bearer: [] }] } });
    route.get(
      '/api/v1/orders/:orderNo/payment/outcome',
      {
        summary:
          "What the provider said of the order's latest payment attempt (paid, declined or cancelled; null until its notification has come): step 3 says at once that a card was declined. Never pays anything; 404 for another member's order",
        params: orderNoParams,
        result: paymentOutcomeSchema,
      },
      (request) => outcomes.outcomeOf(request.memberId, request.params.orderNo),
    );
  };
}
