import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffPromotionBody,
  staffPromotionChangeBody,
  staffPromotionChoicesSchema,
  staffPromotionParams,
  staffPromotionSchema,
  staffPromotionSkuSchema,
  staffPromotionSkusQuery,
} from '@pawsook/shared/schemas/staff-promotions';
import { envelopeRoutes } from '../../http/envelope-routes';
import type { StaffPromotions } from './staff-promotions.service';

/** Automatic promotions in the back office, and what its pickers offer: inside the staff routes, behind their access hook. */
export function staffPromotionsRoutes(promotions: StaffPromotions): FastifyPluginAsyncZod {
  return async (app) => {
    const route = envelopeRoutes(app, { docs: { tags: ['staff'], security: [{ bearer: [] }] }, config: { permission: 'promotions.manage' } });

    route.get(
      '/api/v1/staff/promotions',
      { summary: 'Every automatic promotion (gifts with purchase, order discounts), on or off, newest first', result: z.array(staffPromotionSchema) },
      () => promotions.list(),
    );

    route.post(
      '/api/v1/staff/promotions',
      {
        summary:
          'A new automatic promotion: a gift SKU and amount, or baht or a whole percentage off, from a minimum spend and optionally a SKU in the cart, within a window; carts follow at once. 409 when the code exists',
        body: staffPromotionBody,
        result: staffPromotionSchema,
      },
      (request) => promotions.create(request.staff, request.body),
    );

    route.patch(
      '/api/v1/staff/promotions/:id',
      {
        summary:
          'Change any of a promotion’s fields or switch it off or on (the code stays); what is sent is checked with what is stored; carts follow at once',
        params: staffPromotionParams,
        body: staffPromotionChangeBody,
        result: staffPromotionSchema,
      },
      (request) => promotions.change(request.staff, request.params.id, request.body),
    );

    route.get(
      '/api/v1/staff/promotion-choices',
      { summary: 'Every category and brand with its names, on sale or not, for choosing what a promo code is for', result: staffPromotionChoicesSchema },
      () => promotions.choices(),
    );

    route.get(
      '/api/v1/staff/promotion-skus',
      {
        summary: 'SKUs with their product’s names: by part of a name or SKU code (the first 20), or by ids (comma-separated, at most 500)',
        querystring: staffPromotionSkusQuery,
        result: z.array(staffPromotionSkuSchema),
      },
      (request) => promotions.skus(request.query),
    );
  };
}
