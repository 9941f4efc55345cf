import { sql, type SQL } from 'drizzle-orm';
import { members } from './members.tables';

/** Where a member's mails go, as `{email, name}` (email null when none), for a caller's reading statement; the member may be a column. */
export function memberMailPart(memberId: SQL): SQL<{ email: string | null; name: string | null } | null> {
  return sql`(select json_build_object('email', ${members.email}, 'name', ${members.name}) from ${members} where ${members.id} = ${memberId})`;
}
