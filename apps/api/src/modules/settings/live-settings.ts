import type { FastifyBaseLogger } from 'fastify';
import type { ShippingRule } from '@pawsook/shared/pricing/price-group';
import type { Database } from '../../db/database';
import { createLiveValue, type LiveValue } from '../../db/live-value';
import { shopSettings } from './settings.tables';

export const SHOP_SETTINGS_CHANNEL = 'shop_settings_changed';

export interface ShopSettings {
  shipping: ShippingRule;
  /** false while staff have not set them: the configuration's values hold */
  changedByStaff: boolean;
}

export type LiveSettings = LiveValue<ShopSettings>;

/**
 * The settings staff change while the shop runs, in memory and current in every process (the
 * table's trigger announces each change; live-value.ts). Without a row the configuration holds.
 */
export function createLiveSettings(database: Database, configured: ShippingRule, log: FastifyBaseLogger): Promise<LiveSettings> {
  return createLiveValue(
    database,
    SHOP_SETTINGS_CHANNEL,
    async () => {
      const [row] = await database.db.select().from(shopSettings);
      if (!row) return Object.freeze({ shipping: configured, changedByStaff: false });
      return Object.freeze({
        shipping: { ...configured, flatFeeSatang: row.shippingFeeSatang, freeFromSatang: row.freeShippingFromSatang },
        changedByStaff: true,
      });
    },
    log,
  );
}
