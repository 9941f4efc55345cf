import { sql } from 'drizzle-orm';
import type { BatchStatement } from '../../db/batch-statement';
import type { MailService } from './mail.service';

/** A mail as the outbox keeps it. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: unknown;
}

/** Queues a batch's mails in the outbox as a part of its writing statement (none when mails would reach no one). */
export function queueMails(statement: BatchStatement, mail: Pick<MailService, 'queueRows'>, batch: readonly { mail: OutboxMail | null }[]): void {
  const mails = batch.flatMap((o) => (o.mail ? [o.mail] : []));
  if (mails.length === 0) return;
  const queued = mail.queueRows(
    sql`select * from jsonb_to_recordset(${JSON.stringify(mails)}::jsonb) as m("to" text, "subject" text, "text" text, "html" text, "links" jsonb)`,
  );
  if (queued) statement.add('mailed', queued);
}
