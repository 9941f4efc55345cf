import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { members } from './members.tables';

/** The members whose e-mails are these (written in lower case; a member's may have capitals), with the e-mail as the member wrote it. */
export async function membersWithEmails(tx: DbOrTx, emails: readonly string[]): Promise<{ id: number; email: string }[]> {
  if (emails.length === 0) return [];
  return tx
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(
      sql`lower(${members.email}) in (${sql.join(
        emails.map((e) => sql`${e}`),
        sql`, `,
      )})`,
    );
}
