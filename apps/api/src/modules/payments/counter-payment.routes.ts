import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { counterStartBody, counterStartSchema } from '@pawsook/shared/schemas/payments';
import { envelopeRoutes } from '../../http/envelope-routes';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { CounterPayments } from './counter-payment';

export function counterPaymentRoutes(counter: CounterPayments, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(auth));
    const route = envelopeRoutes(app, { docs: { tags: ['payments'], security: [{ bearer: [] }] } });
    route.post(
      '/api/v1/payments/cs/encryption',
      {
        summary:
          "Start paying the member's own waiting counter-service order: the encrypted payment data and the counter page a hidden form posts it to (as paymentData); 400 when the order does not wait, the amount differs or counter service is not offered",
        body: counterStartBody,
        result: counterStartSchema,
      },
      (request) => counter.start(request.memberId, request.body, request.lang),
    );
  };
}
