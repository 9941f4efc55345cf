import { useBrands, useCategories } from '../api/catalog-queries';
import type { Brand, Category } from '../api/catalog-types';
import { findBrand, findCategory } from '../catalog-lookup';

export type Lookup<T> = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'not-found' } | { status: 'found'; record: T };

export function useCategoryLookup(slugOrId: string): Lookup<Category> {
  const categories = useCategories();
  if (categories.isPending) return { status: 'loading' };
  if (categories.isError) return { status: 'error', retry: () => void categories.refetch() };
  const record = findCategory(categories.data, slugOrId);
  return record ? { status: 'found', record } : { status: 'not-found' };
}

export function useBrandLookup(seoUrlOrId: string): Lookup<Brand> {
  const brands = useBrands();
  if (brands.isPending) return { status: 'loading' };
  if (brands.isError) return { status: 'error', retry: () => void brands.refetch() };
  const record = findBrand(brands.data, seoUrlOrId);
  return record ? { status: 'found', record } : { status: 'not-found' };
}

/** Every brand (for lists such as best sellers that span categories). */
export function useAllBrands(): Brand[] | undefined {
  return useBrands().data;
}
