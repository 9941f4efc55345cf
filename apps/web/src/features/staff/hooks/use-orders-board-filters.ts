import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { changeOrdersBoardFilters, ordersBoardSearch, readOrdersBoardFilters, type OrdersBoardFilters } from '../../back-office/orders-board-params';

/** The orders board's filters, read from the address and changed by going to a new one (Back undoes it). */
export function useOrdersBoardFilters() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => readOrdersBoardFilters(params), [params]);
  const hrefFor = useCallback(
    (change: Partial<OrdersBoardFilters>) => `/staff/orders${ordersBoardSearch(changeOrdersBoardFilters(filters, change))}`,
    [filters],
  );
  const change = useCallback((next: Partial<OrdersBoardFilters>) => void navigate(hrefFor(next), { preventScrollReset: true }), [navigate, hrefFor]);
  return { filters, hrefFor, change };
}
