import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import type { Db } from '../../db/database';
import { claimPaymentChecks } from '../orders/payment-checks.steps';
import type { PaymentNotification, PaymentNotificationsService } from './payment-notifications.service';
import { paymentChannels } from './payments.tables';

/** Asks a provider what it knows of an order's payments (each as the notification it would have sent). */
export type PaymentInquiry = (orderNo: string) => Promise<PaymentNotification[]>;

export interface ReconciliationOptions {
  db: Db;
  notifications: Pick<PaymentNotificationsService, 'receive'>;
  inquiries: Partial<Record<PaymentChannelKind, PaymentInquiry>>;
  log: FastifyBaseLogger;
  /** an order younger than this still expects its notification */
  quietMs?: number;
  /** an order asked about is not asked again before this... */
  recheckMs?: number;
  /** ...nor, once it is an hour old, before this: a counter-service bill waits two days */
  settledRecheckMs?: number;
  /** orders ended this long ago are still asked about: money may have come just before the end */
  endedWithinMs?: number;
  batch?: number;
}

/**
 * Finds payments whose notification never came (ARCHITECTURE §6): unpaid orders of channels with an
 * inquiry, past a quiet time, are claimed (SKIP LOCKED, so several instances share the work and
 * none asks twice at once) and their provider is asked; a payment it reports goes through the same
 * `receive` as a notification, under its own event id, so one that did arrive meanwhile is not
 * applied twice, and one for an expired order is kept for a refund.
 */
export function createPaymentReconciliation(options: ReconciliationOptions) {
  const { db, notifications, inquiries, log } = options;
  const quietMs = options.quietMs ?? 2 * 60_000;
  const recheckMs = options.recheckMs ?? 5 * 60_000;
  const settledRecheckMs = options.settledRecheckMs ?? 60 * 60_000;
  const endedWithinMs = options.endedWithinMs ?? 24 * 3600_000;
  const kinds = Object.keys(inquiries) as PaymentChannelKind[];

  async function claim(now: number): Promise<{ orderNo: string; kind: PaymentChannelKind }[]> {
    if (kinds.length === 0) return [];
    const claimed = await claimPaymentChecks(
      db,
      (channelId) => sql`${channelId} in (select ${paymentChannels.id} from ${paymentChannels} where ${inArray(paymentChannels.kind, kinds)})`,
      {
        now,
        quietMs,
        recheckMs,
        settledRecheckMs,
        endedWithinMs,
        batch: options.batch ?? 50,
      },
    );
    if (claimed.length === 0) return [];
    const channels = await db.select({ id: paymentChannels.id, kind: paymentChannels.kind }).from(paymentChannels);
    const kindOf = new Map(channels.map((c) => [c.id, c.kind]));
    return claimed.map((c) => ({ orderNo: c.orderNo, kind: kindOf.get(c.channelId)! }));
  }

  /** One pass; answers how many payments it found and applied (or kept for a refund). */
  async function runOnce(now = Date.now()): Promise<number> {
    let found = 0;
    for (const { orderNo, kind } of await claim(now)) {
      const inquire = inquiries[kind];
      if (!inquire) continue;
      try {
        for (const payment of await inquire(orderNo)) {
          if (payment.status !== 'paid' || payment.orderNo !== orderNo) continue;
          const result = await notifications.receive(kind, payment, { ...payment, foundBy: 'reconciliation' });
          if (result.outcome === 'applied' || result.outcome === 'late') {
            found++;
            log.warn(
              { orderNo, provider: kind, eventId: payment.eventId, outcome: result.outcome },
              'payment found by reconciliation: its notification never came',
            );
          }
        }
      } catch (error) {
        // asked again after recheckMs
        log.error({ err: error, orderNo, provider: kind }, 'payment inquiry failed');
      }
    }
    return found;
  }

  return { runOnce };
}

export type PaymentReconciliation = ReturnType<typeof createPaymentReconciliation>;

/** Runs reconciliation every `everyMs` in this process; answers how to stop it. */
export function startPaymentReconciliation(reconciliation: PaymentReconciliation, everyMs: number, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => reconciliation.runOnce()).catch((error: unknown) => log.error({ err: error }, 'payment reconciliation failed'));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
