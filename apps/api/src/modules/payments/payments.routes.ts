import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentChannelSchema } from '@pawsook/shared/schemas/payments';
import { sendEncoded } from '../../http/encoded-answer';
import { envelopeRoutes } from '../../http/envelope-routes';
import type { PaymentsService } from './payments.service';

export function paymentsRoutes(service: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    envelopeRoutes(app, { docs: { tags: ['payments'] } }).sent.get(
      '/api/v1/payment-channel',
      { summary: 'Active payment channels', result: z.array(paymentChannelSchema) },
      (request, reply) => sendEncoded(request, reply, service.channelsAnswer()),
    );
  };
}
