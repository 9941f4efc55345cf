import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { paymentChannelSchema } from '@pawsook/shared/schemas/payments';
import { sendEncoded } from '../../http/encoded-answer';
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
      async (request, reply) => sendEncoded(request, reply, service.channelsAnswer()),
    );
  };
}
