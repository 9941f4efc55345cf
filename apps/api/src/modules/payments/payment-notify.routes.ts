import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { paymentChannelKinds, type PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import { SIGNATURE_HEADER, signatureProblem, TIMESTAMP_HEADER } from './notification-signature';
import { paymentNotificationSchema, type PaymentNotificationsService } from './payment-notifications.service';

/** Keys a provider might send that must never be stored (card numbers, security codes, expiry). */
const CARD_DATA = /card|pan|cvv|cvc|expir/i;

function withoutCardData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCardData);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !CARD_DATA.test(key))
      .map(([key, v]) => [key, withoutCardData(v)]),
  );
}

const isProvider = (name: string): name is PaymentChannelKind => (paymentChannelKinds as readonly string[]).includes(name);

const plainText = (description: string, schema: z.ZodType = z.string()) => ({ description, content: { 'text/plain': { schema } } });

/**
 * The call as the OpenAPI document shows it to a provider's integrator. Nothing here validates:
 * the signature is checked first, over the body's bytes as sent, and only then the body is read
 * (with the same schema), so every refusal is the provider-facing text below, not the envelope.
 */
const notifyDocs = {
  tags: ['payments'],
  summary: "A payment provider's signed word that a payment happened (server to server)",
  description:
    `Signed with PAYMENT_NOTIFY_SECRET: \`${SIGNATURE_HEADER}: sha256=<hex HMAC-SHA256 of "{timestamp}.{body}">\` and ` +
    `\`${TIMESTAMP_HEADER}: <unix seconds>\` (at most five minutes off). Recorded once per eventId; applied only to an unpaid ` +
    "order of the path's channel kind for its exact amount in baht (THB or 764); anything else is recorded, and flagged for staff " +
    'when it says money was taken. Answers plain text, OK once recorded, whatever it led to.',
  params: z.object({ provider: z.enum(paymentChannelKinds).describe('the channel kind the provider pays for') }),
  headers: z.object({
    [SIGNATURE_HEADER]: z.string().describe('sha256= and the hex HMAC-SHA256 of "{timestamp}.{raw body}"'),
    [TIMESTAMP_HEADER]: z
      .string()
      .regex(/^\d{1,12}$/)
      .describe('unix seconds when the provider signed'),
  }),
  body: paymentNotificationSchema,
  produces: ['text/plain'],
  response: {
    200: plainText('recorded (applied, a duplicate, or kept for staff)', z.literal('OK')),
    400: plainText('"body is not JSON" or "body is not a payment notification"; nothing recorded'),
    401: plainText('"signature missing", "signature stale" or "signature mismatch"; nothing recorded'),
    404: plainText('"unknown provider"'),
  },
};

/**
 * `POST /api/v1/payments/{provider}/notify`: a provider's server-to-server word that a payment
 * happened. The body is read as text so the signature is checked over the bytes as sent. Answers
 * `OK` (as card gateways' data feeds expect) once the notification is recorded, whatever it led to;
 * a bad signature or an unreadable body is refused and changes nothing.
 */
export function paymentNotifyRoutes(service: PaymentNotificationsService, secret: string): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    app.post<{ Params: { provider: string } }>(
      '/api/v1/payments/:provider/notify',
      { schema: notifyDocs, validatorCompiler: () => (value) => ({ value }) },
      async (request, reply) => {
        const { provider } = request.params;
        if (!isProvider(provider)) return reply.code(404).type('text/plain; charset=utf-8').send('unknown provider');
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = (name: string) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        const problem = signatureProblem(secret, { signature: header(SIGNATURE_HEADER), timestamp: header(TIMESTAMP_HEADER) }, raw);
        if (problem) {
          request.log.warn({ provider, problem }, 'payment notification refused: signature');
          return reply.code(401).type('text/plain; charset=utf-8').send(`signature ${problem}`);
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          return reply.code(400).type('text/plain; charset=utf-8').send('body is not JSON');
        }
        const note = paymentNotificationSchema.safeParse(parsed);
        if (!note.success) return reply.code(400).type('text/plain; charset=utf-8').send('body is not a payment notification');
        const result = await service.receive(provider, note.data, withoutCardData(parsed));
        if (result.outcome === 'rejected' || result.outcome === 'late')
          request.log.warn({ provider, orderNo: note.data.orderNo, ...result }, 'payment notification not applied');
        return reply.type('text/plain; charset=utf-8').send('OK');
      },
    );
  };
}
