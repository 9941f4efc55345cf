import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { members } from './members.tables';

/** Where a member's mails go, as `{email, name}` (email null when none), for a caller's reading statement; the member may be a column. */
export function memberMailPart(memberId: SQL): SQL<{ email: string | null; name: string | null } | null> {
  return sql`(select json_build_object('email', ${members.email}, 'name', ${members.name}) from ${members} where ${members.id} = ${memberId})`;
}

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
