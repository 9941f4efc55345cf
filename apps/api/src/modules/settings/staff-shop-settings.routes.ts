import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { staffShopSettingsBody, staffShopSettingsSchema } from '@pawsook/shared/schemas/staff-shop-settings';
import type { StaffShopSettingsService } from './staff-shop-settings.service';

/** The shipping fee and the free-shipping threshold in the back office (staff-shop-settings.service.ts says how a change spreads). */
export function staffShopSettingsRoutes(settings: StaffShopSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    const base = { tags: ['staff'], security: [{ bearer: [] }] };
    const config = { permission: 'settings.manage' as const };

    app.get(
      '/api/v1/staff/shop-settings',
      {
        config,
        schema: {
          ...base,
          summary: 'The shipping fee and the free-shipping threshold of general orders',
          response: { 200: envelopeSchema(staffShopSettingsSchema) },
        },
      },
      async () => okEnvelope(settings.current()),
    );

    app.put(
      '/api/v1/staff/shop-settings',
      {
        config,
        schema: {
          ...base,
          summary: 'Set the shipping fee and the free-shipping threshold (null: never free): carts on every instance follow at once; placed orders keep theirs',
          body: staffShopSettingsBody,
          response: { 200: envelopeSchema(staffShopSettingsSchema) },
        },
      },
      async (request) => okEnvelope(await settings.change(request.staff, request.body)),
    );
  };
}
