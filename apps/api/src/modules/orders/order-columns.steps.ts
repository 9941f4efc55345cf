import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { orderLines, orders } from './orders.tables';

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

/**
 * Order lines as they were bought, each with its order's owner, status, kind and date, as a
 * subquery another module joins on the line's id (reviews: a line to review, the lines waiting for
 * one); Postgres inlines it, the plan of joining the two tables.
 */
export const orderedLines = qb
  .select({
    orderLineId: orderLines.id,
    // the line's, not the order's: a subquery's columns need names of their own
    orderId: orderLines.orderId,
    orderNo: orders.orderNo,
    orderCreatedAt: orders.createdAt,
    memberId: orders.memberId,
    statusId: orders.statusId,
    isDonation: orders.isDonation,
    productId: orderLines.productId,
    skuId: orderLines.skuId,
    skuCode: orderLines.skuCode,
    nameTh: orderLines.nameTh,
    nameEn: orderLines.nameEn,
    choiceTh: orderLines.choiceTh,
    choiceEn: orderLines.choiceEn,
    imageKey: orderLines.imageKey,
  })
  .from(orderLines)
  .innerJoin(orders, eq(orders.id, orderLines.orderId))
  .as('ordered_lines');

/** The choice each order line was bought in ("400 g"), as a subquery to join on the line's id: a product's reviews show it. */
export const boughtChoices = qb
  .select({ orderLineId: orderLines.id, choiceTh: orderLines.choiceTh, choiceEn: orderLines.choiceEn })
  .from(orderLines)
  .as('bought_choices');
