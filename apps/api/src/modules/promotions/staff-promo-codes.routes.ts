import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import {
  staffPromoCodeBody,
  staffPromoCodeChangeBody,
  staffPromoCodeOrdersSchema,
  staffPromoCodeParams,
  staffPromoCodeSchema,
} from '@pawsook/shared/schemas/staff-promo-codes';
import type { StaffPromoCodes } from './staff-promo-codes.service';

/** Promo codes in the back office: registered inside the staff routes, behind their access hook. */
export function staffPromoCodesRoutes(codes: StaffPromoCodes): FastifyPluginAsyncZod {
  return async (app) => {
    const base = { tags: ['staff'], security: [{ bearer: [] }] };
    const config = { permission: 'promotions.manage' as const };

    app.get(
      '/api/v1/staff/promo-codes',
      {
        config,
        schema: {
          ...base,
          summary: 'Every promo code with its rules, uses taken and quota left, newest first',
          response: { 200: envelopeSchema(z.array(staffPromoCodeSchema)) },
        },
      },
      async () => okEnvelope(await codes.list()),
    );

    app.post(
      '/api/v1/staff/promo-codes',
      {
        config,
        schema: {
          ...base,
          summary:
            'A new promo code (case-insensitive, kept upper-case): fixed baht or a percentage with a cap, minimum spend, window, total and per-member quotas, audience, eligible categories/brands/SKUs, bonus coins; 409 when the code exists',
          body: staffPromoCodeBody,
          response: { 200: envelopeSchema(staffPromoCodeSchema) },
        },
      },
      async (request) => okEnvelope(await codes.create(request.staff, request.body)),
    );

    app.patch(
      '/api/v1/staff/promo-codes/:id',
      {
        config,
        schema: {
          ...base,
          summary: 'Change a code’s rules, window, quotas or status (the code itself stays); the total quota never below the uses taken',
          params: staffPromoCodeParams,
          body: staffPromoCodeChangeBody,
          response: { 200: envelopeSchema(staffPromoCodeSchema) },
        },
      },
      async (request) => okEnvelope(await codes.change(request.staff, request.params.id, request.body)),
    );

    app.get(
      '/api/v1/staff/promo-codes/:id/orders',
      {
        config,
        schema: {
          ...base,
          summary: 'The orders that carry the code, newest first (at most 500)',
          params: staffPromoCodeParams,
          response: { 200: envelopeSchema(staffPromoCodeOrdersSchema) },
        },
      },
      async (request) => okEnvelope(await codes.ordersUsing(request.params.id)),
    );
  };
}
