import { eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { DbOrTx } from '../../db/database';
import { moveOrder } from './order-transitions';
import { orders } from './orders.tables';
import type { OrderRow, TransitionDeps } from './orders.types';

/** An order by its number or id, locked until the caller's transaction ends (a refund is claimed and finished under it). */
export async function lockOrder(tx: DbOrTx, which: { orderNo: string } | { id: number }): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where('orderNo' in which ? eq(orders.orderNo, which.orderNo) : eq(orders.id, which.id))
    .for('update');
  return order;
}

/** A cancelled order whose payment staff hand back waits for the provider: it moves to refunding (the order as the caller locked it). */
export async function startOrderRefund(tx: DbOrTx, deps: TransitionDeps, order: OrderRow, by: string): Promise<void> {
  await moveOrder(tx, deps, order.id, ORDER_STATUS.refunding, 'staff', `refund by ${by}`, order);
}

/** The money of the order's own payment is back: an order still refunding ends refunded. */
export async function finishOrderRefund(tx: DbOrTx, deps: TransitionDeps, orderId: number): Promise<void> {
  const order = await lockOrder(tx, { id: orderId });
  if (order?.statusId === ORDER_STATUS.refunding) await moveOrder(tx, deps, orderId, ORDER_STATUS.refunded, 'payment', 'refunded', order);
}
