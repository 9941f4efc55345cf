import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { RenderedMail } from './mail-templates.service';
import { mailOutbox } from './mail.tables';
import type { DrawnAttachment, MailAttachmentRef } from './mail.types';

export interface MailServiceOptions {
  smtpUrl?: string;
  from: string;
  /** without SMTP, whether kept mails are shown somewhere (the development mailbox) */
  mailboxOn: boolean;
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
  /** the files the mail carries, by name */
  attachments: string[];
  status: string;
  createdAt: string;
}

/** Draws the attachments of one kind when a mail carrying them is sent. */
export type AttachmentDrawer = (key: string) => Promise<Omit<DrawnAttachment, 'filename'>>;

/** A claimed mail is not retried by anyone else for this long (a crash mid-send retries after it). */
const LEASE_SECONDS = 300;
const MAX_BACKOFF_SECONDS = 3600;
const backoffSeconds = (attempts: number) => Math.min(5 * 2 ** attempts, MAX_BACKOFF_SECONDS);

export function createMailService(db: Db, options: MailServiceOptions) {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  const drawers = new Map<string, AttachmentDrawer>();

  async function drawAttachments(refs: readonly MailAttachmentRef[]): Promise<DrawnAttachment[]> {
    return Promise.all(
      refs.map(async (ref) => {
        const draw = drawers.get(ref.kind);
        // a mail whose drawer is missing waits (and is retried) rather than going out without its file
        if (!draw) throw new Error(`no drawer for mail attachments of kind ${ref.kind}`);
        return { filename: ref.filename, ...(await draw(ref.key)) };
      }),
    );
  }

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
        // images kept in the outbox as data: URLs (a counter bill's barcode) go out as inline
        // attachments referenced by cid:, since mail clients block data: images
        const attachments = (await drawAttachments(mail.attachments)).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content),
        }));
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachDataUrls: true,
          attachments,
        });
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
    /** false when mails would reach no one: no SMTP server and no development mailbox */
    canSend: transport !== null || options.mailboxOn,

    /**
     * Puts a mail in the outbox inside the caller's transaction; it is sent after that commits.
     * A mail that could reach no one is refused (503), so the caller's transaction is rolled back
     * and the shopper is told, instead of being told to look for a mail that never comes.
     */
    async queue(tx: DbOrTx, to: string, mail: RenderedMail): Promise<void> {
      if (!transport && !options.mailboxOn) throw new AppError(503, 'mail.unavailable');
      await tx.insert(mailOutbox).values({ to, ...mail, attachments: mail.attachments ?? [], status: transport ? 'pending' : 'kept' });
    },

    /**
     * `queue`'s outbox row as one part of the caller's statement (`with … as (…)`), written only
     * when `when` holds; null when the mail would reach no one (check `canSend` first).
     */
    queueWhen(to: string, mail: RenderedMail, when: SQL): SQL | null {
      if (!transport && !options.mailboxOn) return null;
      return sql`insert into ${mailOutbox} ("to", "subject", "text", "html", "links", "status")
        select ${to}::text, ${mail.subject}::text, ${mail.text}::text, ${mail.html}::text, ${JSON.stringify(mail.links)}::jsonb, ${transport ? 'pending' : 'kept'}::text where ${when}`;
    },

    /**
     * Outbox rows for many mails as one part of the caller's statement: `rows` is a query giving
     * the columns "to", "subject", "text", "html" and "links" (jsonb); null when mails would reach no one.
     */
    queueRows(rows: SQL): SQL | null {
      if (!transport && !options.mailboxOn) return null;
      return sql`insert into ${mailOutbox} ("to", "subject", "text", "html", "links", "status")
        select m."to", m."subject", m."text", m."html", m."links", ${transport ? 'pending' : 'kept'}::text from (${rows}) as m`;
    },

    /** Registers the module that draws attachments of `kind` (at start, before mails are sent). */
    drawAttachmentsWith(kind: string, draw: AttachmentDrawer): void {
      drawers.set(kind, draw);
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
      const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
      return rows.map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        links: m.links,
        attachments: m.attachments.map((a) => a.filename),
        status: m.status,
        createdAt: m.createdAt.toISOString(),
      }));
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
