import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffContentBody,
  staffContentChangeBody,
  staffContentItemSchema,
  staffContentPageSchema,
  staffContentParams,
  staffContentPublishBody,
  staffContentQuery,
} from '@pawsook/shared/schemas/content-items';
import { envelopeRoutes } from '../../http/envelope-routes';
import type { StaffContent } from './staff-content.service';

/** Content in the back office (content.manage): registered inside the staff routes, behind their access hook. */
export function staffContentRoutes(content: StaffContent): FastifyPluginAsyncZod {
  return async (app) => {
    const route = envelopeRoutes(app, { docs: { tags: ['staff'], security: [{ bearer: [] }] }, config: { permission: 'content.manage' } });

    route.get(
      '/api/v1/staff/content',
      {
        summary:
          'Articles, home banners and the promotions and privileges pages’ items, filtered by placement, type, status and words of a title or slug; the latest changed first',
        querystring: staffContentQuery,
        result: staffContentPageSchema,
      },
      (request) => content.list(request.query),
    );

    route.get(
      '/api/v1/staff/content/:id',
      { summary: 'One content item as staff see it, whatever its status', params: staffContentParams, result: staffContentItemSchema },
      (request) => content.get(request.params.id),
    );

    route.post(
      '/api/v1/staff/content',
      {
        summary:
          'A new content item, as a draft: bodies (HTML) sanitised on the server; an article needs its type and slug (409 when the slug is taken), a video article its YouTube address, a banner its image',
        body: staffContentBody,
        result: staffContentItemSchema,
      },
      (request) => content.create(request.staff, request.body),
    );

    route.patch(
      '/api/v1/staff/content/:id',
      {
        summary: 'Change any field but the placement, checked merged with the stored item; bodies sanitised',
        params: staffContentParams,
        body: staffContentChangeBody,
        result: staffContentItemSchema,
      },
      (request) => content.change(request.staff, request.params.id, request.body),
    );

    route.post(
      '/api/v1/staff/content/:id/publish',
      {
        summary: 'Publish a draft now, or from publishedAt (scheduled); 409 from another status',
        params: staffContentParams,
        body: staffContentPublishBody,
        result: staffContentItemSchema,
      },
      (request) => content.move(request.staff, request.params.id, 'publish', request.body.publishedAt),
    );

    route.post(
      '/api/v1/staff/content/:id/unpublish',
      { summary: 'Take a published (or archived) item back to draft: no longer public', params: staffContentParams, result: staffContentItemSchema },
      (request) => content.move(request.staff, request.params.id, 'unpublish'),
    );

    route.post(
      '/api/v1/staff/content/:id/archive',
      {
        summary: 'Archive an item: never shown, kept for the record (unpublish brings it back as a draft)',
        params: staffContentParams,
        result: staffContentItemSchema,
      },
      (request) => content.move(request.staff, request.params.id, 'archive'),
    );
  };
}
