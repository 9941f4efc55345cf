import { and, asc, desc, eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { DbOrTx } from '../../db/database';
import { memberMail } from '../members/member-columns.steps';
import { orderLines, orderStatusHistory, orders } from './orders.tables';
import type { OrderAddressCopy, OrderRow } from './orders.types';

export type OrderLineRow = typeof orderLines.$inferSelect;

/** What a tax document is built from: the order, its lines as ordered, and where its member's mails go. */
export interface OrderForTaxDocument {
  order: OrderRow;
  lines: OrderLineRow[];
  email: string;
  memberName: string;
}

/**
 * The order (the member's own when `memberId` is given), locked until the caller's transaction
 * ends, with its lines and its member's mail: a tax document is issued under this lock, so two
 * issuers of one order's invoice take turns and the second finds the first's.
 */
export async function lockOrderForTaxDocument(tx: DbOrTx, orderId: number, memberId?: number): Promise<OrderForTaxDocument | undefined> {
  const [found] = await tx
    .select({ order: orders, email: memberMail.email, memberName: memberMail.name })
    .from(orders)
    .innerJoin(memberMail, eq(memberMail.memberId, orders.memberId))
    .where(memberId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.memberId, memberId)))
    .for('update', { of: orders });
  if (!found) return undefined;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  return { ...found, lines };
}

/** The member's own order as it is (locked until the caller's transaction ends with `lock`), or undefined for another member's or none. */
export async function memberOrder(tx: DbOrTx, memberId: number, orderId: number, { lock = false } = {}): Promise<OrderRow | undefined> {
  const query = tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)));
  const [order] = lock ? await query.for('update') : await query;
  return order;
}

/** A paid order without a tax-invoice address names one when its member asks for an invoice later (under the caller's lock). */
export async function setOrderReceiptAddress(tx: DbOrTx, orderId: number, address: OrderAddressCopy): Promise<void> {
  await tx.update(orders).set({ receiptNeed: true, receiptAddress: address, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/** The note staff gave when they cancelled the order (a refund's reason), or null. */
export async function cancellationNote(tx: DbOrTx, orderId: number): Promise<string | null> {
  const [row] = await tx
    .select({ note: orderStatusHistory.note })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatusId, ORDER_STATUS.cancelled)))
    .orderBy(desc(orderStatusHistory.id))
    .limit(1);
  return row?.note ?? null;
}
