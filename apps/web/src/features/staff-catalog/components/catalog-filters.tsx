import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { Button, buttonClass } from '../../../ui/button';
import { controlClass } from '../../../ui/form/control-class';
import { CATALOG_SEARCH_MAX, catalogSearch, type CatalogFilters, type ProductStatusFilter } from '../catalog-params';
import { useCatalogNames } from '../hooks/use-catalog-names';

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/**
 * Name or SKU code, status, category and brand. What is chosen becomes the address on "Filter" (the
 * page mounts the form again for each address, so Back shows the filters of the list it shows).
 */
export function CatalogFilters({
  filters,
  onFilter,
  clearHref,
}: {
  filters: CatalogFilters;
  onFilter: (change: Partial<CatalogFilters>) => void;
  clearHref: string | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { categories, brands, named } = useCatalogNames(language);
  const id = useId();
  const [q, setQ] = useState(filters.q);
  const [status, setStatus] = useState<ProductStatusFilter>(filters.status);
  const [categoryId, setCategoryId] = useState(filters.categoryId === null ? '' : String(filters.categoryId));
  const [brandId, setBrandId] = useState(filters.brandId === null ? '' : String(filters.brandId));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onFilter({ q: catalogSearch(q), status, categoryId: idOrNull(categoryId), brandId: idOrNull(brandId) });
  }

  const label = 'mb-1 block text-sm font-semibold text-ink';
  return (
    <form role="search" aria-label={t('staffCatalog.list.filtersLabel')} onSubmit={submit} className="rounded-2xl border border-brand-100 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor={`${id}-q`} className={label}>
            {t('staffCatalog.list.search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            maxLength={CATALOG_SEARCH_MAX}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t('staffCatalog.list.searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-status`} className={label}>
            {t('staffCatalog.list.status')}
          </label>
          <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as ProductStatusFilter)} className={controlClass}>
            <option value="">{t('staffCatalog.list.anyStatus')}</option>
            <option value="active">{t('staffCatalog.status.active')}</option>
            <option value="inactive">{t('staffCatalog.status.inactive')}</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-category`} className={label}>
            {t('staffCatalog.fields.category')}
          </label>
          <select id={`${id}-category`} value={categoryId} onChange={(event) => setCategoryId(event.target.value)} className={controlClass}>
            <option value="">{t('staffCatalog.list.anyCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {named(category)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-brand`} className={label}>
            {t('staffCatalog.fields.brand')}
          </label>
          <select id={`${id}-brand`} value={brandId} onChange={(event) => setBrandId(event.target.value)} className={controlClass}>
            <option value="">{t('staffCatalog.list.anyBrand')}</option>
            {brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {named(brand)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit">{t('staffCatalog.list.filter')}</Button>
        {clearHref ? (
          <Link to={clearHref} className={buttonClass('ghost')}>
            {t('staffCatalog.list.clear')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
