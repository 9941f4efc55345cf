import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import {
  staffContentBody,
  staffContentChangeBody,
  staffContentItemSchema,
  staffContentPageSchema,
  staffContentParams,
  staffContentPublishBody,
  staffContentQuery,
} from '@pawsook/shared/schemas/content-items';
import type { StaffContent } from './staff-content.service';

/** Content in the back office (content.manage): registered inside the staff routes, behind their access hook. */
export function staffContentRoutes(content: StaffContent): FastifyPluginAsyncZod {
  return async (app) => {
    const base = { tags: ['staff'], security: [{ bearer: [] }] };
    const config = { permission: 'content.manage' as const };
    const one = { 200: envelopeSchema(staffContentItemSchema) };

    app.get(
      '/api/v1/staff/content',
      {
        config,
        schema: {
          ...base,
          summary:
            'Articles, home banners and the promotions and privileges pages’ items, filtered by placement, type, status and words of a title or slug; the latest changed first',
          querystring: staffContentQuery,
          response: { 200: envelopeSchema(staffContentPageSchema) },
        },
      },
      async (request) => okEnvelope(await content.list(request.query)),
    );

    app.get(
      '/api/v1/staff/content/:id',
      { config, schema: { ...base, summary: 'One content item as staff see it, whatever its status', params: staffContentParams, response: one } },
      async (request) => okEnvelope(await content.get(request.params.id)),
    );

    app.post(
      '/api/v1/staff/content',
      {
        config,
        schema: {
          ...base,
          summary:
            'A new content item, as a draft: bodies (HTML) sanitised on the server; an article needs its type and slug (409 when the slug is taken), a video article its YouTube address, a banner its image',
          body: staffContentBody,
          response: one,
        },
      },
      async (request) => okEnvelope(await content.create(request.staff, request.body)),
    );

    app.patch(
      '/api/v1/staff/content/:id',
      {
        config,
        schema: {
          ...base,
          summary: 'Change any field but the placement, checked merged with the stored item; bodies sanitised',
          params: staffContentParams,
          body: staffContentChangeBody,
          response: one,
        },
      },
      async (request) => okEnvelope(await content.change(request.staff, request.params.id, request.body)),
    );

    app.post(
      '/api/v1/staff/content/:id/publish',
      {
        config,
        schema: {
          ...base,
          summary: 'Publish a draft now, or from publishedAt (scheduled); 409 from another status',
          params: staffContentParams,
          body: staffContentPublishBody,
          response: one,
        },
      },
      async (request) => okEnvelope(await content.move(request.staff, request.params.id, 'publish', request.body.publishedAt)),
    );

    app.post(
      '/api/v1/staff/content/:id/unpublish',
      {
        config,
        schema: { ...base, summary: 'Take a published (or archived) item back to draft: no longer public', params: staffContentParams, response: one },
      },
      async (request) => okEnvelope(await content.move(request.staff, request.params.id, 'unpublish')),
    );

    app.post(
      '/api/v1/staff/content/:id/archive',
      {
        config,
        schema: {
          ...base,
          summary: 'Archive an item: never shown, kept for the record (unpublish brings it back as a draft)',
          params: staffContentParams,
          response: one,
        },
      },
      async (request) => okEnvelope(await content.move(request.staff, request.params.id, 'archive')),
    );
  };
}
