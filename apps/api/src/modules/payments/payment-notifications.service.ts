import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { decimalTextToSatang } from '@pawsook/shared/money/money';
import { formatDateTime } from '@pawsook/shared/format/date';
import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { Db } from '../../db/database';
import type { MailService } from '../mail/mail.service';
import { members } from '../members/members.tables';
import { payOrderParts, type OrderRow } from '../orders/order-transitions';
import { orders } from '../orders/orders.tables';
import { renderOrderPaidMail } from './order-paid-mail';
import { paymentNotifications, paymentOutcomes, type NotificationOutcome } from './payments.tables';

/** What every provider's notification is read into (an adapter maps its own shape onto this). */
export const paymentNotificationSchema = z.object({
  eventId: z.string().min(1).max(100),
  orderNo: z.string().min(1).max(40),
  /** baht with two decimals, as a string: money never passes through a float */
  amount: z.string().regex(/^\d{1,10}\.\d{2}$/),
  currency: z.string().min(1).max(8),
  status: z.enum(paymentOutcomes),
  providerReference: z.string().max(100).optional(),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

/** Thai baht, by ISO code or ISO number (card gateways send 764). */
const BAHT = new Set(['THB', '764']);
const UNKNOWN_ORDER = { outcome: 'rejected', reason: 'unknown order' } as const;

export interface NotificationResult {
  outcome: NotificationOutcome | 'duplicate';
  reason: string | null;
}

export interface PaymentNotificationsDeps {
  db: Db;
  mail: MailService;
  publicUrl: string;
}

/**
 * Applies providers' payment notifications (signature already checked by the route). Each is
 * recorded once under its event id: the same notification delivered ten times at once queues on
 * the order's row, and only the first is recorded and moves the order. An order is paid only from
 * "waiting for payment" and only for its exact amount in baht; money for an ended order is kept
 * and flagged for a refund, never lost and never reopening the order.
 */
export function createPaymentNotificationsService({ db, mail, publicUrl }: PaymentNotificationsDeps) {
  /** The payment-received mail, in the order's language, as a part of the paying statement (null: no mail can go). */
  function paidMailPart(order: OrderRow, member: { email: string; name: string }) {
    if (!mail.canSend) return null;
    const rendered = renderOrderPaidMail(order.lang, {
      name: member.name,
      orderNo: order.orderNo,
      netTotalSatang: order.netTotalSatang,
      paidAt: formatDateTime(new Date(), order.lang),
      link: `${publicUrl}/cart/checkout?step=3&Ref=${order.orderNo}`,
    });
    return mail.queueWhen(member.email, rendered, sql`exists (select 1 from paid)`);
  }

  /**
   * What a notification leads to whatever the order's status: an unknown order, another currency
   * or amount, a payment that did not go through. null: it depends on the status (decided under
   * the order's lock, in the recording statement).
   */
  function settledWithoutStatus(order: OrderRow | undefined, note: PaymentNotification): { outcome: NotificationOutcome; reason: string | null } | null {
    if (!order) return UNKNOWN_ORDER;
    if (!BAHT.has(note.currency.toUpperCase())) return { outcome: 'rejected', reason: `currency ${note.currency}` };
    if (decimalTextToSatang(note.amount) !== order.netTotalSatang) return { outcome: 'rejected', reason: `amount ${note.amount} for an order of ${order.netTotalSatang} satang` };
    if (note.status !== 'paid') return { outcome: 'ignored', reason: `payment ${note.status}; the order still waits` };
    return null;
  }

  return {
    async receive(provider: PaymentChannelKind, note: PaymentNotification, payload: unknown): Promise<NotificationResult> {
      // Two round trips, no transaction held open between them (notifications come thousands a
      // second): a plain read of what cannot change (the order's amount, its member and language),
      // then one statement that locks the order, decides on its status as it is then, and records,
      // pays, writes the history and queues the mail — or records only.
      const [found] = await db
        .select({ order: orders, email: members.email, name: members.name })
        .from(orders)
        .innerJoin(members, eq(members.id, orders.memberId))
        .where(eq(orders.orderNo, note.orderNo));
      const values = {
        provider,
        eventId: note.eventId,
        orderNo: note.orderNo,
        amountSatang: decimalTextToSatang(note.amount),
        currency: note.currency,
        status: note.status,
        providerReference: note.providerReference ?? null,
        payload,
      };
      const settled = settledWithoutStatus(found?.order, note);
      if (settled || !found) {
        const outcome = settled ?? UNKNOWN_ORDER;
        // recorded once under its event id: a delivery of one already recorded changes nothing
        const [recorded] = await db
          .insert(paymentNotifications)
          .values({ ...values, ...outcome, needsRefund: false })
          .onConflictDoNothing({ target: [paymentNotifications.provider, paymentNotifications.eventId] })
          .returning({ id: paymentNotifications.id });
        return recorded ? outcome : { outcome: 'duplicate', reason: null };
      }

      // The order row is locked first (every other part reads from `locked`): deliveries for one
      // order queue there, and each decides on the status the one before it left. Money for an
      // ended order is kept and flagged for a refund, never reopening the order.
      const { order } = found;
      const { paid, history } = payOrderParts(order.id, `${provider} ${note.eventId}`, sql`exists (select 1 from recorded where outcome = 'applied')`);
      const mailed = paidMailPart(order, found);
      const [waiting, cancelled, expired] = [ORDER_STATUS.waitingForPayment, ORDER_STATUS.cancelled, ORDER_STATUS.expired].map((id) => sql.raw(String(id)));
      const answer = (await db.execute(sql`
        with locked as (select ${orders.statusId} as status_id from ${orders} where ${orders.id} = ${order.id} for update),
        decided as (
          select case when status_id = ${waiting} then 'applied' when status_id in (${cancelled}, ${expired}) then 'late' else 'ignored' end as outcome,
            case when status_id = ${waiting} then null
              when status_id in (${cancelled}, ${expired}) then format('paid after the order ended (status %s)', status_id)
              else format('already paid (status %s)', status_id) end as reason
          from locked
        ),
        recorded as (
          insert into ${paymentNotifications} ("provider", "event_id", "order_no", "amount_satang", "currency", "status", "provider_reference", "outcome", "reason", "needs_refund", "payload")
          select ${values.provider}::text, ${values.eventId}::text, ${values.orderNo}::text, ${values.amountSatang}::bigint, ${values.currency}::text, ${values.status}::text,
            ${values.providerReference}::text, outcome, reason, outcome = 'late', ${JSON.stringify(payload)}::jsonb
          from decided
          on conflict ("provider", "event_id") do nothing
          returning "outcome", "reason"
        ),
        paid as (${paid}), history as (${history})${mailed ? sql`, mailed as (${mailed})` : sql``}
        select "outcome", "reason" from recorded`)) as unknown as { rows: { outcome: NotificationOutcome; reason: string | null }[] };
      const recorded = answer.rows[0];
      if (!recorded) return { outcome: 'duplicate', reason: null };
      if (recorded.outcome === 'applied') mail.kick();
      return { outcome: recorded.outcome, reason: recorded.reason };
    },
  };
}

export type PaymentNotificationsService = ReturnType<typeof createPaymentNotificationsService>;
