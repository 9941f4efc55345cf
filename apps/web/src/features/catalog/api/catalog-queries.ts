import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getResult } from '../../../lib/api-client';
import type { Language } from '../../../lib/preferences';
import { useLanguage } from '../../../lib/use-language';
import type { Brand, Category } from './catalog-types';

/** Categories and brands change rarely. */
const CATALOG_STALE_MS = 10 * 60_000;

// Every query key names the language it was asked in (the answers carry both names, but messages
// and anything added later follow the request's language).
export function categoriesQuery(language: Language) {
  return queryOptions({
    queryKey: ['catalog', 'categories', 'active', language],
    staleTime: CATALOG_STALE_MS,
    // after a language switch the menus keep showing until the new answer is in
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getResult<Category[]>('/api/v1/categories', { query: { activeStatus: 'active' }, signal }),
  });
}

export function brandsQuery(language: Language) {
  return queryOptions({
    queryKey: ['catalog', 'brands', language],
    staleTime: CATALOG_STALE_MS,
    // after a language switch the menus keep showing until the new answer is in
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getResult<Brand[]>('/api/v1/brand', { signal }),
  });
}

export function useCategories() {
  return useQuery(categoriesQuery(useLanguage()));
}

export function useBrands() {
  return useQuery(brandsQuery(useLanguage()));
}
