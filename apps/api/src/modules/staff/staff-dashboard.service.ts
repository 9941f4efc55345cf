import { and, asc, between, count, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { bangkokToday } from '@pawsook/shared/members/member-rules';
import { satangToBaht } from '@pawsook/shared/money/money';
import type { StaffDashboard } from '@pawsook/shared/schemas/staff-dashboard';
import type { Db } from '../../db/database';
import { productSkus, products } from '../catalog/catalog.tables';
import { orders } from '../orders/orders.tables';
import { promoCodes } from '../promotions/promotions.tables';
import { ENDING_SOON_DAYS, LOW_STOCK_AT } from '@pawsook/shared/staff/staff-thresholds';

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

/** What a shop's people look at first: today, what waits, what runs out. Figures from the database as they are now. */
export function createStaffDashboard(db: Db, options: DashboardOptions = { lowStockAt: LOW_STOCK_AT, codesEndingWithinDays: ENDING_SOON_DAYS }) {
  return {
    async today(now = new Date()): Promise<StaffDashboard> {
      const day = bangkokToday(now);
      const start = new Date(`${day}T00:00:00+07:00`);
      const end = new Date(start.getTime() + 86_400_000);
      const [[today], waiting, lowStock, expiring] = await Promise.all([
        db
          .select({
            orders: count(),
            salesSatang: sql<number>`coalesce(sum(${orders.netTotalSatang}) filter (where ${inArray(orders.statusId, SOLD_STATUSES)}), 0)::bigint`,
          })
          .from(orders)
          .where(and(gte(orders.createdAt, start), lt(orders.createdAt, end))),
        db
          .select({ statusId: orders.statusId, count: count() })
          .from(orders)
          .where(inArray(orders.statusId, OPEN_STATUSES))
          .groupBy(orders.statusId)
          .orderBy(asc(orders.statusId)),
        db
          .select({ skuId: productSkus.id, skuCode: productSkus.skuCode, nameTh: products.nameTh, nameEn: products.nameEn, stock: productSkus.stock })
          .from(productSkus)
          .innerJoin(products, eq(products.id, productSkus.productId))
          .where(
            and(
              eq(productSkus.displayStatus, 'active'),
              eq(products.displayStatus, 'active'),
              eq(productSkus.soldSeparately, true),
              lte(productSkus.stock, options.lowStockAt),
            ),
          )
          .orderBy(asc(productSkus.stock), asc(productSkus.skuCode))
          .limit(50),
        db
          .select({ id: promoCodes.id, code: promoCodes.code, endsAt: promoCodes.endsAt, totalQuota: promoCodes.totalQuota, usedCount: promoCodes.usedCount })
          .from(promoCodes)
          .where(
            and(
              eq(promoCodes.status, 'active'),
              isNotNull(promoCodes.endsAt),
              between(promoCodes.endsAt, now, new Date(now.getTime() + options.codesEndingWithinDays * 86_400_000)),
            ),
          )
          .orderBy(asc(promoCodes.endsAt)),
      ]);
      return {
        day,
        ordersToday: today?.orders ?? 0,
        salesToday: satangToBaht(Number(today?.salesSatang ?? 0)),
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
