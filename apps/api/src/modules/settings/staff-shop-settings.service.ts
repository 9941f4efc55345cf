import { bahtToSatang, satangToBaht } from '@pawsook/shared/money/money';
import type { StaffShopSettings } from '@pawsook/shared/schemas/staff-shop-settings';
import type { Db } from '../../db/database';
import type { StaffAudit } from '../audit/audit.service';
import type { StaffActor } from '../audit/audit.types';
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
export function createStaffShopSettings(db: Db, live: LiveSettings, audit: StaffAudit) {
  return {
    current: (): StaffShopSettings => toStaff(live.current()),

    async change(by: StaffActor, change: { shippingFee: number; freeShippingFrom: number | null }): Promise<StaffShopSettings> {
      const columns = {
        shippingFeeSatang: bahtToSatang(change.shippingFee),
        freeShippingFromSatang: change.freeShippingFrom === null ? null : bahtToSatang(change.freeShippingFrom),
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
        await audit.record(tx, by, {
          action: 'settings.manage:shipping',
          target: 'shipping',
          before,
          after: { shippingFee: change.shippingFee, freeShippingFrom: change.freeShippingFrom, changedByStaff: true },
        });
      });
      await live.settle();
      return toStaff(live.current());
    },
  };
}

export type StaffShopSettingsService = ReturnType<typeof createStaffShopSettings>;
