import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffShopSettingsBody, staffShopSettingsSchema } from '@pawsook/shared/schemas/staff-shop-settings';
import { envelopeRoutes } from '../../http/envelope-routes';
import type { StaffShopSettingsService } from './staff-shop-settings.service';

/** The shipping fee and the free-shipping threshold in the back office (staff-shop-settings.service.ts says how a change spreads). */
export function staffShopSettingsRoutes(settings: StaffShopSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = envelopeRoutes(app, { docs: { tags: ['staff'], security: [{ bearer: [] }] }, config: { permission: 'settings.manage' } });

    route.get(
      '/api/v1/staff/shop-settings',
      { summary: 'The shipping fee and the free-shipping threshold of general orders', result: staffShopSettingsSchema },
      () => settings.current(),
    );

    route.put(
      '/api/v1/staff/shop-settings',
      {
        summary: 'Set the shipping fee and the free-shipping threshold (null: never free): carts on every instance follow at once; placed orders keep theirs',
        body: staffShopSettingsBody,
        result: staffShopSettingsSchema,
      },
      (request) => settings.change(request.staff, request.body),
    );
  };
}
