import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { brandSchema, categoriesQuery, categorySchema } from '@pawsook/shared/schemas/catalog';
import { encodeAnswer, sendEncoded, type EncodedAnswer } from '../../http/encoded-answer';
import { envelopeRoutes } from '../../http/envelope-routes';
import type { CatalogService } from './catalog.service';
import type { LiveCatalog } from './live-catalog.service';

/**
 * An answer worked out once per whole read of the catalogue. Every page's header asks for the
 * categories and brands; a change to either makes the triggers announce a whole read (decision
 * 0011), so the answer is as current as the product lists, and an order's stock change, which
 * shows nothing of them, keeps it (decision 0071).
 */
function perWholeRead(live: Pick<LiveCatalog, 'current'>, compute: () => Promise<unknown>): () => Promise<EncodedAnswer> {
  let cached: { whole: object; json: Promise<EncodedAnswer> } | null = null;
  return () => {
    const whole = live.current().shown.whole;
    if (cached?.whole !== whole) {
      const json = compute().then((result) => encodeAnswer(okEnvelope(result)));
      // a failed query is not remembered: the next call asks the database again
      json.catch(() => {
        if (cached?.json === json) cached = null;
      });
      cached = { whole, json };
    }
    return cached.json;
  };
}

export function catalogRoutes(service: CatalogService, live: Pick<LiveCatalog, 'current'>): FastifyPluginAsyncZod {
  return async (app) => {
    const categoriesJson = perWholeRead(live, () => service.listActiveCategories());
    const brandsJson = perWholeRead(live, () => service.listActiveBrands());

    const route = envelopeRoutes(app, { docs: { tags: ['catalog'] } });

    route.sent.get(
      '/api/v1/categories',
      { summary: 'Active categories with their brands', querystring: categoriesQuery, result: z.array(categorySchema) },
      async (request, reply) => sendEncoded(request, reply, await categoriesJson()),
    );

    route.sent.get('/api/v1/brand', { summary: 'Active brands with their categories', result: z.array(brandSchema) }, async (request, reply) =>
      sendEncoded(request, reply, await brandsJson()),
    );
  };
}
