import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { idParam } from '@pawsook/shared/validation/ids';
import type { Db } from '../../db/database';
import { notFound } from '../../http/app-error';
import type { StaffAudit } from '../staff/staff-audit';
import { paymentChannels } from './payments.tables';

const channelSchema = z.object({
  id: z.number().int(),
  nameTh: z.string(),
  nameEn: z.string(),
  kind: z.string(),
  status: z.enum(['active', 'inactive']),
  sortOrder: z.number().int(),
  /** how long an unpaid order of the channel waits; null: ORDER_EXPIRY_MINUTES of its kind */
  expiryMinutes: z.number().int().nullable(),
});
const toChannel = (row: typeof paymentChannels.$inferSelect) => ({
  id: row.id,
  nameTh: row.nameTh,
  nameEn: row.nameEn,
  kind: row.kind,
  status: row.status,
  sortOrder: row.sortOrder,
  expiryMinutes: row.expiryMinutes,
});
const channelChangeBody = z
  .object({ status: z.enum(['active', 'inactive']), expiryMinutes: z.number().int().min(1).max(10_080).nullable() })
  .partial()
  .refine((body) => body.status !== undefined || body.expiryMinutes !== undefined, 'validation.required');

/**
 * Payment channels in the back office: every channel, switched on or off, with the time its
 * unpaid orders wait. The channels' trigger
 * (migration 0009) tells every instance, so checkout offers the change at once; orders already
 * placed keep their channel.
 */
export function staffPaymentChannelsRoutes(db: Db, audit: StaffAudit): FastifyPluginAsyncZod {
  return async (app) => {
    const base = { tags: ['staff'], security: [{ bearer: [] }] };
    const config = { permission: 'settings.manage' as const };

    app.get(
      '/api/v1/staff/payment-channels',
      { config, schema: { ...base, summary: 'Every payment channel, on or off, in checkout order', response: { 200: envelopeSchema(z.array(channelSchema)) } } },
      async () => okEnvelope((await db.select().from(paymentChannels).orderBy(asc(paymentChannels.sortOrder), asc(paymentChannels.id))).map(toChannel)),
    );

    app.patch(
      '/api/v1/staff/payment-channels/:id',
      {
        config,
        schema: {
          ...base,
          summary: 'Switch a payment channel on or off, or set how long its unpaid orders wait (1 minute to 7 days; null: the configured time): every instance follows at once; placed orders keep theirs',
          params: z.object({ id: idParam }),
          body: channelChangeBody,
          response: { 200: envelopeSchema(channelSchema) },
        },
      },
      async (request) =>
        okEnvelope(
          await db.transaction(async (tx) => {
            const [before] = await tx.select().from(paymentChannels).where(eq(paymentChannels.id, request.params.id)).for('update');
            if (!before) throw notFound();
            const [after] = await tx.update(paymentChannels).set({ ...request.body, updatedAt: new Date() }).where(eq(paymentChannels.id, request.params.id)).returning();
            await audit.record(tx, request.staff, { action: 'settings.manage:payment-channel', target: `payment channel ${before.id}`, before: toChannel(before), after: toChannel(after!) });
            return toChannel(after!);
          }),
        ),
    );
  };
}
