import { describe, expect, it } from 'vitest';
import { auditLogSearch, changeAuditLogFilters, isFiltered, NO_FILTERS, pageCount, readAuditLogFilters, type AuditLogFilters } from './audit-log-params';

const read = (search: string) => readAuditLogFilters(new URLSearchParams(search));

describe('the audit log filters in the address', () => {
  it('reads nothing from an empty address', () => {
    expect(read('')).toEqual(NO_FILTERS);
    expect(isFiltered(read(''))).toBe(false);
  });

  it('reads every filter', () => {
    expect(read('?staffId=3&action=%20staff.manage%20&from=2026-05-01&to=2026-05-31&page=2')).toEqual({
      staffId: 3,
      action: 'staff.manage',
      from: '2026-05-01',
      to: '2026-05-31',
      page: 2,
    });
  });

  it('leaves out what the call would refuse', () => {
    expect(read('?staffId=0&page=-2&from=2026-02-30&to=31/05/2026')).toEqual(NO_FILTERS);
    expect(read('?staffId=1.5&page=abc').staffId).toBeNull();
    expect(read(`?action=${'a'.repeat(80)}`).action).toHaveLength(60);
  });

  it('writes only what is set, and round-trips', () => {
    expect(auditLogSearch(NO_FILTERS)).toBe('');
    const filters: AuditLogFilters = { staffId: 7, action: 'orders', from: '2026-01-01', to: '', page: 3 };
    expect(auditLogSearch(filters)).toBe('?staffId=7&action=orders&from=2026-01-01&page=3');
    expect(read(auditLogSearch(filters))).toEqual(filters);
  });

  it('starts again at page 1 when a filter changes; a new page keeps the filters', () => {
    const filters: AuditLogFilters = { staffId: 7, action: 'orders', from: '', to: '', page: 3 };
    expect(changeAuditLogFilters(filters, { action: 'coins' })).toEqual({ ...filters, action: 'coins', page: 1 });
    expect(changeAuditLogFilters(filters, { staffId: null }).page).toBe(1);
    expect(changeAuditLogFilters(filters, { page: 4 })).toEqual({ ...filters, page: 4 });
    expect(changeAuditLogFilters(filters, { action: 'orders' }).page).toBe(3);
  });

  it('counts pages, one at least', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});
