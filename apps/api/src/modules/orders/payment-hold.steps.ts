import { and, eq, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { DbOrTx } from '../../db/database';
import { orders } from './orders.tables';

/**
 * A member's transfer slip holds their waiting order from expiring until staff have looked at it
 * (decision 0060): the member paid in time, the shop's check may take longer. Only a waiting order
 * is held; the answer says whether it was.
 */
export async function holdPaymentExpiry(tx: DbOrTx, orderId: number): Promise<boolean> {
  const held = await tx
    .update(orders)
    .set({ paymentHeld: true })
    .where(and(eq(orders.id, orderId), eq(orders.statusId, ORDER_STATUS.waitingForPayment)))
    .returning({ id: orders.id });
  return held.length > 0;
}

/**
 * Staff rejected the last waiting slip: the order expires again as usual, but never sooner than
 * `graceUntil`, so the member has time to read why and send the right slip.
 */
export async function releasePaymentExpiry(tx: DbOrTx, orderId: number, graceUntil: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentHeld: false, expiresAt: sql`greatest(${orders.expiresAt}, ${graceUntil.toISOString()}::timestamptz)` })
    .where(and(eq(orders.id, orderId), eq(orders.statusId, ORDER_STATUS.waitingForPayment)));
}
