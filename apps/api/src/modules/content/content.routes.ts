import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactSchema, socialMediaQuery, socialMediaSchema } from '@pawsook/shared/schemas/content';
import { sendEncoded } from '../../http/encoded-answer';
import { envelopeRoutes } from '../../http/envelope-routes';
import type { ContentService } from './content.service';

export function contentRoutes(service: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = envelopeRoutes(app, { docs: { tags: ['content'] } });

    route.sent.get(
      '/api/v1/contact/get-contact',
      { summary: 'Active contact channels (1 video channel, 2 website, 3 chat app)', result: z.array(contactSchema) },
      (request, reply) => sendEncoded(request, reply, service.contactsAnswer()),
    );

    route.sent.get(
      '/api/v1/social-media/get-social-media',
      { summary: 'Social links: typeId 1 Facebook pages, 2 other channels', querystring: socialMediaQuery, result: z.array(socialMediaSchema) },
      (request, reply) => sendEncoded(request, reply, service.socialMediaAnswer(request.query.typeId)),
    );
  };
}
