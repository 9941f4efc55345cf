import { describe, expect, it } from 'vitest';
import { auditChanges, auditSummary, valueText } from './audit-diff';

const account = { id: 4, email: 'noi@example.com', name: 'Noi', role: 'operator', active: true, invitationAccepted: false };

describe('audit before and after', () => {
  it('shows only the fields a change touched', () => {
    expect(auditChanges(account, { ...account, role: 'manager' })).toEqual([{ key: 'role', before: 'operator', after: 'manager' }]);
    expect(auditChanges(account, { ...account, active: false, invitationAccepted: true })).toEqual([
      { key: 'active', before: 'true', after: 'false' },
      { key: 'invitationAccepted', before: 'false', after: 'true' },
    ]);
  });

  it('shows every field of something created, with nothing before', () => {
    const changes = auditChanges(null, { name: 'Noi', role: 'operator' });
    expect(changes).toEqual([
      { key: 'name', before: null, after: 'Noi' },
      { key: 'role', before: null, after: 'operator' },
    ]);
  });

  it('shows a removed field as having no after', () => {
    expect(auditChanges({ code: 'A', note: 'x' }, { code: 'A' })).toEqual([{ key: 'note', before: 'x', after: null }]);
  });

  it('shows a value that is not an object as one change', () => {
    expect(auditChanges(120, { balance: 20 })).toEqual([{ key: '', before: '120', after: '{"balance":20}' }]);
    expect(auditChanges(5, 5)).toEqual([]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges(undefined, [1, 2])).toEqual([{ key: '', before: null, after: '[1,2]' }]);
  });

  it('writes nested values as compact JSON', () => {
    expect(valueText({ a: [1, { b: 'c' }] })).toBe('{"a":[1,{"b":"c"}]}');
    expect(valueText('plain')).toBe('plain');
    expect(valueText(null)).toBeNull();
    expect(auditChanges({ lines: [{ sku: 'A', qty: 1 }] }, { lines: [{ sku: 'A', qty: 2 }] })).toEqual([
      { key: 'lines', before: '[{"sku":"A","qty":1}]', after: '[{"sku":"A","qty":2}]' },
    ]);
  });

  it('keeps the cell short and counts the rest', () => {
    const changes = auditChanges(null, account);
    expect(auditSummary(changes)).toEqual({ shown: changes.slice(0, 2), more: 4 });
    expect(auditSummary(changes.slice(0, 2)).more).toBe(0);
  });
});
