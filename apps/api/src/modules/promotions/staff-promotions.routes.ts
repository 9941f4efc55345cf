import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import {
  staffPromotionBody,
  staffPromotionChangeBody,
  staffPromotionChoicesSchema,
  staffPromotionParams,
  staffPromotionSchema,
  staffPromotionSkuSchema,
  staffPromotionSkusQuery,
} from '@pawsook/shared/schemas/staff-promotions';
import type { StaffPromotions } from './staff-promotions.service';

/** Automatic promotions in the back office, and what its pickers offer: inside the staff routes, behind their access hook. */
export function staffPromotionsRoutes(promotions: StaffPromotions): FastifyPluginAsyncZod {
  return async (app) => {
    const base = { tags: ['staff'], security: [{ bearer: [] }] };
    const config = { permission: 'promotions.manage' as const };

    app.get(
      '/api/v1/staff/promotions',
      {
        config,
        schema: {
          ...base,
          summary: 'Every automatic promotion (gifts with purchase, order discounts), on or off, newest first',
          response: { 200: envelopeSchema(z.array(staffPromotionSchema)) },
        },
      },
      async () => okEnvelope(await promotions.list()),
    );

    app.post(
      '/api/v1/staff/promotions',
      {
        config,
        schema: {
          ...base,
          summary:
            'A new automatic promotion: a gift SKU and amount, or baht or a whole percentage off, from a minimum spend and optionally a SKU in the cart, within a window; carts follow at once. 409 when the code exists',
          body: staffPromotionBody,
          response: { 200: envelopeSchema(staffPromotionSchema) },
        },
      },
      async (request) => okEnvelope(await promotions.create(request.staff, request.body)),
    );

    app.patch(
      '/api/v1/staff/promotions/:id',
      {
        config,
        schema: {
          ...base,
          summary:
            'Change any of a promotion’s fields or switch it off or on (the code stays); what is sent is checked with what is stored; carts follow at once',
          params: staffPromotionParams,
          body: staffPromotionChangeBody,
          response: { 200: envelopeSchema(staffPromotionSchema) },
        },
      },
      async (request) => okEnvelope(await promotions.change(request.staff, request.params.id, request.body)),
    );

    app.get(
      '/api/v1/staff/promotion-choices',
      {
        config,
        schema: {
          ...base,
          summary: 'Every category and brand with its names, on sale or not, for choosing what a promo code is for',
          response: { 200: envelopeSchema(staffPromotionChoicesSchema) },
        },
      },
      async () => okEnvelope(await promotions.choices()),
    );

    app.get(
      '/api/v1/staff/promotion-skus',
      {
        config,
        schema: {
          ...base,
          summary: 'SKUs with their product’s names: by part of a name or SKU code (the first 20), or by ids (comma-separated, at most 500)',
          querystring: staffPromotionSkusQuery,
          response: { 200: envelopeSchema(z.array(staffPromotionSkuSchema)) },
        },
      },
      async (request) => okEnvelope(await promotions.skus(request.query)),
    );
  };
}
