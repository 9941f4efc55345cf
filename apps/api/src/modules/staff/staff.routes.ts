import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { coinAdjustmentBody, donationPlaceChangeBody, donationPlaceIdParams, skuChangeBody, skuIdParams } from '@pawsook/shared/schemas/staff';
import { AppError } from '../../http/app-error';
import { bearerTokenOf } from '../auth/auth.hook';
import type { StaffService } from './staff.service';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Staff calls, for the shop's people and their tools until a back office exists. They answer only
 * to the configured STAFF_API_TOKEN (compared in constant time) and are not registered without one.
 */
export function staffRoutes(staff: StaffService, staffToken: string): FastifyPluginAsyncZod {
  const expected = digest(staffToken);
  return async (app) => {
    app.addHook('preHandler', async (request) => {
      const token = bearerTokenOf(request);
      if (!token || !timingSafeEqual(digest(token), expected)) throw new AppError(401, 'staff.unauthorized');
    });
    const base = { tags: ['staff'], security: [{ bearer: [] }] };

    app.post(
      '/api/v1/staff/coin-adjustments',
      {
        schema: {
          ...base,
          summary: "Give (coin > 0) or take back (coin < 0) a member's coins as an admin adjustment",
          body: coinAdjustmentBody,
          response: { 200: envelopeSchema(z.object({ balance: z.number().int() })) },
        },
      },
      async (request) => okEnvelope(await staff.adjustCoins(request.body)),
    );

    app.patch(
      '/api/v1/staff/skus/:skuId',
      {
        schema: {
          ...base,
          summary: "Set a SKU's sell stock and whether it is on sale",
          params: skuIdParams,
          body: skuChangeBody,
          response: { 200: envelopeSchema(z.object({ skuId: z.number().int(), stock: z.number().int(), displayStatus: z.enum(['active', 'inactive']) })) },
        },
      },
      async (request) => okEnvelope(await staff.changeSku(request.params.skuId, request.body)),
    );

    app.patch(
      '/api/v1/staff/donation-places/:id',
      {
        schema: {
          ...base,
          summary: 'Open or close a donation place to donations',
          params: donationPlaceIdParams,
          body: donationPlaceChangeBody,
          response: { 200: envelopeSchema(z.object({ id: z.number().int(), status: z.enum(['active', 'inactive']) })) },
        },
      },
      async (request) => okEnvelope(await staff.changeDonationPlace(request.params.id, request.body.status)),
    );
  };
}
