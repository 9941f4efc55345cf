import { queryOptions, useQuery } from '@tanstack/react-query';
import { getResult } from '../../../lib/api-client';
import type { Brand, Category } from './catalog-types';

export const categoriesQuery = queryOptions({
  queryKey: ['catalog', 'categories', 'active'],
  queryFn: ({ signal }) => getResult<Category[]>('/api/v1/categories', { query: { activeStatus: 'active' }, signal }),
});

export const brandsQuery = queryOptions({
  queryKey: ['catalog', 'brands'],
  queryFn: ({ signal }) => getResult<Brand[]>('/api/v1/brand', { signal }),
});

export function useCategories() {
  return useQuery(categoriesQuery);
}

export function useBrands() {
  return useQuery(brandsQuery);
}
