import { bangkokToday } from '@pawsook/shared/members/member-rules';
import { satangToBaht } from '@pawsook/shared/money/money';
import type { StaffDashboard } from '@pawsook/shared/schemas/staff-dashboard';
import { ENDING_SOON_DAYS, LOW_STOCK_AT } from '@pawsook/shared/staff/staff-thresholds';
import type { StaffCatalog } from '../catalog/staff-catalog.service';
import type { OrderFigures } from '../orders/order-figures.service';
import type { StaffPromoCodes } from '../promotions/staff-promo-codes.service';

/** Statuses that still need someone: unpaid, paid and on the way, refund under way. */
const OPEN_STATUSES = [1, 2, 3, 4, 5, 6, 7, 10];
/** Sold statuses: the money is the shop's (paid, on its way, delivered). */
const SOLD_STATUSES = [2, 3, 4, 5, 6, 7, 8];

export interface DashboardOptions {
  /** a SKU on sale with this many units or fewer is low */
  lowStockAt: number;
  /** codes ending within this many days are listed */
  codesEndingWithinDays: number;
}

/** What the dashboard reads, each from the module that owns it. */
export interface DashboardSources {
  orders: Pick<OrderFigures, 'placedBetween' | 'countsByStatus'>;
  catalog: Pick<StaffCatalog, 'lowStock'>;
  promoCodes: Pick<StaffPromoCodes, 'endingBetween'>;
}

/** What a shop's people look at first: today, what waits, what runs out. Figures from the database as they are now. */
export function createStaffDashboard(
  sources: DashboardSources,
  options: DashboardOptions = { lowStockAt: LOW_STOCK_AT, codesEndingWithinDays: ENDING_SOON_DAYS },
) {
  return {
    async today(now = new Date()): Promise<StaffDashboard> {
      const day = bangkokToday(now);
      const start = new Date(`${day}T00:00:00+07:00`);
      const end = new Date(start.getTime() + 86_400_000);
      // asked together, as one round of four statements
      const [today, waiting, lowStock, expiring] = await Promise.all([
        sources.orders.placedBetween(start, end, SOLD_STATUSES),
        sources.orders.countsByStatus(OPEN_STATUSES),
        sources.catalog.lowStock(options.lowStockAt, 50),
        sources.promoCodes.endingBetween(now, new Date(now.getTime() + options.codesEndingWithinDays * 86_400_000)),
      ]);
      return {
        day,
        ordersToday: today.orders,
        salesToday: satangToBaht(today.salesSatang),
        waiting: waiting.map((w) => ({ statusId: w.statusId, count: w.count })),
        lowStock,
        expiringCodes: expiring.map((c) => ({
          id: c.id,
          code: c.code,
          endsAt: c.endsAt!.toISOString(),
          quotaLeft: c.totalQuota === null ? null : c.totalQuota - c.usedCount,
        })),
      };
    },
  };
}

export type StaffDashboardService = ReturnType<typeof createStaffDashboard>;
