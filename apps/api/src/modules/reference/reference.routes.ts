import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { districtDetailSchema, provinceDetailSchema, provinceSchema, regionIdParams } from '@pawsook/shared/schemas/reference';
import { z } from 'zod';
import type { ReferenceService } from './reference.service';

// Reference data changes only with a deployment: let browsers and proxies keep it for a day.
const CACHE = 'public, max-age=86400';

export function referenceRoutes(service: ReferenceService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/address/provinces',
      { schema: { tags: ['reference'], summary: 'All provinces', response: { 200: envelopeSchema(z.array(provinceSchema)) } } },
      async (request, reply) => {
        reply.header('cache-control', CACHE).header('vary', 'lang');
        return okEnvelope(await service.listProvinces(request.lang));
      },
    );

    app.get(
      '/api/v1/address/provinces/:id',
      {
        schema: {
          tags: ['reference'],
          summary: 'A province with its districts',
          params: regionIdParams,
          response: { 200: envelopeSchema(provinceDetailSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', CACHE).header('vary', 'lang');
        return okEnvelope(await service.getProvince(request.params.id, request.lang));
      },
    );

    app.get(
      '/api/v1/address/districts/:id',
      {
        schema: {
          tags: ['reference'],
          summary: 'A district with its sub-districts and their postal codes',
          params: regionIdParams,
          response: { 200: envelopeSchema(districtDetailSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', CACHE).header('vary', 'lang');
        return okEnvelope(await service.getDistrict(request.params.id, request.lang));
      },
    );
  };
}
