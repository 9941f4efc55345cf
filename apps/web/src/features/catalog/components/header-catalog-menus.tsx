import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { pickLocalised } from '../../../lib/localised';
import { TRUNCATE } from '../../../lib/truncate';
import { useBrands, useCategories } from '../api/catalog-queries';
import { brandPath, categoryPath } from '../catalog-entry-points';
import { NavDropdown } from './nav-dropdown';

export function CategoryMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  const categories = useCategories();
  return (
    <NavDropdown
      label={t('header.categories')}
      items={categories.data?.map((c) => ({ key: c.id, label: pickLocalised(c, 'name', language), to: categoryPath(c) }))}
      isLoading={categories.isPending}
      isError={categories.isError}
      onRetry={() => void categories.refetch()}
      maxLabel={TRUNCATE.menu}
    />
  );
}

export function BrandMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  const brands = useBrands();
  return (
    <NavDropdown
      label={t('header.brands')}
      items={brands.data?.map((b) => ({ key: b.id, label: pickLocalised(b, 'name', language), to: brandPath(b) }))}
      isLoading={brands.isPending}
      isError={brands.isError}
      onRetry={() => void brands.refetch()}
      maxLabel={TRUNCATE.menu}
      columns={2}
    />
  );
}
