import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffTransferAccountSchema, transferAccountBody } from '@pawsook/shared/schemas/transfer-account';
import { idParam } from '@pawsook/shared/validation/ids';
import { envelopeRoutes } from '../../http/envelope-routes';
import type { StaffPaymentChannels } from './staff-payment-channels.service';

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
const channelChangeBody = z
  .object({ status: z.enum(['active', 'inactive']), expiryMinutes: z.number().int().min(1).max(10_080).nullable() })
  .partial()
  .refine((body) => body.status !== undefined || body.expiryMinutes !== undefined, 'validation.required');

/** Payment channels and the shop's transfer account in the back office (staff-payment-channels.service.ts says how a change spreads). */
export function staffPaymentChannelsRoutes(channels: StaffPaymentChannels): FastifyPluginAsyncZod {
  return async (app) => {
    const route = envelopeRoutes(app, { docs: { tags: ['staff'], security: [{ bearer: [] }] }, config: { permission: 'settings.manage' } });

    route.get('/api/v1/staff/payment-channels', { summary: 'Every payment channel, on or off, in checkout order', result: z.array(channelSchema) }, () =>
      channels.list(),
    );

    route.patch(
      '/api/v1/staff/payment-channels/:id',
      {
        summary:
          'Switch a payment channel on or off, or set how long its unpaid orders wait (1 minute to 7 days; null: the configured time): every instance follows at once; placed orders keep theirs',
        params: z.object({ id: idParam }),
        body: channelChangeBody,
        result: channelSchema,
      },
      (request) => channels.change(request.staff, request.params.id, request.body),
    );

    route.get(
      '/api/v1/staff/transfer-account',
      { summary: "The shop's account for bank transfers (null while none is set: transfers are then not offered)", result: staffTransferAccountSchema },
      async () => ({ account: await channels.transferAccount() }),
    );

    route.put(
      '/api/v1/staff/transfer-account',
      {
        summary:
          "Set the shop's account for bank transfers: a Thai bank, the account's name and number, and the PromptPay id (mobile number, 13-digit tax id or 15-digit e-wallet id) the transfer QR pays; dashes and spaces are dropped. Every instance follows at once",
        body: transferAccountBody,
        result: staffTransferAccountSchema,
      },
      async (request) => ({ account: await channels.setTransferAccount(request.staff, request.body) }),
    );
  };
}
