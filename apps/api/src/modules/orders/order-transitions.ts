import { eq, sql } from 'drizzle-orm';
import { transitionEffects, transitionPath, ORDER_STATUS, type OrderStatusId, type TransitionActor } from '@pawsook/shared/status/order-status';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../http/app-error';
import { putStockBack } from '../catalog/catalog.steps';
import { orderLines, orderStatusHistory, orders } from './orders.tables';
import type { OrderRow, TransitionDeps } from './orders.types';

/**
 * Moves an order to another status inside the caller's transaction: the order row is locked, the
 * move is checked against the one table (packages/shared/src/status/order-status.ts), a history
 * row is written, and its effects are applied once — stock back on the shelf, coins back to the
 * member, the promo code's use given back, earned coins credited. A refused move is a 409 whose
 * message says why. Staff marking an order delivered from an earlier step of fulfilment take it
 * through every step between (`transitionPath`): each is a move of its own, with its history row
 * and effects, all in this one transaction; the note goes with the last.
 */
export async function moveOrder(
  tx: DbOrTx,
  deps: TransitionDeps,
  orderId: number,
  to: OrderStatusId,
  actor: TransitionActor,
  note: string | null = null,
  /** the order as the caller already locked it in this transaction (saves reading it again) */
  locked?: OrderRow,
): Promise<OrderRow> {
  const [order] = locked?.id === orderId ? [locked] : await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError(404, 'error.notFound');
  const path = transitionPath(order.statusId as OrderStatusId, to, actor);
  if ('refusal' in path) throw new AppError(409, path.refusal);
  let current = order;
  for (const step of path.steps) current = await moveOneStep(tx, deps, current, step, actor, step === to ? note : null);
  return current;
}

/** One move of the table on the locked order: its row, its history, its effects. */
async function moveOneStep(
  tx: DbOrTx,
  deps: TransitionDeps,
  order: OrderRow,
  to: OrderStatusId,
  actor: TransitionActor,
  note: string | null,
): Promise<OrderRow> {
  const orderId = order.id;
  const from = order.statusId as OrderStatusId;
  const effects = transitionEffects(from, to);
  const [moved] = await tx
    .update(orders)
    .set({ statusId: to, updatedAt: new Date(), ...(to === ORDER_STATUS.paid ? { paidAt: new Date() } : {}) })
    .where(eq(orders.id, orderId))
    .returning();
  await tx.insert(orderStatusHistory).values({ orderId, fromStatusId: from, toStatusId: to, actor, note });

  if (effects.returnStock) {
    const lines = await tx
      .select({ skuId: orderLines.skuId, amount: sql<number>`sum(${orderLines.amount})::int` })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .groupBy(orderLines.skuId)
      .orderBy(orderLines.skuId);
    await putStockBack(tx, lines);
  }
  if (effects.returnCoins && order.coinsUsed > 0) {
    await deps.coins.record(tx, { memberId: order.memberId, coin: order.coinsUsed, activity: 'refund', reference: order.orderNo });
  }
  if (effects.returnPromoCodeUse && order.promoCodeId !== null) await deps.promoCodes.giveBackUse(tx, order.promoCodeId);
  if (effects.creditEarnedCoins && order.receiveCoin > 0) {
    await deps.coins.record(tx, { memberId: order.memberId, coin: order.receiveCoin, activity: 'purchase', reference: order.orderNo });
  }
  return moved!;
}
