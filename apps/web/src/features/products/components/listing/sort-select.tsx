import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSort } from '@pawsook/shared/schemas/products';
import { SORTS } from '../../listing/listing-params';

/**
 * The order of a listing. The first option is the listing's own order and keeps the address
 * plain: newest first, or for a search the best matches first.
 */
export function SortSelect({
  value,
  onChange,
  defaultOrder,
}: {
  value: ProductSort | null;
  onChange: (sort: ProductSort | null) => void;
  defaultOrder: 'newest' | 'relevance';
}) {
  const { t } = useTranslation();
  const id = useId();
  const options = defaultOrder === 'relevance' ? SORTS : SORTS.filter((sort) => sort !== 'newest');
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-semibold text-ink">
        {t('products.sort.label')}
      </label>
      <select
        id={id}
        value={value === 'newest' && defaultOrder === 'newest' ? '' : (value ?? '')}
        onChange={(event) => onChange((event.target.value || null) as ProductSort | null)}
        className="min-h-11 min-w-0 rounded-lg border border-stone-400 bg-white px-3 text-base text-ink"
      >
        <option value="">{t(defaultOrder === 'relevance' ? 'products.sort.relevance' : 'products.sort.newest')}</option>
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {t(`products.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
