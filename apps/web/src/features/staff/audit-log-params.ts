/**
 * The audit log's filters live in the address (`?staffId=3&action=staff.manage&from=2026-05-01&to=2026-05-31&page=2`)
 * so a filtered view can be shared, reloaded and walked with Back. What is not a value the call
 * takes (auditLogQuery in packages/shared) is left out rather than sent to be refused.
 */
import { calendarDay } from '../../lib/calendar-day';

export const ACTION_FILTER_MAX = 60;

export interface AuditLogFilters {
  staffId: number | null;
  /** a permission name or its first part ('orders'); '' for any */
  action: string;
  /** Bangkok calendar days YYYY-MM-DD, inclusive; '' for open */
  from: string;
  to: string;
  page: number;
}

export const NO_FILTERS: AuditLogFilters = { staffId: null, action: '', from: '', to: '', page: 1 };

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

export function actionFilter(raw: string | null): string {
  return (raw ?? '').trim().slice(0, ACTION_FILTER_MAX).trim();
}

export function readAuditLogFilters(params: URLSearchParams): AuditLogFilters {
  return {
    staffId: positiveInt(params.get('staffId')),
    action: actionFilter(params.get('action')),
    from: calendarDay(params.get('from')),
    to: calendarDay(params.get('to')),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** Any change of filter starts again at page 1; only a change of page keeps the rest. */
export function changeAuditLogFilters(filters: AuditLogFilters, change: Partial<AuditLogFilters>): AuditLogFilters {
  const next = { ...filters, ...change };
  const filtered = next.staffId !== filters.staffId || next.action !== filters.action || next.from !== filters.from || next.to !== filters.to;
  return filtered && change.page === undefined ? { ...next, page: 1 } : next;
}

/** The address's search part: only what is set, '' for the unfiltered first page. */
export function auditLogSearch(filters: AuditLogFilters): string {
  const params = new URLSearchParams();
  if (filters.staffId !== null) params.set('staffId', String(filters.staffId));
  if (filters.action) params.set('action', filters.action);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function isFiltered(filters: AuditLogFilters): boolean {
  return filters.staffId !== null || filters.action !== '' || filters.from !== '' || filters.to !== '';
}

export { pageCount } from '../../lib/page-count';
