import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffPromoCodeBody,
  staffPromoCodeChangeBody,
  staffPromoCodeOrdersSchema,
  staffPromoCodeParams,
  staffPromoCodeSchema,
} from '@pawsook/shared/schemas/staff-promo-codes';
import { envelopeRoutes } from '../../http/envelope-routes';
import type { StaffPromoCodes } from './staff-promo-codes.service';

/** Promo codes in the back office: registered inside the staff routes, behind their access hook. */
export function staffPromoCodesRoutes(codes: StaffPromoCodes): FastifyPluginAsyncZod {
  return async (app) => {
    const route = envelopeRoutes(app, { docs: { tags: ['staff'], security: [{ bearer: [] }] }, config: { permission: 'promotions.manage' } });

    route.get(
      '/api/v1/staff/promo-codes',
      { summary: 'Every promo code with its rules, uses taken and quota left, newest first', result: z.array(staffPromoCodeSchema) },
      () => codes.list(),
    );

    route.post(
      '/api/v1/staff/promo-codes',
      {
        summary:
          'A new promo code (case-insensitive, kept upper-case): fixed baht or a percentage with a cap, minimum spend, window, total and per-member quotas, audience, eligible categories/brands/SKUs, bonus coins; 409 when the code exists',
        body: staffPromoCodeBody,
        result: staffPromoCodeSchema,
      },
      (request) => codes.create(request.staff, request.body),
    );

    route.patch(
      '/api/v1/staff/promo-codes/:id',
      {
        summary: 'Change a code’s rules, window, quotas or status (the code itself stays); the total quota never below the uses taken',
        params: staffPromoCodeParams,
        body: staffPromoCodeChangeBody,
        result: staffPromoCodeSchema,
      },
      (request) => codes.change(request.staff, request.params.id, request.body),
    );

    route.get(
      '/api/v1/staff/promo-codes/:id/orders',
      { summary: 'The orders that carry the code, newest first (at most 500)', params: staffPromoCodeParams, result: staffPromoCodeOrdersSchema },
      (request) => codes.ordersUsing(request.params.id),
    );
  };
}
