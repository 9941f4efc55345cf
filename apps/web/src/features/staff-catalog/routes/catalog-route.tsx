import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayUse } from '@pawsook/shared/staff/staff-roles';
import { useLanguage } from '../../../lib/use-language';
import { buttonClass } from '../../../ui/button';
import { isStaffCallError } from '../../../lib/call-refusals';
import { pageCount } from '../../../lib/page-count';
import { EmptyListNote } from '../../back-office/components/empty-list-note';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { PagedRows } from '../../back-office/components/paged-rows';
import { QueryStates } from '../../back-office/components/query-states';
import { ResultsSection } from '../../back-office/components/results-section';
import { StaffAreaPage } from '../../back-office/components/staff-area-page';
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

  return (
    <>
      <CatalogFilters key={catalogListSearch(filters)} filters={filters} onFilter={change} clearHref={isCatalogFiltered(filters) ? catalogListHref() : null} />
      <ResultsSection id="catalog-results" title={products.data ? caption : t('staffCatalog.list.resultsTitle')}>
        <QueryStates
          query={products}
          isEmpty={(data) => data.products.length === 0}
          empty={
            <EmptyListNote>{isCatalogFiltered(filters) || filters.page > 1 ? t('staffCatalog.list.noMatch') : t('staffCatalog.list.empty')}</EmptyListNote>
          }
        >
          {(data) => (
            <PagedRows stale={products.isPlaceholderData} page={filters.page} pages={pages} hrefFor={(page) => hrefFor({ page })} textsKey="staffCatalog.list">
              <ProductsTable products={data.products} caption={caption} language={language} />
              <ProductsCards products={data.products} caption={caption} language={language} />
            </PagedRows>
          )}
        </QueryStates>
      </ResultsSection>
    </>
  );
}

/** /staff/catalog: the shop's products, last changed first; filters in the address. */
export function CatalogRoute() {
  const { t } = useTranslation();
  const person = useStaffPerson();
  const newProduct = mayUse(person.role, 'catalog.write') ? (
    <Link to={NEW_PRODUCT_HREF} className={buttonClass('primary')}>
      {t('staffCatalog.newProduct.open')}
    </Link>
  ) : null;
  return (
    <StaffAreaPage area="catalog" permission="catalog.read" action={newProduct}>
      <CatalogList />
    </StaffAreaPage>
  );
}
