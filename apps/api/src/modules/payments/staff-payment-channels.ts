import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { staffTransferAccountSchema, transferAccountBody, type TransferAccount } from '@pawsook/shared/schemas/transfer-account';
import { idParam } from '@pawsook/shared/validation/ids';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import type { StaffAudit } from '../staff/staff-audit';
import type { PaymentsService } from './payments.service';
import { paymentChannels, transferAccount, transferAccountOf } from './payments.tables';

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
 * unpaid orders wait, and the shop's account for bank transfers. The tables' triggers
 * (migrations 0009, 0027) tell every instance, so checkout offers the change at once; orders
 * already placed keep their channel. Transfers cannot be switched on without the account.
 */
export function staffPaymentChannelsRoutes(db: Db, audit: StaffAudit, payments: Pick<PaymentsService, 'settle'>): FastifyPluginAsyncZod {
  return async (app) => {
    const base = { tags: ['staff'], security: [{ bearer: [] }] };
    const config = { permission: 'settings.manage' as const };

    app.get(
      '/api/v1/staff/payment-channels',
      {
        config,
        schema: { ...base, summary: 'Every payment channel, on or off, in checkout order', response: { 200: envelopeSchema(z.array(channelSchema)) } },
      },
      async () => okEnvelope((await db.select().from(paymentChannels).orderBy(asc(paymentChannels.sortOrder), asc(paymentChannels.id))).map(toChannel)),
    );

    app.patch(
      '/api/v1/staff/payment-channels/:id',
      {
        config,
        schema: {
          ...base,
          summary:
            'Switch a payment channel on or off, or set how long its unpaid orders wait (1 minute to 7 days; null: the configured time): every instance follows at once; placed orders keep theirs',
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
            if (
              before.kind === 'transfer' &&
              request.body.status === 'active' &&
              (await tx.select({ id: transferAccount.id }).from(transferAccount)).length === 0
            ) {
              throw new AppError(409, 'transfer.accountMissing');
            }
            const [after] = await tx
              .update(paymentChannels)
              .set({ ...request.body, updatedAt: new Date() })
              .where(eq(paymentChannels.id, request.params.id))
              .returning();
            await audit.record(tx, request.staff, {
              action: 'settings.manage:payment-channel',
              target: `payment channel ${before.id}`,
              before: toChannel(before),
              after: toChannel(after!),
            });
            return toChannel(after!);
          }),
        ),
    );

    app.get(
      '/api/v1/staff/transfer-account',
      {
        config,
        schema: {
          ...base,
          summary: "The shop's account for bank transfers (null while none is set: transfers are then not offered)",
          response: { 200: envelopeSchema(staffTransferAccountSchema) },
        },
      },
      async () => {
        const [row] = await db.select().from(transferAccount);
        return okEnvelope({ account: row ? transferAccountOf(row) : null });
      },
    );

    app.put(
      '/api/v1/staff/transfer-account',
      {
        config,
        schema: {
          ...base,
          summary:
            "Set the shop's account for bank transfers: a Thai bank, the account's name and number, and the PromptPay id (mobile number, 13-digit tax id or 15-digit e-wallet id) the transfer QR pays; dashes and spaces are dropped. Every instance follows at once",
          body: transferAccountBody,
          response: { 200: envelopeSchema(staffTransferAccountSchema) },
        },
      },
      async (request) => {
        const account: TransferAccount = request.body;
        await db.transaction(async (tx) => {
          const [row] = await tx.select().from(transferAccount).for('update');
          await tx
            .insert(transferAccount)
            .values({ id: 1, ...account })
            .onConflictDoUpdate({ target: transferAccount.id, set: { ...account, updatedAt: new Date() } });
          await audit.record(tx, request.staff, {
            action: 'settings.manage:transfer-account',
            target: 'transfer account',
            before: row ? transferAccountOf(row) : null,
            after: account,
          });
        });
        await payments.settle();
        return okEnvelope({ account });
      },
    );
  };
}
