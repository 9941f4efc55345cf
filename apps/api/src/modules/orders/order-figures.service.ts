import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { memberContacts } from '../members/member-columns.steps';
import { orders } from './orders.tables';

/**
 * Plain reads of orders for the back office's other pages (the dashboard, a member's page, the
 * audit log's "before"): each one statement, so a page built of several still asks them together.
 */
export function createOrderFigures(db: Db) {
  return {
    /** Orders placed between `start` and `end`, and the money of those in `soldStatuses`. */
    async placedBetween(start: Date, end: Date, soldStatuses: readonly number[]): Promise<{ orders: number; salesSatang: number }> {
      const [row] = await db
        .select({
          orders: count(),
          salesSatang: sql<number>`coalesce(sum(${orders.netTotalSatang}) filter (where ${inArray(orders.statusId, [...soldStatuses])}), 0)::bigint`,
        })
        .from(orders)
        .where(and(gte(orders.createdAt, start), lt(orders.createdAt, end)));
      return { orders: row?.orders ?? 0, salesSatang: Number(row?.salesSatang ?? 0) };
    },

    /** How many orders stand at each of `statuses` (only those with any), by status. */
    async countsByStatus(statuses: readonly number[]): Promise<{ statusId: number; count: number }[]> {
      return db
        .select({ statusId: orders.statusId, count: count() })
        .from(orders)
        .where(inArray(orders.statusId, [...statuses]))
        .groupBy(orders.statusId)
        .orderBy(asc(orders.statusId));
    },

    /** A member's latest orders, newest first. */
    async latestOfMember(memberId: number, limit: number) {
      return db.select().from(orders).where(eq(orders.memberId, memberId)).orderBy(desc(orders.createdAt)).limit(limit);
    },

    /** The orders that carry a promo code, newest first, with their member's e-mail (one statement). */
    async usingPromoCode(promoCodeId: number, limit: number) {
      return db
        .select({
          orderNo: orders.orderNo,
          createdAt: orders.createdAt,
          statusId: orders.statusId,
          memberId: orders.memberId,
          memberEmail: memberContacts.memberEmail,
          codeDiscountSatang: orders.codeDiscountSatang,
          netTotalSatang: orders.netTotalSatang,
        })
        .from(orders)
        .innerJoin(memberContacts, eq(memberContacts.memberId, orders.memberId))
        .where(eq(orders.promoCodeId, promoCodeId))
        .orderBy(desc(orders.createdAt), asc(orders.id))
        .limit(limit);
    },

    /** What a staff move of the order is about to change, as the audit log keeps it (null: no such order). */
    async stateForAudit(orderNo: string) {
      const [row] = await db
        .select({
          statusId: orders.statusId,
          carrier: orders.carrier,
          parcelNo: orders.parcelNo,
          expectedDeliveryOn: orders.expectedDeliveryOn,
          paidAt: orders.paidAt,
        })
        .from(orders)
        .where(eq(orders.orderNo, orderNo));
      return row ?? null;
    },
  };
}

export type OrderFigures = ReturnType<typeof createOrderFigures>;
