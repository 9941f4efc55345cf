import { and, count, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { BatchStatement } from '../../db/batch-statement';
import type { DbOrTx } from '../../db/database';
import { insertJsonRows } from '../../db/json-rows';
import type { OrderRow } from './orders.types';
import { orderLines, orderStatusHistory, orders } from './orders.tables';
import type { NewOrder, NewOrderLine } from './orders.types';

/** Statuses of orders that no longer hold anything: they give their code's use back. */
const GAVE_BACK = [ORDER_STATUS.cancelled, ORDER_STATUS.expired];
/** Statuses of orders that were paid. */
const PAID = [2, 3, 4, 5, 6, 7, 8, 10, 11];

/** The id of the member's order placed under this Idempotency-Key, or null, for a caller's reading statement (both may be columns). */
export function earlierOrderIdPart(memberId: SQL, idempotencyKey: SQL): SQL<number | null> {
  return sql`(select ${orders.id} from ${orders} where ${orders.memberId} = ${memberId} and ${orders.idempotencyKey} = ${idempotencyKey})`;
}

/** A new order's id, drawn in a reading statement so every row of the writing statement can name it. */
export function newOrderIdPart(): SQL<number> {
  return sql`nextval(pg_get_serial_sequence('orders', 'id'))::int`;
}

/** An order as it is, by id (a replayed order answers with its own row). */
export async function orderById(tx: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id));
  return order;
}

/**
 * Writes a batch's orders, their lines and their first history rows (waiting for payment, by the
 * member) as parts of its writing statement.
 */
export function writeOrders(statement: BatchStatement, batch: readonly { values: NewOrder & { id: number }; lines: readonly NewOrderLine[] }[]): void {
  if (batch.length === 0) return;
  const history = batch.map((o) => ({ orderId: o.values.id, fromStatusId: null, toStatusId: ORDER_STATUS.waitingForPayment, actor: 'member' as const }));
  statement.add(
    'placed',
    insertJsonRows(
      orders,
      batch.map((o) => o.values),
    ),
  );
  statement.add(
    'lines',
    insertJsonRows(
      orderLines,
      batch.flatMap((o) => o.lines),
    ),
  );
  statement.add('history', insertJsonRows(orderStatusHistory, history));
}

/** How many of the member's orders that still hold a use carry this code (a code's per-member limit). */
export async function codeUsesByMember(tx: DbOrTx, promoCodeId: number, memberId: number): Promise<number> {
  const [mine] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.promoCodeId, promoCodeId), eq(orders.memberId, memberId), notInArray(orders.statusId, GAVE_BACK)));
  return mine?.n ?? 0;
}

/** Whether the member has ever paid an order (codes for new members only). */
export async function hasPaidOrder(tx: DbOrTx, memberId: number): Promise<boolean> {
  const [paid] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), inArray(orders.statusId, PAID)));
  return (paid?.n ?? 0) > 0;
}

/** The member's order placed under this Idempotency-Key (two requests with one key at once: the other made it). */
export async function orderByIdempotencyKey(tx: DbOrTx, memberId: number, idempotencyKey: string): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, idempotencyKey)));
  return order;
}
