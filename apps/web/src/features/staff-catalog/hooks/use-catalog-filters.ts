import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { catalogListSearch, changeCatalogFilters, readCatalogFilters, type CatalogFilters } from '../catalog-params';

/** The catalogue list's filters, read from the address and changed by going to a new one (Back undoes it). */
export function useCatalogFilters() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => readCatalogFilters(params), [params]);
  const hrefFor = useCallback((change: Partial<CatalogFilters>) => `/staff/catalog${catalogListSearch(changeCatalogFilters(filters, change))}`, [filters]);
  const change = useCallback((next: Partial<CatalogFilters>) => void navigate(hrefFor(next), { preventScrollReset: true }), [navigate, hrefFor]);
  return { filters, hrefFor, change };
}
