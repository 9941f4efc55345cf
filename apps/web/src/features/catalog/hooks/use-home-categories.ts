import { useMemo } from 'react';
import { useCategories } from '../api/catalog-queries';
import { groupHomeCategories } from '../catalog-entry-points';

export function useHomeCategories() {
  const query = useCategories();
  const groups = useMemo(() => (query.data ? groupHomeCategories(query.data) : null), [query.data]);
  return { ...query, groups };
}
