import type { FastifyPluginAsync } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { bahtDecimalText, decimalTextToSatang } from '@pawsook/shared/money/money';
import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import type { Db } from '../../db/database';
import { SIGNATURE_HEADER, signatureProblem, TIMESTAMP_HEADER } from './notification-signature';
import { sandboxBankPayments } from './payments.tables';
import { inquirySubject, refundRequestBody } from './provider-api';

/** The sandbox providers that keep books: each answers inquiries and refunds from them. */
export const SANDBOX_PROVIDERS = ['qr', 'card', 'wallet', 'counter'] as const satisfies readonly PaymentChannelKind[];

/**
 * The server-to-server side of every sandbox provider (what `providerApi` calls): the inquiry
 * answers the payments the sandbox made for an order, from its own books, whatever became of their
 * notifications; a refund hands one paid payment back once — asked again under the same refund id
 * it answers the same refund, under another it is refused.
 */
export function sandboxProviderApiRoutes(db: Db, secret: string): FastifyPluginAsync {
  return async (app) => {
    for (const provider of SANDBOX_PROVIDERS) {
      app.get(`/sandbox/${provider}/inquiry`, { schema: { hide: true } }, async (request, reply) => {
        const { orderNo = '' } = request.query as { orderNo?: string };
        const header = (name: string) => [request.headers[name]].flat()[0];
        const problem = signatureProblem(secret, { signature: header(SIGNATURE_HEADER), timestamp: header(TIMESTAMP_HEADER) }, inquirySubject(orderNo));
        if (problem) return reply.code(401).send({ error: `signature ${problem}` });
        const rows = await db
          .select()
          .from(sandboxBankPayments)
          .where(and(eq(sandboxBankPayments.provider, provider), eq(sandboxBankPayments.orderNo, orderNo), ne(sandboxBankPayments.status, 'refunded')));
        return {
          payments: rows.map((r) => ({
            eventId: r.eventId,
            orderNo: r.orderNo,
            amount: bahtDecimalText(r.amountSatang),
            currency: 'THB',
            status: r.status as Exclude<typeof r.status, 'refunded'>,
            providerReference: r.providerReference,
          })),
        };
      });

      app.post(`/sandbox/${provider}/refunds`, { schema: { hide: true } }, async (request, reply) => {
        const header = (name: string) => [request.headers[name]].flat()[0];
        const problem = signatureProblem(
          secret,
          { signature: header(SIGNATURE_HEADER), timestamp: header(TIMESTAMP_HEADER) },
          JSON.stringify(request.body ?? {}),
        );
        if (problem) return reply.code(401).send({ error: `signature ${problem}` });
        const parsed = refundRequestBody.safeParse(request.body);
        if (!parsed.success) return reply.code(400).send({ error: 'not a refund request' });
        const { refundId, orderNo, amount, paymentReference } = parsed.data;
        const [paid] = await db
          .select()
          .from(sandboxBankPayments)
          .where(
            and(
              eq(sandboxBankPayments.provider, provider),
              eq(sandboxBankPayments.orderNo, orderNo),
              eq(sandboxBankPayments.providerReference, paymentReference),
              eq(sandboxBankPayments.status, 'paid'),
            ),
          );
        if (!paid) return reply.code(404).send({ error: 'no such payment' });
        if (decimalTextToSatang(amount) !== paid.amountSatang)
          return reply.code(400).send({ error: `a refund returns the whole ${bahtDecimalText(paid.amountSatang)}` });
        const refundReference = `SBXRF-${refundId}`;
        await db
          .insert(sandboxBankPayments)
          .values({
            provider,
            eventId: `refund:${provider}:${paymentReference}`,
            orderNo,
            amountSatang: paid.amountSatang,
            status: 'refunded',
            providerReference: refundReference,
          })
          .onConflictDoNothing();
        const [refund] = await db
          .select()
          .from(sandboxBankPayments)
          .where(eq(sandboxBankPayments.eventId, `refund:${provider}:${paymentReference}`));
        if (refund?.providerReference !== refundReference) return reply.code(409).send({ error: 'this payment was refunded already' });
        return { refundReference };
      });
    }
  };
}
