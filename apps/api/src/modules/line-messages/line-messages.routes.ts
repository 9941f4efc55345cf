import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lineMessagesBody, lineMessagesSchema } from '@pawsook/shared/schemas/members';
import { envelopeRoutes } from '../../http/envelope-routes';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { LineMessageSettings } from './line-message-settings.service';
import { followEvents, isLineSignature } from './line-webhook';

/** The member's switch for order messages on LINE (the profile's LINE section). */
export function lineMessagesRoutes(settings: LineMessageSettings, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(auth));
    const route = envelopeRoutes(app, { docs: { tags: ['members'], security: [{ bearer: [] }] } });

    route.get(
      '/api/v1/members/me/line-messages',
      { summary: 'Whether order messages go to the member on LINE, and the shop’s official account to add as a friend', result: lineMessagesSchema },
      (request) => settings.forMember(request.memberId),
    );

    route.put(
      '/api/v1/members/me/line-messages',
      {
        summary: 'Switch order messages on LINE on or off; 409 to switch them on while LINE is not linked',
        body: lineMessagesBody,
        result: lineMessagesSchema,
      },
      (request) => settings.setByMember(request.memberId, request.body.messagesOn),
    );
  };
}

/**
 * `POST /api/v1/line/webhook`: the LINE platform's events for the shop's official account. The
 * signature is checked over the body's bytes as sent (401 and nothing changed otherwise); a follow
 * switches the member's order messages on, an unfollow (a block) off. Answers 200 at once, as LINE asks.
 */
export function lineWebhookRoutes(settings: LineMessageSettings, channelSecret: string): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(
      '/api/v1/line/webhook',
      {
        schema: { hide: true },
        validatorCompiler: () => (value) => ({ value }),
        config: { rateLimit: false },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-line-signature'];
        if (!isLineSignature(channelSecret, raw, Array.isArray(signature) ? signature[0] : signature)) {
          request.log.warn('LINE webhook refused: signature');
          return reply.code(401).type('text/plain; charset=utf-8').send('signature mismatch');
        }
        let body: unknown;
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          return reply.code(400).type('text/plain; charset=utf-8').send('body is not JSON');
        }
        for (const event of followEvents(body)) await settings.setByLine(event.userId, event.type);
        return reply.type('text/plain; charset=utf-8').send('OK');
      },
    );
  };
}
