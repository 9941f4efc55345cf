import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import {
  contentArticleSchema,
  contentListItemSchema,
  contentListQuery,
  contentPageParams,
  contentPageSchema,
  contentSlugParams,
  homeBannerSchema,
} from '@pawsook/shared/schemas/content-items';
import { bearerTokenOf } from '../../http/bearer-token';
import { envelopeRoutes } from '../../http/envelope-routes';
import type { AuthService } from '../auth/auth.service';
import type { ContentItems, Reader } from './content-items.service';

/**
 * The shop's content for shoppers (decision 0040): no token needed; a member's token unlocks
 * members-only bodies. A token that is no longer good reads as a visitor (no 401: these are public pages).
 */
export function contentItemsRoutes(content: ContentItems, auth: Pick<AuthService, 'memberIdFor'>): FastifyPluginAsyncZod {
  async function readerOf(request: FastifyRequest): Promise<Reader> {
    const token = bearerTokenOf(request);
    return { isMember: token !== null && (await auth.memberIdFor(token)) !== null };
  }

  return async (app) => {
    // no token, or a member's (which unlocks members-only bodies)
    const base = { tags: ['content'], security: [{}, { bearer: [] }] as Record<string, never[]>[] };
    const route = envelopeRoutes(app, { docs: base });

    // by hand: its totalRecord is documented without the minimum a page's total has (getPage)
    app.get(
      '/api/v1/content',
      {
        schema: {
          ...base,
          summary: 'Published articles of a type (0 all, 1 recommend, 2 tips, 3 video, 4 news), newest first; totalRecord for the pager',
          querystring: contentListQuery,
          response: { 200: envelopeSchema(z.array(contentListItemSchema)).extend({ totalRecord: z.number().int() }) },
        },
      },
      async (request) => {
        const { items, total } = await content.list(request.query);
        return okEnvelope(items, total);
      },
    );

    route.get(
      '/api/v1/content/home-banners',
      { summary: "The home page's banners in their order (members-only ones for a member's token)", result: z.array(homeBannerSchema) },
      async (request) => content.homeBanners(await readerOf(request)),
    );

    route.get(
      '/api/v1/content/pages/:page',
      {
        summary: 'The promotions or privileges page: its items in order; a members-only body is null with bodyWithheld for a visitor',
        params: contentPageParams,
        result: contentPageSchema,
      },
      async (request) => content.page(request.params.page, await readerOf(request)),
    );

    route.get(
      '/api/v1/content/:slug',
      {
        summary:
          'One published article with its body (sanitised HTML) in Thai and English; a members-only body is null with bodyWithheld for a visitor; 404 for a draft',
        params: contentSlugParams,
        result: contentArticleSchema,
      },
      async (request) => content.article(request.params.slug, await readerOf(request)),
    );
  };
}
