import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../lib/preferences';
import { brandOptions, categoryOptions, type FacetOption } from '../catalog-lookup';

type Named = ReadonlyArray<{ id: number; nameTh: string; nameEn: string }>;

const NONE: FacetOption[] = [];

/**
 * A listing's filter options in the alphabetical order of the page's language. Working the order
 * out sets the language's collator up, a long task on a phone for Thai (about 35 ms unslowed here,
 * ×4 on Lighthouse's phone): the order is kept in the query cache, so a page the server drew
 * brings the server's with its data and the browser takes it over without a collator. The key
 * holds the names, so a renamed brand is ordered again.
 */
function useOrdered(kind: string, records: Named | undefined, language: Language, order: (records: Named, language: Language) => FacetOption[]): FacetOption[] {
  const names = records?.map((record) => `${record.id}:${record.nameTh}:${record.nameEn}`).join('|') ?? '';
  const { data } = useQuery({
    queryKey: ['facet-options', kind, language, names],
    queryFn: () => order(records ?? [], language),
    initialData: records ? () => order(records, language) : undefined,
    staleTime: Infinity,
    enabled: records !== undefined,
  });
  return data ?? NONE;
}

/** The brands inside a category (or every brand), for its brand filter. */
export function useBrandOptions(brands: Named | undefined, language: Language): FacetOption[] {
  return useOrdered('brands', brands, language, brandOptions);
}

/** The categories a brand is sold in, for its category filter. */
export function useCategoryOptions(categories: Named | undefined, language: Language): FacetOption[] {
  return useOrdered('categories', categories, language, categoryOptions);
}
