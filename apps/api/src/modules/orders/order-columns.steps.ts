import { QueryBuilder } from 'drizzle-orm/pg-core';
import { orders } from './orders.tables';

// statements built without a database: parts of another module's statement, run in its round trip
const qb = new QueryBuilder();

/**
 * Orders as the payments read them (a member's own order by its number, with its amount, status
 * and channel), as a subquery another module joins its own tables to: Postgres inlines it, the
 * plan of joining the table. Nothing is locked through it; the locking reads are steps of their own.
 */
export const paymentOrders = qb
  .select({
    id: orders.id,
    orderNo: orders.orderNo,
    memberId: orders.memberId,
    statusId: orders.statusId,
    isDonation: orders.isDonation,
    netTotalSatang: orders.netTotalSatang,
    expiresAt: orders.expiresAt,
    lang: orders.lang,
    paymentChannelId: orders.paymentChannelId,
  })
  .from(orders)
  .as('payment_orders');
