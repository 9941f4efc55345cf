import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayUse } from '@pawsook/shared/staff/staff-roles';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button, buttonClass } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { isStaffCallError } from '../../../lib/call-refusals';
import { pageCount } from '../../../lib/page-count';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { RequirePermission } from '../../back-office/components/require-permission';
import { StaffPager } from '../../back-office/components/staff-pager';
import { useStaffPerson } from '../../back-office/hooks/use-staff-person';
import { PRODUCTS_PAGE_SIZE } from '../api/catalog-calls';
import { useStaffProducts } from '../api/catalog-queries';
import { catalogListHref, catalogListSearch, isCatalogFiltered, NEW_PRODUCT_HREF } from '../catalog-params';
import { CatalogFilters } from '../components/catalog-filters';
import { ProductsCards, ProductsTable } from '../components/products-list';
import { useCatalogFilters } from '../hooks/use-catalog-filters';

function CatalogList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { filters, hrefFor, change } = useCatalogFilters();
  const products = useStaffProducts(filters);

  if (products.isError && isStaffCallError(products.error) && products.error.forbidden) return <ForbiddenNotice message={products.error.message} />;

  const total = products.data?.total ?? 0;
  const pages = pageCount(total, PRODUCTS_PAGE_SIZE);
  const caption = t('staffCatalog.list.caption', { count: total, page: filters.page, pages });

  let body;
  if (products.isPending) body = <Spinner label={t('common.loading')} />;
  else if (products.isError)
    body = (
      <StatusMessage
        title={t('staff.errors.loadTitle')}
        action={
          <Button variant="secondary" onClick={() => void products.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (products.data.products.length === 0)
    body = (
      <p className="rounded-2xl border border-brand-100 bg-white p-5">
        {isCatalogFiltered(filters) || filters.page > 1 ? t('staffCatalog.list.noMatch') : t('staffCatalog.list.empty')}
      </p>
    );
  else
    body = (
      <div className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={products.isPlaceholderData}>
        <ProductsTable products={products.data.products} caption={caption} language={language} />
        <ProductsCards products={products.data.products} caption={caption} language={language} />
        <StaffPager
          page={filters.page}
          pages={pages}
          hrefFor={(page) => hrefFor({ page })}
          texts={{
            label: t('staffCatalog.list.pagesLabel'),
            previous: t('staffCatalog.list.previous'),
            next: t('staffCatalog.list.next'),
            pageOf: t('staffCatalog.list.pageOf', { page: filters.page, pages }),
          }}
        />
      </div>
    );

  return (
    <>
      <CatalogFilters key={catalogListSearch(filters)} filters={filters} onFilter={change} clearHref={isCatalogFiltered(filters) ? catalogListHref() : null} />
      <section aria-labelledby="catalog-results" className="mt-4">
        <h2 id="catalog-results" className="mb-2 text-sm font-semibold text-muted" aria-live="polite">
          {products.data ? caption : t('staffCatalog.list.resultsTitle')}
        </h2>
        {body}
      </section>
    </>
  );
}

/** /staff/catalog: the shop's products, last changed first; filters in the address. */
export function CatalogRoute() {
  const { t } = useTranslation();
  const person = useStaffPerson();
  usePageTitle(t('staff.areas.catalog.label'));
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{t('staff.areas.catalog.label')}</h1>
        {mayUse(person.role, 'catalog.write') ? (
          <Link to={NEW_PRODUCT_HREF} className={buttonClass('primary')}>
            {t('staffCatalog.newProduct.open')}
          </Link>
        ) : null}
      </div>
      <p className="mt-2 mb-5 text-muted">{t('staff.areas.catalog.text')}</p>
      <RequirePermission permission="catalog.read">
        <CatalogList />
      </RequirePermission>
    </div>
  );
}
