import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, notFound } from '../../http/app-error';
import type { CoinsService } from '../coins/coins.service';
import { productSkus, stockAdjustments } from '../catalog/catalog.tables';
import { members } from '../members/members.tables';
import type { StaffAudit } from '../audit/audit.service';
import type { StaffActor } from '../audit/audit.types';
import { orders } from '../orders/orders.tables';

export interface CoinAdjustment {
  memberId: number;
  /** signed: positive gives coins, negative takes them back */
  coin: number;
  /** why (a campaign, a ticket number): one adjustment per member and reference */
  reference: string;
}

/** What staff do to members' coins and the catalogue's stock. */
export function createStaffService(db: Db, coins: CoinsService, audit: StaffAudit) {
  return {
    /**
     * Gives or takes back coins as an "admin adjustment" in the member's ledger, with its audit
     * entry in the same transaction. Taking back never goes below zero (the same lock as every
     * spend); a reference used before is refused.
     */
    async adjustCoins(adjustment: CoinAdjustment, by: StaffActor): Promise<{ balance: number }> {
      const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, adjustment.memberId));
      if (!member) throw notFound();
      try {
        return await db.transaction(async (tx) => {
          const movement = { memberId: adjustment.memberId, activity: 'admin-adjustment' as const, reference: adjustment.reference };
          if (adjustment.coin > 0) {
            if (!(await coins.record(tx, { ...movement, coin: adjustment.coin }))) throw new AppError(409, 'staff.alreadyRecorded');
          } else {
            try {
              await coins.spend(tx, { ...movement, coins: -adjustment.coin });
            } catch (error) {
              if (error instanceof AppError && error.messageKey === 'coin.notEnough') throw new AppError(400, 'staff.belowZero', { field: 'coin' });
              throw error;
            }
          }
          const balance = await coins.balance(adjustment.memberId, tx);
          await audit.record(tx, by, {
            action: 'coins.adjust',
            target: `member ${adjustment.memberId}`,
            before: { balance: balance - adjustment.coin },
            after: { balance, coin: adjustment.coin, reference: adjustment.reference },
          });
          return { balance };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'staff.alreadyRecorded');
        throw error;
      }
    },

    /**
     * Sets a SKU's sell stock (after a count: recorded in its stock history), whether it is on
     * sale, and whether a gift is also sold on its own. The catalogue's triggers tell every server
     * process, so lists, product pages and carts show it at once.
     */
    async changeSku(skuId: number, change: { stock?: number; displayStatus?: 'active' | 'inactive'; soldSeparately?: boolean }, by: StaffActor) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ stock: productSkus.stock, displayStatus: productSkus.displayStatus, soldSeparately: productSkus.soldSeparately })
          .from(productSkus)
          .where(eq(productSkus.id, skuId))
          .for('no key update');
        if (!before) throw notFound();
        const [row] = await tx
          .update(productSkus)
          .set({ ...change, updatedAt: new Date() })
          .where(eq(productSkus.id, skuId))
          .returning({
            skuId: productSkus.id,
            stock: productSkus.stock,
            displayStatus: productSkus.displayStatus,
            soldSeparately: productSkus.soldSeparately,
          });
        // a count is a stock change like any other: the SKU's stock history shows it
        if (change.stock !== undefined && change.stock !== before.stock) {
          await tx.insert(stockAdjustments).values({ skuId, change: change.stock - before.stock, stockAfter: change.stock, reason: 'count', actor: by.actor });
        }
        await audit.record(tx, by, { action: 'catalog.write:sku', target: `sku ${skuId}`, before, after: row });
        return row!;
      });
    },

    /** What a staff write is about to change, as the audit log keeps it beside what it changed to (null: nothing there). */
    before: {
      async order(orderNo: string) {
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
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
