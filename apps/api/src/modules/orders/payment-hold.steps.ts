import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { DbOrTx } from '../../db/database';
import { memberMail } from '../members/member-columns.steps';
import { orders } from './orders.tables';
import type { OrderRow } from './orders.types';

/**
 * The member's order a slip is sent for, locked until the caller's transaction ends, with what
 * `channelOf` says of its payment channel (the caller's own part): the slip's checks read it.
 */
export async function lockMemberOrderForSlip<Channel>(tx: DbOrTx, memberId: number, orderNo: string, channelOf: (channelId: SQL) => SQL<Channel>) {
  const [order] = await tx
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      statusId: orders.statusId,
      expiresAt: orders.expiresAt,
      paymentHeld: orders.paymentHeld,
      netTotalSatang: orders.netTotalSatang,
      channel: channelOf(sql`${orders.paymentChannelId}`),
    })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, memberId)))
    .for('update', { of: orders });
  return order;
}

/** An order by its number, locked until the caller's transaction ends, with where its member's mails go (staff reject a slip, and the member is told). */
export async function lockOrderWithMail(tx: DbOrTx, orderNo: string): Promise<{ order: OrderRow; email: string; name: string } | undefined> {
  const [found] = await tx
    .select({ order: orders, email: memberMail.email, name: memberMail.name })
    .from(orders)
    .innerJoin(memberMail, eq(memberMail.memberId, orders.memberId))
    .where(eq(orders.orderNo, orderNo))
    .for('update', { of: orders });
  return found;
}

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
