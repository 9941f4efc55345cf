import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { brandSchema, categoriesQuery, categorySchema } from '@pawsook/shared/schemas/catalog';
import type { CatalogService } from './catalog.service';

export function catalogRoutes(service: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/categories',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Active categories with their brands',
          querystring: categoriesQuery,
          response: { 200: envelopeSchema(z.array(categorySchema)) },
        },
      },
      async () => okEnvelope(await service.listActiveCategories()),
    );

    app.get(
      '/api/v1/brand',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Active brands with their categories',
          response: { 200: envelopeSchema(z.array(brandSchema)) },
        },
      },
      async () => okEnvelope(await service.listActiveBrands()),
    );
  };
}
