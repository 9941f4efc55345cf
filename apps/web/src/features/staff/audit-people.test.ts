import { describe, expect, it } from 'vitest';
import type { AuditEntry, StaffAccount } from './api/staff-calls';
import { auditPeople } from './audit-people';

const account = (id: number, name: string): StaffAccount => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  role: 'operator',
  active: true,
  invitationAccepted: true,
  createdAt: '2026-05-01T00:00:00.000Z',
});
const entry = (id: number, staffId: number | null, actor: string): AuditEntry => ({
  id,
  at: '2026-05-01T00:00:00.000Z',
  staffId,
  actor,
  action: 'x',
  target: 'y',
  before: null,
  after: null,
});

describe('the people the audit log can be filtered by', () => {
  it('are the team when the role may read it', () => {
    expect(auditPeople([account(2, 'Noi'), account(1, 'Anan')], [entry(1, 9, 'Someone')], null)).toEqual([
      { id: 1, label: 'Anan <anan@example.com>' },
      { id: 2, label: 'Noi <noi@example.com>' },
    ]);
  });

  it('are the people of the entries otherwise, once each, without the scripts', () => {
    expect(auditPeople(undefined, [entry(1, 3, 'Noi <noi@x>'), entry(2, 3, 'Noi <noi@x>'), entry(3, null, 'STAFF_API_TOKEN')], null)).toEqual([
      { id: 3, label: 'Noi <noi@x>' },
    ]);
  });

  it('keep the person filtered by', () => {
    expect(auditPeople(undefined, [], 12)).toEqual([{ id: 12, label: '#12' }]);
    expect(auditPeople([account(1, 'Anan')], [], 1)).toHaveLength(1);
  });
});
