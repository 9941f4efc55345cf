import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/database';
import type { RenderedMail } from './mail-templates';
import { mailOutbox } from './mail.tables';

export interface MailServiceOptions {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /** how often the worker looks for due mails */
  pollMs?: number;
}

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  status: string;
  createdAt: string;
}

/** A claimed mail is not retried by anyone else for this long (a crash mid-send retries after it). */
const LEASE_SECONDS = 300;
const MAX_BACKOFF_SECONDS = 3600;
const backoffSeconds = (attempts: number) => Math.min(5 * 2 ** attempts, MAX_BACKOFF_SECONDS);

export function createMailService(db: Db, options: MailServiceOptions) {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  /** Claims one due mail with a lease, without holding a transaction open while it is sent. */
  async function claimNext() {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [mail] = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return mail;
  }

  async function deliverDue(): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    for (let mail = await claimNext(); mail && !stopped; mail = await claimNext()) {
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, mail.id));
        sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        options.log.warn({ mailId: mail.id, attempts: mail.attempts, err: message }, 'mail not sent; will retry');
        await db
          .update(mailOutbox)
          .set({ lastError: message.slice(0, 500), nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(mail.attempts)})` })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    running ??= deliverDue()
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'mail delivery failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    /** Puts a mail in the outbox inside the caller's transaction; it is sent after that commits. */
    async queue(tx: DbOrTx, to: string, mail: RenderedMail): Promise<void> {
      await tx.insert(mailOutbox).values({ to, ...mail, status: transport ? 'pending' : 'kept' });
    },

    /** Asks the worker to look now rather than at its next tick (call after the transaction commits). */
    kick(): void {
      if (transport && !stopped) setImmediate(() => void runOnce());
    },

    deliverDue: runOnce,

    start(): void {
      if (!transport) return;
      timer = setInterval(() => void runOnce(), options.pollMs ?? 2000);
      timer.unref();
      void runOnce();
    },

    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      transport?.close();
    },

    /** The outbox, newest first, for /dev/mailbox. */
    async mailbox(limit = 100): Promise<MailboxEntry[]> {
      const rows = await db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit);
      return rows.map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        links: m.links,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
      }));
    },

  };
}

export type MailService = ReturnType<typeof createMailService>;
