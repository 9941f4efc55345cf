import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { contactSchema, socialMediaQuery, socialMediaSchema } from '@pawsook/shared/schemas/content';
import { sendEncoded } from '../../http/encoded-answer';
import type { ContentService } from './content.service';

export function contentRoutes(service: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/contact/get-contact',
      {
        schema: {
          tags: ['content'],
          summary: 'Active contact channels (1 video channel, 2 website, 3 chat app)',
          response: { 200: envelopeSchema(z.array(contactSchema)) },
        },
      },
      async (request, reply) => sendEncoded(request, reply, service.contactsAnswer()),
    );

    app.get(
      '/api/v1/social-media/get-social-media',
      {
        schema: {
          tags: ['content'],
          summary: 'Social links: typeId 1 Facebook pages, 2 other channels',
          querystring: socialMediaQuery,
          response: { 200: envelopeSchema(z.array(socialMediaSchema)) },
        },
      },
      async (request, reply) => sendEncoded(request, reply, service.socialMediaAnswer(request.query.typeId)),
    );
  };
}
