import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { PaymentOutcomeAnswer } from '@pawsook/shared/schemas/payments';
import type { Db } from '../../db/database';
import { notFound } from '../../http/app-error';
import { paymentOrders } from '../orders/order-columns.steps';
import { paymentAttempts, paymentChannels, paymentNotifications } from './payments.tables';

/**
 * What the provider said of a member's order's latest payment attempt (issue 38: "a declined card
 * says it was declined as soon as the gateway says so"): the newest notification recorded for the
 * order on its own channel's path after the latest attempt was started (a card form handed to the
 * browser, a checkout page, a bill). A notification that did not fit the order (rejected) or came
 * after it ended (late) is no word on this attempt; one from before the latest attempt answered an
 * earlier one. Only reads: the order's status alone says whether it is paid.
 */
export function createPaymentOutcomes({ db }: { db: Db }) {
  return {
    async outcomeOf(memberId: number, orderNo: string): Promise<PaymentOutcomeAnswer> {
      const [order] = await db
        .select({ orderNo: paymentOrders.orderNo, kind: paymentChannels.kind })
        .from(paymentOrders)
        .innerJoin(paymentChannels, eq(paymentChannels.id, paymentOrders.paymentChannelId))
        .where(and(eq(paymentOrders.orderNo, orderNo), eq(paymentOrders.memberId, memberId)));
      if (!order) throw notFound();
      // compared in the database: its timestamps are finer than a JavaScript date
      const latestAttempt = sql`coalesce((select max(${paymentAttempts.createdAt}) from ${paymentAttempts} where ${paymentAttempts.orderNo} = ${order.orderNo}), '-infinity'::timestamptz)`;
      const [word] = await db
        .select({ status: paymentNotifications.status, receivedAt: paymentNotifications.receivedAt })
        .from(paymentNotifications)
        .where(
          and(
            eq(paymentNotifications.orderNo, order.orderNo),
            eq(paymentNotifications.provider, order.kind),
            inArray(paymentNotifications.outcome, ['applied', 'ignored']),
            gt(paymentNotifications.receivedAt, latestAttempt),
          ),
        )
        .orderBy(desc(paymentNotifications.receivedAt), desc(paymentNotifications.id))
        .limit(1);
      return { orderNo: order.orderNo, outcome: word?.status ?? null, receivedAt: word ? word.receivedAt.toISOString() : null };
    },
  };
}

export type PaymentOutcomes = ReturnType<typeof createPaymentOutcomes>;
