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
/** Orders that ended before the money came: it is kept on record and handed back by staff. */
const ENDED = new Set<number>([ORDER_STATUS.cancelled, ORDER_STATUS.expired]);


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

  function decide(order: typeof orders.$inferSelect | undefined, note: PaymentNotification): { outcome: NotificationOutcome; reason: string | null } {
    if (!order) return { outcome: 'rejected', reason: 'unknown order' };
    if (!BAHT.has(note.currency.toUpperCase())) return { outcome: 'rejected', reason: `currency ${note.currency}` };
    if (decimalTextToSatang(note.amount) !== order.netTotalSatang) return { outcome: 'rejected', reason: `amount ${note.amount} for an order of ${order.netTotalSatang} satang` };
    if (note.status !== 'paid') return { outcome: 'ignored', reason: `payment ${note.status}; the order still waits` };
    if (order.statusId === ORDER_STATUS.waitingForPayment) return { outcome: 'applied', reason: null };
    if (ENDED.has(order.statusId)) return { outcome: 'late', reason: `paid after the order ended (status ${order.statusId})` };
    return { outcome: 'ignored', reason: `already paid (status ${order.statusId})` };
  }

  return {
    async receive(provider: PaymentChannelKind, note: PaymentNotification, payload: unknown): Promise<NotificationResult> {
      const result = await db.transaction(async (tx): Promise<NotificationResult> => {
        // the order first, locked: deliveries for one order queue here, and each decides on the
        // order as the one before it left it
        const [found] = await tx
          .select({ order: orders, email: members.email, name: members.name })
          .from(orders)
          .innerJoin(members, eq(members.id, orders.memberId))
          .where(eq(orders.orderNo, note.orderNo))
          .for('update', { of: orders });
        const { outcome, reason } = decide(found?.order, note);
        // recorded once under its event id: a delivery of one already recorded changes nothing
        const record = tx
          .insert(paymentNotifications)
          .values({
            provider,
            eventId: note.eventId,
            orderNo: note.orderNo,
            amountSatang: decimalTextToSatang(note.amount),
            currency: note.currency,
            status: note.status,
            providerReference: note.providerReference ?? null,
            outcome,
            reason,
            needsRefund: outcome === 'late',
            payload,
          })
          .onConflictDoNothing({ target: [paymentNotifications.provider, paymentNotifications.eventId] })
          .returning({ id: paymentNotifications.id });
        if (outcome !== 'applied') {
          const [recorded] = await record;
          return recorded ? { outcome, reason } : { outcome: 'duplicate', reason: null };
        }
        // applied: the notification, the order paid, its history row and the mail in one statement
        // (one round trip instead of four: notifications come thousands a second); each part after
        // the first happens only when the one before it did, so a duplicate changes nothing
        const { paid, history } = payOrderParts(found!.order.id, `${provider} ${note.eventId}`, sql`exists (select 1 from recorded)`);
        const mailed = paidMailPart(found!.order, found!);
        const result = (await tx.execute(
          sql`with recorded as (${record.getSQL()}), paid as (${paid}), history as (${history})${mailed ? sql`, mailed as (${mailed})` : sql``}
            select count(*)::int as "moved" from paid`,
        )) as unknown as { rows: { moved: number }[] };
        if (result.rows[0]?.moved !== 1) return { outcome: 'duplicate', reason: null };
        return { outcome, reason };
      });
      if (result.outcome === 'applied') mail.kick();
      return result;
    },
  };
}

export type PaymentNotificationsService = ReturnType<typeof createPaymentNotificationsService>;
