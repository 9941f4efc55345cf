import { useQuery } from '@tanstack/react-query';
import { useId, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/use-language';
import { Button, buttonClass } from '../../../../ui/button';
import { PawIcon } from '../../../../ui/paw-icon';
import { productListQuery } from '../../api/product-queries';
import {
  changeFilters,
  EMPTY_FILTERS,
  hasActiveFilters,
  LISTING_PAGE_SIZE,
  pageCount,
  readListingFilters,
  toProductQuery,
  writeListingFilters,
  type ListingFilters,
  type ListingScope,
} from '../../listing/listing-params';
import { ProductCard, ProductCardSkeleton } from '../product-card';
import { HydrateLater } from '../../../../ui/hydrate-later';
import { ActiveFilters } from './active-filters';
import { FilterDrawer } from './filter-drawer';
import { FilterForm, type FacetOptions } from './filter-form';
import { PagerNav } from './pager-nav';
import { SortSelect } from './sort-select';
import { LoadFailed } from '../../../../ui/load-failed';

export interface ProductListingProps {
  /** what is listed before any filter */
  scope: ListingScope;
  /** the brand filter of a category listing, or the category filter of a brand listing */
  facet?: FacetOptions | null;
  /** hide the pet filter where the listing already is one pet's */
  showPetType?: boolean;
  defaultOrder?: 'newest' | 'relevance';
  /** shown when nothing is listed and no filter is set */
  empty?: { title: string; text?: string; action?: ReactNode };
}

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4';

/**
 * A listing of products with filters (side panel on desktop, drawer on phones), sort, the spec's
 * pager, and loading, empty and error states. Everything chosen lives in the address.
 */
export function ProductListing({ scope, facet = null, showPetType = true, defaultOrder = 'newest', empty }: ProductListingProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const headingId = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const facetParam = facet?.param ?? null;
  const filters = readListingFilters(params, facetParam);
  const query = useQuery(productListQuery(language, toProductQuery({ ...scope, facetTarget: facetTarget(facetParam) }, filters)));

  function apply(next: ListingFilters) {
    // a new choice keeps the shopper where they are; the results update in place
    setParams(writeListingFilters(next, params, facetParam), { preventScrollReset: true });
  }
  const change = (partial: Partial<ListingFilters>) => apply(changeFilters(filters, partial));
  const clear = () => apply({ ...EMPTY_FILTERS, sort: filters.sort });
  const hrefFor = (page: number) => `?${writeListingFilters({ ...filters, page }, params, facetParam).toString()}`;
  const activeCount = [filters.petType, filters.age, filters.facet, filters.minPrice ?? filters.maxPrice].filter((v) => v !== null).length;

  const total = query.data?.totalRecord ?? 0;
  const items = query.data?.items ?? [];

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <ul className={GRID} aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (query.isError && !query.data) {
    body = <LoadFailed title={t('products.listing.errorTitle')} onRetry={() => void query.refetch()} />;
  } else if (total === 0) {
    body = hasActiveFilters(filters) ? (
      <EmptyState title={t('products.listing.noMatchTitle')} text={t('products.listing.noMatchText')}>
        <Button onClick={clear}>{t('products.filters.clearAll')}</Button>
      </EmptyState>
    ) : (
      <EmptyState title={empty?.title ?? t('products.listing.emptyTitle')} text={empty?.text ?? t('products.listing.emptyText')}>
        {empty?.action ?? (
          <Link to="/" className={buttonClass('primary')}>
            {t('products.listing.backHome')}
          </Link>
        )}
      </EmptyState>
    );
  } else if (items.length === 0) {
    // a page past the last one (an old link)
    body = (
      <EmptyState title={t('products.listing.pastLastTitle')} text={t('products.listing.pastLastText', { count: pageCount(total) })}>
        <Link to={hrefFor(1)} className={buttonClass('primary')}>
          {t('products.listing.firstPage')}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className={`${GRID} transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={query.isPlaceholderData}>
          {items.map((item, index) => (
            // on a page the server drew, each card is taken over in a task of its own, after the page's frame
            <HydrateLater key={item.productId}>
              <li>
                <ProductCard product={item} priority={index < 4} />
              </li>
            </HydrateLater>
          ))}
        </ul>
        {/* a part of its own (its links each work out an address): one element, with or without a pager */}
        <HydrateLater>
          <div>
            <PagerNav
              page={filters.page}
              totalRecord={total}
              pageSize={LISTING_PAGE_SIZE}
              hrefFor={hrefFor}
              // after a page change, reading and tabbing start again at the results
              onNavigate={() => requestAnimationFrame(() => resultsHeading.current?.focus({ preventScroll: true }))}
            />
          </div>
        </HydrateLater>
      </>
    );
  }

  return (
    <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
      {/* a wide screen's filters: a part of its own when the page is taken over, and none of a phone's first task */}
      <HydrateLater>
        <aside aria-labelledby={`${headingId}-filters`} className="hidden lg:block">
          <div className="sticky top-20 rounded-2xl border border-brand-100 bg-white p-4">
            <h2 id={`${headingId}-filters`} className="mb-4 text-lg font-bold text-brand-900">
              {t('products.filters.title')}
            </h2>
            <FilterForm applied={filters} facet={facet} showPetType={showPetType} mode="instant" onApply={apply} />
          </div>
        </aside>
      </HydrateLater>
      <div className="min-w-0">
        {/* the toolbar and the chosen filters: parts of their own on a drawn page */}
        <HydrateLater>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <FilterDrawer applied={filters} facet={facet} showPetType={showPetType} activeCount={activeCount} onApply={apply} />
            <p role="status" className="text-sm text-muted lg:order-first">
              {query.isPending ? t('common.loading') : t('products.listing.count', { count: total })}
            </p>
            <SortSelect value={filters.sort} defaultOrder={defaultOrder} onChange={(sort) => change({ sort })} />
          </div>
        </HydrateLater>
        <HydrateLater>
          <div className="mb-4">
            <ActiveFilters filters={filters} facet={facet} onChange={change} onClear={clear} />
          </div>
        </HydrateLater>
        <h2 ref={resultsHeading} tabIndex={-1} className="sr-only">
          {t('products.listing.results')}
        </h2>
        {body}
      </div>
    </div>
  );
}

function facetTarget(param: FacetOptions['param'] | null): ListingScope['facetTarget'] {
  if (param === 'categories') return 'brand';
  if (param === 'brands') return 'category';
  return undefined;
}

function EmptyState({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="rounded-3xl border border-brand-100 bg-cream px-6 py-10 text-center">
      <PawIcon className="mx-auto size-14" />
      <p className="mt-4 text-lg font-bold text-brand-900">{title}</p>
      {text ? <p className="mt-1 text-muted">{text}</p> : null}
      {children ? <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
