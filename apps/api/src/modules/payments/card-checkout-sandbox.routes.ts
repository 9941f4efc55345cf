import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { bahtDecimalText } from '@pawsook/shared/money/money';
import type { Db } from '../../db/database';
import { cardPage, page, refused } from './card-sandbox.routes';
import { SIGNATURE_HEADER, signatureProblem, TIMESTAMP_HEADER } from './notification-signature';
import { sandboxBankPayments } from './payments.tables';
import { acceptForms, isOwnStep3, notifyShop } from './sandbox-notify';
import { readSandboxToken, signSandboxToken } from './sandbox-token';

/** A checkout session lives as long as a card order waits by default. */
const SESSION_MS = 30 * 60_000;

const checkoutRequest = z.object({
  orderNo: z.string().min(1).max(40),
  amount: z.number().int().positive(),
  currency: z.literal('THB'),
  returnUrl: z.string(),
});
interface Session {
  id: string;
  orderNo: string;
  amountSatang: number;
  returnUrl: string;
  expiresAt: number;
}

/**
 * A stand-in payment-link card provider (CARD_PROVIDER=payment-link): the shop asks its API for a
 * checkout session (signed, amount in minor units) and sends the shopper to the session's page —
 * the same card page as the hosted gateway's, test cards checked in the browser — whose outcome is
 * recorded in the sandbox's books, sent to the shop as a signed webhook, and followed by the way
 * back to step 3.
 */
export function cardCheckoutSandboxRoutes(db: Db, secret: string): FastifyPluginAsync {
  return async (app) => {
    acceptForms(app);
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
    const sessionOf = (token: string) => {
      const session = readSandboxToken<Session>(token, secret);
      return session && session.expiresAt > Date.now() ? session : null;
    };

    app.post('/sandbox/card/checkouts', { schema: { hide: true } }, async (request, reply) => {
      const header = (name: string) => [request.headers[name]].flat()[0];
      if (signatureProblem(secret, { signature: header(SIGNATURE_HEADER), timestamp: header(TIMESTAMP_HEADER) }, JSON.stringify(request.body ?? {}))) {
        return reply.code(401).send({ error: 'signature' });
      }
      const parsed = checkoutRequest.safeParse(request.body);
      if (!parsed.success || !isOwnStep3(parsed.data.returnUrl)) return reply.code(400).send({ error: 'not a checkout request' });
      const { orderNo, amount, returnUrl } = parsed.data;
      const session: Session = {
        id: `cs_${randomBytes(9).toString('base64url')}`,
        orderNo,
        amountSatang: amount,
        returnUrl,
        expiresAt: Date.now() + SESSION_MS,
      };
      return { id: session.id, checkout_url: `/sandbox/card/checkout?session=${encodeURIComponent(signSandboxToken(session, secret))}` };
    });

    app.get('/sandbox/card/checkout', { schema: { hide: true } }, async (request, reply) => {
      const token = String((request.query as { session?: string }).session ?? '');
      const session = sessionOf(token);
      if (!session) return html(reply, 410, refused('This checkout has expired or is not one of this provider. Please go back to the shop and start again.'));
      return html(
        reply,
        200,
        cardPage({
          hidden: { session: token },
          merchant: 'PAWSOOK-SANDBOX',
          orderNo: session.orderNo,
          amountSatang: session.amountSatang,
          action: '/sandbox/card/checkout/complete',
        }),
      );
    });

    app.post('/sandbox/card/checkout/complete', { schema: { hide: true } }, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      const session = sessionOf(form.session ?? '');
      const status = form.outcome as 'paid' | 'declined' | 'cancelled' | undefined;
      if (!session || (status !== 'paid' && status !== 'declined' && status !== 'cancelled'))
        return html(reply, 400, refused('This checkout has expired or was changed.'));
      if (status !== 'cancelled') {
        // one outcome of each kind per session: a decline may be followed by a payment, a payment is made once
        const payment = {
          eventId: `sbx-link-${session.id}-${status}`,
          orderNo: session.orderNo,
          amount: bahtDecimalText(session.amountSatang),
          currency: 'THB',
          status,
          providerReference: `SBXLINK${session.id}`,
        };
        const [recorded] = await db
          .insert(sandboxBankPayments)
          .values({
            provider: 'card',
            eventId: payment.eventId,
            orderNo: payment.orderNo,
            amountSatang: session.amountSatang,
            status,
            providerReference: payment.providerReference,
          })
          .onConflictDoNothing()
          .returning({ id: sandboxBankPayments.id });
        if (!recorded)
          return html(
            reply,
            409,
            page('Already completed', '<h1>Sandbox card gateway</h1><p class="error" role="alert">This checkout was completed already.</p>'),
          );
        // the webhook, server to server, before the shopper is sent back; lose=yes drops it on purpose
        if (form.lose !== 'yes' && !(await notifyShop(app, 'card', payment, secret)))
          request.log.warn({ orderNo: payment.orderNo }, 'sandbox checkout webhook not delivered');
      }
      return reply.redirect(session.returnUrl, 303);
    });
  };
}
