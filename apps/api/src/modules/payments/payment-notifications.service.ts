import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { decimalTextToSatang } from '@pawsook/shared/money/money';
import { formatDateTime } from '@pawsook/shared/format/date';
import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import type { Db } from '../../db/database';
import { createStatementBatcher } from '../../db/statement-batcher';
import type { MailService } from '../mail/mail.service';
import { mailLink } from '../mail/mail-templates.service';
import { lockOrdersPart, ordersToPay, payOrdersParts, paymentDecisionOf } from '../orders/order-payments.steps';
import type { OrderRow } from '../orders/orders.types';
import { renderOrderPaidMail } from './order-paid-mail';
import { channelKindOf } from './channel-kind';
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
  /** batches with the database at once: 1 for the embedded database (one thread), more for a server */
  maxInFlight: number;
}

interface Received {
  provider: PaymentChannelKind;
  note: PaymentNotification;
  payload: unknown;
  /** staff saw the money arrive (a bank transfer for an order of any channel): no provider's path to keep to */
  anyChannel: boolean;
}

/** A provider's notification for an order of another channel kind. */
const ofAnotherChannel = (found: { kind: PaymentChannelKind } | undefined, received: Received) =>
  found !== undefined && found.kind !== received.provider && !received.anyChannel;

/** A notification whose outcome is known before its order's status is: flagged ones need staff. */
interface Settled {
  received: Received;
  outcome: NotificationOutcome;
  reason: string | null;
  flagged: boolean;
}

/** The batcher's key: one notification of an order per batch (statement-batcher.ts), by its number. */
function orderKey(orderNo: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < orderNo.length; i++) hash = Math.imul(hash ^ orderNo.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * Applies providers' payment notifications (signature already checked by the route). Each is
 * recorded once under its event id: the same notification delivered ten times at once queues on
 * the order's row, and only the first is recorded and moves the order. An order is paid only from
 * "waiting for payment" and only for its exact amount in baht; money for an ended order is kept
 * and flagged for a refund, never lost and never reopening the order.
 *
 * Notifications come thousands a second, so those that arrive together are applied together
 * (statement-batcher.ts: at most one of an order in a batch, a failed batch retried one by one):
 * one read of their orders, then one statement that records those decided already, and one that
 * locks the others' orders, decides on their status as it is then, records them, pays, writes the
 * history and queues the mails.
 */
export function createPaymentNotificationsService({ db, mail, publicUrl, maxInFlight }: PaymentNotificationsDeps) {
  /** The payment-received mail, in the order's language (null: no mail can go). */
  function paidMail(order: OrderRow, member: { email: string; name: string }) {
    if (!mail.canSend) return null;
    return {
      to: member.email,
      ...renderOrderPaidMail(order.lang, {
        name: member.name,
        orderNo: order.orderNo,
        netTotalSatang: order.netTotalSatang,
        paidAt: formatDateTime(new Date(), order.lang),
        link: mailLink(publicUrl, '/cart/checkout', { step: '3', Ref: order.orderNo }, order.lang),
      }),
    };
  }

  /**
   * What a notification leads to whatever the order's status: an unknown order, an order of
   * another channel kind, another currency or amount, a payment that did not go through. null: it
   * depends on the status (decided under the order's lock, in the recording statement).
   */
  function settledWithoutStatus(
    found: { order: OrderRow; kind: PaymentChannelKind } | undefined,
    received: Received,
  ): { outcome: NotificationOutcome; reason: string | null } | null {
    if (!found) return UNKNOWN_ORDER;
    const { order, kind } = found;
    const { provider, note } = received;
    if (ofAnotherChannel(found, received)) return { outcome: 'rejected', reason: `a ${provider} notification for an order paid by ${kind}` };
    if (!BAHT.has(note.currency.toUpperCase())) return { outcome: 'rejected', reason: `currency ${note.currency}` };
    if (decimalTextToSatang(note.amount) !== order.netTotalSatang)
      return { outcome: 'rejected', reason: `amount ${note.amount} for an order of ${order.netTotalSatang} satang` };
    if (note.status !== 'paid') return { outcome: 'ignored', reason: `payment ${note.status}; the order still waits` };
    return null;
  }

  /** A notification's columns, in the order of the statements' column lists. */
  const columns = ({ provider, note, payload }: Received) =>
    sql`${provider}::text, ${note.eventId}::text, ${note.orderNo}::text, ${decimalTextToSatang(note.amount)}::bigint, ${note.currency}::text,
      ${note.status}::text, ${note.providerReference ?? null}::text, ${JSON.stringify(payload)}::jsonb`;
  const NOTIFICATION_COLUMNS = sql.raw('"provider", "event_id", "order_no", "amount_satang", "currency", "status", "provider_reference", "payload"');
  const keyOf = (provider: string, eventId: string) => `${provider}\u0000${eventId}`;

  /**
   * Records notifications whose outcome is known; the keys of those recorded (the rest were
   * recorded before). One flagged for staff is money that may have moved where it did not belong.
   */
  async function recordSettled(settled: Settled[]): Promise<Set<string>> {
    if (settled.length === 0) return new Set();
    const rows = settled.map(({ received, outcome, reason, flagged }) => sql`(${columns(received)}, ${outcome}::text, ${reason}::text, ${flagged}::boolean)`);
    const answer = (await db.execute(sql`
      insert into ${paymentNotifications} (${NOTIFICATION_COLUMNS}, "outcome", "reason", "needs_refund")
      values ${sql.join(rows, sql`, `)}
      on conflict ("provider", "event_id") do nothing
      returning "provider", "event_id"`)) as unknown as { rows: { provider: string; event_id: string }[] };
    return new Set(answer.rows.map((r) => keyOf(r.provider, r.event_id)));
  }

  /**
   * One statement for the notifications that may pay their orders: the orders are locked first (in
   * id order, so batches of two processes never wait on each other), each is decided on its status
   * as it is then, recorded, and the applied ones pay their orders with history rows and mails.
   */
  async function applyCandidates(candidates: { received: Received; order: OrderRow; mail: ReturnType<typeof paidMail> }[]) {
    if (candidates.length === 0) return new Map<string, { outcome: NotificationOutcome; reason: string | null }>();
    const rows = candidates.map(
      ({ received, order, mail: m }) =>
        sql`(${order.id}::int, ${columns(received)}, ${m?.to ?? null}::text, ${m?.subject ?? null}::text, ${m?.text ?? null}::text, ${m?.html ?? null}::text, ${m ? JSON.stringify(m.links) : null}::jsonb)`,
    );
    const { paid, history } = payOrdersParts(
      sql`select d."order_id", d."provider" || ' ' || d."event_id" as "note"
      from recorded as r join decided as d on d."provider" = r."provider" and d."event_id" = r."event_id" where r."outcome" = 'applied'`,
      sql`locked`,
    );
    const decision = paymentDecisionOf(sql`l."status_id"`);
    const mailed =
      mail.queueRows(sql`select i."mail_to" as "to", i."mail_subject" as "subject", i."mail_text" as "text", i."mail_html" as "html", i."mail_links" as "links"
      from paid join input as i on i."order_id" = paid."id" where i."mail_to" is not null`);
    const answer = (await db.execute(sql`
      with input ("order_id", ${NOTIFICATION_COLUMNS}, "mail_to", "mail_subject", "mail_text", "mail_html", "mail_links") as (values ${sql.join(rows, sql`, `)}),
      locked as (${lockOrdersPart(sql`select "order_id" from input`)}),
      decided as (
        select i.*, ${decision.outcome} as "outcome", ${decision.reason} as "reason"
        from input as i join locked as l on l."id" = i."order_id"
      ),
      recorded as (
        insert into ${paymentNotifications} (${NOTIFICATION_COLUMNS}, "outcome", "reason", "needs_refund")
        select ${NOTIFICATION_COLUMNS}, "outcome", "reason", "outcome" = 'late' from decided
        on conflict ("provider", "event_id") do nothing
        returning "provider", "event_id", "outcome", "reason"
      ),
      paid as (${paid}), history as (${history})${mailed ? sql`, mailed as (${mailed})` : sql``}
      select "provider", "event_id", "outcome", "reason" from recorded`)) as unknown as {
      rows: { provider: string; event_id: string; outcome: NotificationOutcome; reason: string | null }[];
    };
    return new Map(answer.rows.map((r) => [keyOf(r.provider, r.event_id), { outcome: r.outcome, reason: r.reason }]));
  }

  async function receiveMany(batch: readonly Received[]): Promise<NotificationResult[]> {
    // order numbers are upper case: one sent in another case names an order, suspiciously
    const orderNos = [...new Set(batch.flatMap((r) => [r.note.orderNo, r.note.orderNo.toUpperCase()]))];
    const found = await ordersToPay(db, orderNos, channelKindOf);
    const byNo = new Map(found.map(({ channel, ...f }) => [f.order.orderNo, { ...f, kind: channel }]));
    const settled: Settled[] = [];
    const candidates: { received: Received; order: OrderRow; mail: ReturnType<typeof paidMail> }[] = [];
    for (const received of batch) {
      const f = byNo.get(received.note.orderNo);
      const otherCase = f ? undefined : byNo.get(received.note.orderNo.toUpperCase());
      if (otherCase) {
        // recorded under the order's own number, so staff see it on that order
        const reason = `order number ${received.note.orderNo} differs from ${otherCase.order.orderNo} only in letter case`;
        settled.push({
          received: { ...received, note: { ...received.note, orderNo: otherCase.order.orderNo } },
          outcome: 'rejected',
          reason,
          flagged: received.note.status === 'paid',
        });
        continue;
      }
      const outcome = settledWithoutStatus(f, received);
      if (outcome || !f) {
        const decided = outcome ?? UNKNOWN_ORDER;
        // money a provider says it took for an order of another channel kind: never paid, shown to staff
        const flagged = ofAnotherChannel(f, received) && received.note.status === 'paid';
        settled.push({ received, ...decided, flagged });
      } else candidates.push({ received, order: f.order, mail: paidMail(f.order, f) });
    }
    const [recorded, applied] = await Promise.all([recordSettled(settled), applyCandidates(candidates)]);
    if ([...applied.values()].some((r) => r.outcome === 'applied')) mail.kick();
    return batch.map((received) => {
      const key = keyOf(received.provider, received.note.eventId);
      const decided = settled.find((s) => keyOf(s.received.provider, s.received.note.eventId) === key);
      if (decided) return recorded.has(key) ? { outcome: decided.outcome, reason: decided.reason } : { outcome: 'duplicate', reason: null };
      return applied.get(key) ?? { outcome: 'duplicate', reason: null };
    });
  }

  const batcher = createStatementBatcher<Received, NotificationResult>({ run: receiveMany, maxInFlight, maxBatch: 50 });

  return {
    /** A provider's notification, on its own path: it applies only to an order of its channel kind. */
    receive(provider: PaymentChannelKind, note: PaymentNotification, payload: unknown): Promise<NotificationResult> {
      return batcher.submit(orderKey(note.orderNo), { provider, note, payload, anyChannel: false });
    },

    /** A bank transfer staff saw arrive (audited by the caller): it may pay an order of any channel. */
    receiveFromStaff(note: PaymentNotification, payload: unknown): Promise<NotificationResult> {
      return batcher.submit(orderKey(note.orderNo), { provider: 'transfer', note, payload, anyChannel: true });
    },
  };
}

export type PaymentNotificationsService = ReturnType<typeof createPaymentNotificationsService>;
