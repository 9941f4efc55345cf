import { and, asc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { DbOrTx } from '../../db/database';
import { orders } from './orders.tables';

/** Past this age an unpaid order is asked about less often (`settledRecheckMs`). */
const SETTLED_AFTER_MS = 60 * 60_000;

/** When an unpaid order's payment is due to be asked about again, all in milliseconds before `now`. */
export interface PaymentCheckTimes {
  now: number;
  /** an order younger than this still expects its notification */
  quietMs: number;
  /** an order asked about is not asked again before this... */
  recheckMs: number;
  /** ...nor, once it is an hour old, before this */
  settledRecheckMs: number;
  /** orders ended this long ago are still asked about */
  endedWithinMs: number;
  batch: number;
}

/**
 * Claims unpaid orders (waiting, or expired within `endedWithinMs`) of the channels `channelIn`
 * accepts (the caller's condition over an order's channel id) whose payment is due to be asked
 * about, oldest first: SKIP LOCKED, so several instances share the work and none asks twice at
 * once; each is marked asked about now. Answers their numbers and channels.
 */
export async function claimPaymentChecks(
  tx: DbOrTx,
  channelIn: (channelId: SQL) => SQL,
  { now, quietMs, recheckMs, settledRecheckMs, endedWithinMs, batch }: PaymentCheckTimes,
): Promise<{ orderNo: string; channelId: number }[]> {
  const due = tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        channelIn(sql`${orders.paymentChannelId}`),
        or(
          eq(orders.statusId, ORDER_STATUS.waitingForPayment),
          and(eq(orders.statusId, ORDER_STATUS.expired), gt(orders.expiresAt, new Date(now - endedWithinMs))),
        ),
        lt(orders.createdAt, new Date(now - quietMs)),
        or(
          isNull(orders.paymentCheckedAt),
          and(gt(orders.createdAt, new Date(now - SETTLED_AFTER_MS)), lt(orders.paymentCheckedAt, new Date(now - recheckMs))),
          lt(orders.paymentCheckedAt, new Date(now - settledRecheckMs)),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(batch)
    .for('update', { skipLocked: true, of: orders });
  return tx
    .update(orders)
    .set({ paymentCheckedAt: new Date(now) })
    .where(inArray(orders.id, due))
    .returning({ orderNo: orders.orderNo, channelId: orders.paymentChannelId });
}
