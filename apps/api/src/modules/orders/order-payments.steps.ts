import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { checkTransition, transitionEffects, ORDER_STATUS, ORDER_STATUS_IDS, type OrderStatusId } from '@pawsook/shared/status/order-status';
import type { DbOrTx } from '../../db/database';
import { memberMail } from '../members/member-columns.steps';
import { orderStatusHistory, orders } from './orders.tables';
import type { OrderRow } from './orders.types';

/** What money arriving does to an order in a status: pays it, comes after it ended (kept for a refund), or changes nothing. */
export type PaymentOnOrder = 'applied' | 'late' | 'ignored';

/** Orders that ended unpaid: money for them is kept and flagged for a refund. */
const ENDED_UNPAID: readonly OrderStatusId[] = [ORDER_STATUS.cancelled, ORDER_STATUS.expired];

/** The one decision, read from the transition table: a payment pays an order only where the table lets a payment move it to paid. */
export function paymentOnOrder(statusId: OrderStatusId): PaymentOnOrder {
  if (checkTransition(statusId, ORDER_STATUS.paid, 'payment') === null) return 'applied';
  return ENDED_UNPAID.includes(statusId) ? 'late' : 'ignored';
}

const PAYS_FROM = ORDER_STATUS_IDS.filter((id) => paymentOnOrder(id) === 'applied');

// the paying statement writes the move to paid without moveOrder's effects: it stands only while the table gives that move none
if (PAYS_FROM.some((from) => Object.values(transitionEffects(from, ORDER_STATUS.paid)).some(Boolean))) {
  throw new Error('order-payments.steps: paying an order has effects now; payOrdersParts must apply them');
}

/** The statuses as literals: a parameter in a select list has no type to take. */
const literal = (id: number) => sql.raw(String(id));

/**
 * `paymentOnOrder` as an expression over an order's status column (as it is under the caller's
 * lock), with the reason a notification records: the notifications decide with it, and the
 * paying update takes only the orders it still says `applied` for.
 */
export function paymentDecisionOf(status: SQL): { outcome: SQL<PaymentOnOrder>; reason: SQL<string | null> } {
  const when = (outcome: PaymentOnOrder) => sql.join(ORDER_STATUS_IDS.filter((id) => paymentOnOrder(id) === outcome).map(literal), sql`, `);
  return {
    outcome: sql<PaymentOnOrder>`case when ${status} in (${when('applied')}) then 'applied' when ${status} in (${when('late')}) then 'late' else 'ignored' end`,
    reason: sql<string | null>`case when ${status} in (${when('applied')}) then null
      when ${status} in (${when('late')}) then format('paid after the order ended (status %s)', ${status})
      else format('already paid (status %s)', ${status}) end`,
  };
}

/**
 * The orders named by `input` (a query giving "order_id"), locked in id order so batches of two
 * processes never wait on each other, as a part of the caller's statement: "id" and "status_id".
 */
export function lockOrdersPart(input: SQL): SQL {
  return sql`select ${orders.id} as "id", ${orders.statusId} as "status_id" from ${orders}
    where ${orders.id} in (select "order_id" from (${input}) as i) order by ${orders.id} for update`;
}

/**
 * The move of locked orders to paid as two parts of the caller's one statement, for the payment
 * notifications that come thousands a second: `paid` (the order rows named by `paying`, a query
 * giving "order_id" and "note", that `paymentDecisionOf` still pays) and `history` (their history
 * rows, from `paid`, moving from the status `locked` read: the caller's `lockOrdersPart`), the
 * rows `moveOrder` would write.
 */
export function payOrdersParts(paying: SQL, locked: SQL): { paid: SQL; history: SQL } {
  const paidStatus = literal(ORDER_STATUS.paid);
  return {
    paid: sql`update ${orders} set "status_id" = ${paidStatus}, "paid_at" = now(), "updated_at" = now()
      where ${orders.id} in (select "order_id" from (${paying}) as p) and ${paymentDecisionOf(sql`${orders.statusId}`).outcome} = 'applied'
      returning ${orders.id}`,
    history: sql`insert into ${orderStatusHistory} ("order_id", "from_status_id", "to_status_id", "actor", "note")
      select paid."id", o."status_id", ${paidStatus}, 'payment', p."note" from paid join (${paying}) as p on p."order_id" = paid."id"
        join ${locked} as o on o."id" = paid."id"`,
  };
}

/**
 * The orders of these numbers, each with where its member's mails go and what `channelOf` says of
 * its payment channel (the caller's own part), in one read: the payment notifications' first.
 */
export async function ordersToPay<Channel>(
  tx: DbOrTx,
  orderNos: readonly string[],
  channelOf: (channelId: SQL) => SQL<Channel>,
): Promise<{ order: OrderRow; email: string; name: string; channel: Channel }[]> {
  // a join, not a subquery a row: thousands of notifications a second go through this read
  return tx
    .select({ order: orders, email: memberMail.email, name: memberMail.name, channel: channelOf(sql`${orders.paymentChannelId}`) })
    .from(orders)
    .innerJoin(memberMail, eq(memberMail.memberId, orders.memberId))
    .where(inArray(orders.orderNo, [...orderNos]));
}
