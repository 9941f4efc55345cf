import { useCallback } from 'react';
import type { Language } from '../../../lib/preferences';
import { useBrands, useCategories } from '../api/catalog-queries';

const named = (item: { nameTh: string; nameEn: string }, language: Language) => (language === 'th' ? item.nameTh : item.nameEn) || item.nameEn || item.nameTh;

/** Brand and category names in the page's language (the shop's lists); a missing one shows its id. */
export function useCatalogNames(language: Language) {
  const categories = useCategories();
  const brands = useBrands();
  const categoryName = useCallback(
    (id: number) => {
      const found = categories.data?.find((c) => c.id === id);
      return found ? named(found, language) : `#${id}`;
    },
    [categories.data, language],
  );
  const brandName = useCallback(
    (id: number) => {
      const found = brands.data?.find((b) => b.id === id);
      return found ? named(found, language) : `#${id}`;
    },
    [brands.data, language],
  );
  return {
    categories: categories.data ?? [],
    brands: brands.data ?? [],
    categoryName,
    brandName,
    named: (item: { nameTh: string; nameEn: string }) => named(item, language),
  };
}
