import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LineMessagingConfig } from '../../config/config';
import type { Db } from '../../db/database';
import { createDueWorker } from '../../db/due-worker';
import { orderForMessage } from '../orders/order-messages.steps';
import { lineOrderMessage } from './line-message-text';
import type { LineMessageSettings } from './line-message-settings.service';
import { lineMessageJobs } from './line-messages.tables';
import { pushLineMessage } from './line-push';

/** A claimed message is not taken by another instance for this long (a crash mid-push retries after it, with the same retry key). */
const LEASE_SECONDS = 120;
const MAX_BACKOFF_SECONDS = 3600;
const backoffSeconds = (attempts: number) => Math.min(10 * 2 ** attempts, MAX_BACKOFF_SECONDS);
/** LINE keeps a retry key for 24 hours: a message still failing after that would risk a second copy, so it gives up. */
const GIVE_UP_AFTER_MS = 23 * 3_600_000;

export interface LineMessageSendingDeps {
  db: Db;
  /** who gets a message, now (the settings' one rule) */
  settings: Pick<LineMessageSettings, 'recipient'>;
  config: LineMessagingConfig;
  publicUrl: string;
  log: FastifyBaseLogger;
  pollMs?: number;
}

/**
 * Pushes due order messages (decision 0082), as the mail outbox sends mails: on every instance
 * (db/due-worker), woken by the trigger's NOTIFY and every `pollMs`; a message is claimed with a
 * lease in a short statement, pushed outside any transaction, then marked. Each (order, event) row exists once, and
 * its retry key makes LINE deliver it once even when a lease runs out mid-push.
 */
export function createLineMessageSending({ db, settings, config, publicUrl, log, pollMs = 30_000 }: LineMessageSendingDeps) {
  async function claimNext() {
    const due = db
      .select({ id: lineMessageJobs.id })
      .from(lineMessageJobs)
      .where(and(eq(lineMessageJobs.status, 'pending'), lte(lineMessageJobs.nextAttemptAt, sql`now()`)))
      .orderBy(lineMessageJobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await db
      .update(lineMessageJobs)
      .set({ attempts: sql`${lineMessageJobs.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(inArray(lineMessageJobs.id, due))
      .returning();
    return job;
  }

  const finish = (id: number, status: 'sent' | 'skipped' | 'failed', lastError: string | null = null) =>
    db
      .update(lineMessageJobs)
      .set({ status, lastError, ...(status === 'sent' ? { sentAt: new Date() } : {}) })
      .where(eq(lineMessageJobs.id, id));

  async function sendOne(job: typeof lineMessageJobs.$inferSelect): Promise<void> {
    const order = await orderForMessage(db, job.orderId);
    // a member who unlinked LINE or switched messages off since gets none
    const to = order ? await settings.recipient(order.memberId) : null;
    if (!order || !to) return void (await finish(job.id, 'skipped'));
    const outcome = await pushLineMessage(config, to.lineId, lineOrderMessage(job.event, order, to.language, publicUrl), job.retryKey);
    if (outcome.kind === 'sent') return void (await finish(job.id, 'sent'));
    const expired = Date.now() - job.createdAt.getTime() > GIVE_UP_AFTER_MS;
    if (outcome.kind === 'refused' || expired) {
      log.warn({ jobId: job.id, orderId: job.orderId, event: job.event, reason: outcome.reason }, 'LINE order message given up');
      return void (await finish(job.id, 'failed', outcome.reason.slice(0, 500)));
    }
    log.warn({ jobId: job.id, attempts: job.attempts, reason: outcome.reason }, 'LINE order message not sent; will retry');
    await db
      .update(lineMessageJobs)
      .set({ lastError: outcome.reason.slice(0, 500), nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(job.attempts)})` })
      .where(eq(lineMessageJobs.id, job.id));
  }

  return createDueWorker({
    channel: 'line_messages_due',
    pollMs,
    doOne: async () => {
      const job = await claimNext();
      if (!job) return false;
      await sendOne(job);
      return true;
    },
    log,
    what: 'sending LINE order messages',
  });
}

export type LineMessageSending = ReturnType<typeof createLineMessageSending>;
