import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { auditLogSearch, changeAuditLogFilters, readAuditLogFilters, type AuditLogFilters } from '../audit-log-params';

/** The audit log's filters, read from the address and changed by going to a new one (Back undoes it). */
export function useAuditLogFilters() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => readAuditLogFilters(params), [params]);
  const hrefFor = useCallback((change: Partial<AuditLogFilters>) => `/staff/audit-log${auditLogSearch(changeAuditLogFilters(filters, change))}`, [filters]);
  const change = useCallback((next: Partial<AuditLogFilters>) => void navigate(hrefFor(next), { preventScrollReset: true }), [navigate, hrefFor]);
  return { filters, hrefFor, change };
}
