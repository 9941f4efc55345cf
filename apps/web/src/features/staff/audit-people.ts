import type { AuditEntry, StaffAccount } from './api/staff-calls';

export interface AuditPerson {
  id: number;
  label: string;
}

/**
 * Who the person filter offers: the team when the role may read it, else the people of the entries
 * on screen; the person filtered by stays in the list even when neither names them.
 */
export function auditPeople(team: readonly StaffAccount[] | undefined, entries: readonly AuditEntry[], selected: number | null): AuditPerson[] {
  const people = new Map<number, string>();
  if (team) for (const account of team) people.set(account.id, `${account.name} <${account.email}>`);
  else for (const entry of entries) if (entry.staffId !== null && !people.has(entry.staffId)) people.set(entry.staffId, entry.actor);
  if (selected !== null && !people.has(selected)) people.set(selected, `#${selected}`);
  return [...people].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label));
}
