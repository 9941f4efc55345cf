import { ilike, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { members } from './members.tables';

// statements built without a database: parts of another module's statement, run in its round trip
const qb = new QueryBuilder();

/**
 * Members' names and e-mails as a subquery another module joins on its member id (Postgres
 * inlines it: the same plan as joining the table), for lists of orders that name their member.
 */
export const memberContacts = qb
  .select({
    memberId: members.id,
    memberName: sql<string>`trim(${members.name} || ' ' || coalesce(${members.surname}, ''))`.as('member_name'),
    memberEmail: members.email,
  })
  .from(members)
  .as('member_contacts');

/** Where members' mails go, as a subquery another module joins on its member id (the plan of joining the table). */
export const memberMail = qb.select({ memberId: members.id, email: members.email, name: members.name }).from(members).as('member_mail');

/** The ids of members whose e-mail matches `pattern` (an ilike pattern), as a subquery for `inArray`. */
export const memberIdsWithEmailLike = (pattern: string) => qb.select({ id: members.id }).from(members).where(ilike(members.email, pattern));

/** Members' first names and surnames as a subquery to join (a review is signed with them, or masked). */
export const memberNames = qb.select({ memberId: members.id, name: members.name, surname: members.surname }).from(members).as('member_names');

/** Members as a payment provider is told of its buyer (the counter service): names and e-mail, as a subquery to join. */
export const memberBuyers = qb
  .select({ memberId: members.id, name: members.name, surname: members.surname, email: members.email })
  .from(members)
  .as('member_buyers');
