import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { districtDetailSchema, provinceDetailSchema, provinceSchema, regionIdParams } from '@pawsook/shared/schemas/reference';
import { z } from 'zod';
import { envelopeRoutes } from '../../http/envelope-routes';
import type { ReferenceService } from './reference.service';

// Reference data changes only with a deployment: let browsers and proxies keep it for a day.
const CACHE = 'public, max-age=86400';

export function referenceRoutes(service: ReferenceService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = envelopeRoutes(app, { docs: { tags: ['reference'] } });
    const keptForADay = <T>(reply: FastifyReply, answer: T) => {
      reply.header('cache-control', CACHE).header('vary', 'lang');
      return answer;
    };

    route.get('/api/v1/address/provinces', { summary: 'All provinces', result: z.array(provinceSchema) }, (request, reply) =>
      keptForADay(reply, service.listProvinces(request.lang)),
    );

    route.get(
      '/api/v1/address/provinces/:id',
      { summary: 'A province with its districts', params: regionIdParams, result: provinceDetailSchema },
      (request, reply) => keptForADay(reply, service.getProvince(request.params.id, request.lang)),
    );

    route.get(
      '/api/v1/address/districts/:id',
      { summary: 'A district with its sub-districts and their postal codes', params: regionIdParams, result: districtDetailSchema },
      (request, reply) => keptForADay(reply, service.getDistrict(request.params.id, request.lang)),
    );
  };
}
