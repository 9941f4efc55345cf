/**
 * The catalogue list's filters live in the address (`?q=royal&status=inactive&categoryId=900000880&brandId=1&page=2`),
 * as the orders board's do: a filtered list can be shared, reloaded and walked with Back. What the
 * call would refuse (staffProductsQuery in packages/shared) is left out rather than sent.
 */
export const CATALOG_SEARCH_MAX = 100;

export type ProductStatusFilter = 'active' | 'inactive' | '';

export interface CatalogFilters {
  /** part of a Thai or English name, or of a SKU code; '' for any */
  q: string;
  status: ProductStatusFilter;
  categoryId: number | null;
  brandId: number | null;
  page: number;
}

export const NO_CATALOG_FILTERS: CatalogFilters = { q: '', status: '', categoryId: null, brandId: null, page: 1 };

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value >= 1 && Number.isSafeInteger(value) ? value : null;
}

export function catalogSearch(raw: string | null): string {
  return (raw ?? '').trim().slice(0, CATALOG_SEARCH_MAX).trim();
}

export function readCatalogFilters(params: URLSearchParams): CatalogFilters {
  const status = params.get('status');
  return {
    q: catalogSearch(params.get('q')),
    status: status === 'active' || status === 'inactive' ? status : '',
    categoryId: positiveInt(params.get('categoryId')),
    brandId: positiveInt(params.get('brandId')),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** Any change of filter starts again at page 1; only a change of page keeps the rest. */
export function changeCatalogFilters(filters: CatalogFilters, change: Partial<CatalogFilters>): CatalogFilters {
  const next = { ...filters, ...change };
  const filtered = next.q !== filters.q || next.status !== filters.status || next.categoryId !== filters.categoryId || next.brandId !== filters.brandId;
  return filtered && change.page === undefined ? { ...next, page: 1 } : next;
}

/** The filters as the call and the address take them: only what is set. */
export function catalogQuery(filters: CatalogFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.q) query.q = filters.q;
  if (filters.status) query.status = filters.status;
  if (filters.categoryId !== null) query.categoryId = String(filters.categoryId);
  if (filters.brandId !== null) query.brandId = String(filters.brandId);
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

export function catalogListSearch(filters: CatalogFilters): string {
  const search = new URLSearchParams(catalogQuery(filters)).toString();
  return search ? `?${search}` : '';
}

export const catalogListHref = (change: Partial<CatalogFilters> = {}): string => `/staff/catalog${catalogListSearch({ ...NO_CATALOG_FILTERS, ...change })}`;

export const NEW_PRODUCT_HREF = '/staff/catalog/new';

export const productEditHref = (productId: number): string => `/staff/catalog/${productId}`;

export function isCatalogFiltered(filters: CatalogFilters): boolean {
  return filters.q !== '' || filters.status !== '' || filters.categoryId !== null || filters.brandId !== null;
}
