import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { bahtToSatang, satangToBaht } from '@pawsook/shared/money/money';
import { staffShopSettingsBody, staffShopSettingsSchema, type StaffShopSettings } from '@pawsook/shared/schemas/staff-shop-settings';
import type { Db } from '../../db/database';
import type { StaffAudit } from '../staff/staff-audit';
import type { LiveSettings, ShopSettings } from './live-settings';
import { shopSettings } from './settings.tables';

const toStaff = (settings: ShopSettings): StaffShopSettings => ({
  shippingFee: satangToBaht(settings.shipping.flatFeeSatang),
  freeShippingFrom: settings.shipping.freeFromSatang === null ? null : satangToBaht(settings.shipping.freeFromSatang),
  changedByStaff: settings.changedByStaff,
});

/**
 * The shipping fee and the free-shipping threshold in the back office. A change is one row
 * written with its audit entry; the table's trigger tells every instance, and the change is read
 * back before answering, so the next cart this instance prices already uses it.
 */
export function staffShopSettingsRoutes(db: Db, live: LiveSettings, audit: StaffAudit): FastifyPluginAsyncZod {
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
      async () => okEnvelope(toStaff(live.current())),
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
      async (request) => {
        const columns = {
          shippingFeeSatang: bahtToSatang(request.body.shippingFee),
          freeShippingFromSatang: request.body.freeShippingFrom === null ? null : bahtToSatang(request.body.freeShippingFrom),
          updatedAt: new Date(),
        };
        await db.transaction(async (tx) => {
          // the row as it stands, held until this change commits: two staff saving at once each record what the other left
          const [row] = await tx.select().from(shopSettings).for('update');
          const before = row
            ? {
                shippingFee: satangToBaht(row.shippingFeeSatang),
                freeShippingFrom: row.freeShippingFromSatang === null ? null : satangToBaht(row.freeShippingFromSatang),
                changedByStaff: true,
              }
            : toStaff(live.current());
          await tx
            .insert(shopSettings)
            .values({ id: 1, ...columns })
            .onConflictDoUpdate({ target: shopSettings.id, set: columns });
          await audit.record(tx, request.staff, {
            action: 'settings.manage:shipping',
            target: 'shipping',
            before,
            after: { shippingFee: request.body.shippingFee, freeShippingFrom: request.body.freeShippingFrom, changedByStaff: true },
          });
        });
        await live.settle();
        return okEnvelope(toStaff(live.current()));
      },
    );
  };
}
