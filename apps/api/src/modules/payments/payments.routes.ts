import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { paymentChannelSchema } from '@pawsook/shared/schemas/payments';
import type { PaymentsService } from './payments.service';

export function paymentsRoutes(service: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/payment-channel',
      {
        schema: {
          tags: ['payments'],
          summary: 'Active payment channels',
          response: { 200: envelopeSchema(z.array(paymentChannelSchema)) },
        },
      },
      async () => okEnvelope(service.listActiveChannels()),
    );
  };
}
