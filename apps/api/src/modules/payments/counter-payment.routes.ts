import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { counterStartBody, counterStartSchema } from '@pawsook/shared/schemas/payments';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { CounterPayments } from './counter-payment';

export function counterPaymentRoutes(counter: CounterPayments, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(auth));
    app.post(
      '/api/v1/payments/cs/encryption',
      {
        schema: {
          tags: ['payments'],
          security: [{ bearer: [] }],
          summary:
            "Start paying the member's own waiting counter-service order: the encrypted payment data and the counter page a hidden form posts it to (as paymentData); 400 when the order does not wait, the amount differs or counter service is not offered",
          body: counterStartBody,
          response: { 200: envelopeSchema(counterStartSchema) },
        },
      },
      async (request) => okEnvelope(await counter.start(request.memberId, request.body, request.lang)),
    );
  };
}
