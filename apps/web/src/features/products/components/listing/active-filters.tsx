import { useTranslation } from 'react-i18next';
import { bahtToSatang, formatBaht } from '@pawsook/shared/money/money';
import type { ListingFilters } from '../../listing/listing-params';
import type { FacetOptions } from './filter-form';

/** The filters in force, each with a button that takes it away, and "clear all". */
export function ActiveFilters({
  filters,
  facet,
  onChange,
  onClear,
}: {
  filters: ListingFilters;
  facet: FacetOptions | null;
  onChange: (change: Partial<ListingFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const chips: Array<{ key: string; label: string; remove: Partial<ListingFilters> }> = [];
  if (filters.petType) chips.push({ key: 'pet', label: t(`products.petTypes.${filters.petType}`), remove: { petType: null } });
  if (filters.age) chips.push({ key: 'age', label: t(`products.ages.${filters.age}`), remove: { age: null } });
  if (filters.facet && facet) {
    const option = facet.options.find((o) => o.value === filters.facet);
    chips.push({ key: 'facet', label: option?.label ?? filters.facet, remove: { facet: null } });
  }
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    const min = filters.minPrice !== null ? formatBaht(bahtToSatang(filters.minPrice)) : null;
    const max = filters.maxPrice !== null ? formatBaht(bahtToSatang(filters.maxPrice)) : null;
    const label = min && max ? `${min} – ${max}` : min ? t('products.filters.fromPrice', { price: min }) : t('products.filters.upToPrice', { price: max });
    chips.push({ key: 'price', label, remove: { minPrice: null, maxPrice: null } });
  }
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="sr-only">{t('products.filters.active')}</span>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.remove)}
              aria-label={t('products.filters.remove', { label: chip.label })}
              className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-100 py-1 pr-2 pl-3 text-sm font-semibold text-brand-900 hover:bg-brand-200"
            >
              {chip.label}
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClear}
        className="min-h-9 rounded-full px-2 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
      >
        {t('products.filters.clearAll')}
      </button>
    </div>
  );
}
