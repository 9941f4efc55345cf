import { useTranslation } from 'react-i18next';
import type { ProductSort } from '@pawsook/shared/schemas/products';
import { LabelledSelect } from '../../../../ui/labelled-select';
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
  const options = defaultOrder === 'relevance' ? SORTS : SORTS.filter((sort) => sort !== 'newest');
  return (
    <LabelledSelect
      label={t('products.sort.label')}
      value={value === 'newest' && defaultOrder === 'newest' ? '' : (value ?? '')}
      onChange={(chosen) => onChange((chosen || null) as ProductSort | null)}
    >
      <option value="">{t(defaultOrder === 'relevance' ? 'products.sort.relevance' : 'products.sort.newest')}</option>
      {options.map((sort) => (
        <option key={sort} value={sort}>
          {t(`products.sort.${sort}`)}
        </option>
      ))}
    </LabelledSelect>
  );
}
