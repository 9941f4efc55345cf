/**
 * The listing pages: category, brand, search and promotions. Each composes the catalog's lookup
 * (names, brand and category filters) with the products feature's listing.
 */
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductList } from '@pawsook/shared/schemas/products';
import { useAllBrands, useBrandLookup, useCategoryLookup } from '../../features/catalog/hooks/use-catalog-lookup';
import { useBrandOptions, useCategoryOptions } from '../../features/catalog/hooks/use-facet-options';
import { ContentPageItems } from '../../features/content/components/content-page-items';
import { ListingLoadError, ListingNotFound, ListingPage, ListingPageSkeleton } from '../../features/products/components/listing/listing-page';
import { ProductListing } from '../../features/products/components/listing/product-listing';
import { PromotionTabs } from '../../features/products/components/promotion-tabs';
import { isPromotionList } from '../../features/products/list-paths';
import { isProductList } from '../../features/products/listing/listing-params';
import { SearchBox } from '../../features/search/components/search-box';
import { pickLocalised } from '../../lib/localised';
import { useLanguage } from '../../lib/use-language';
import { buttonClass } from '../../ui/button';

/** /categories/{seoUrlSlug}, /categories/{id}?categories={brandId}, and the listing categories (all, best-seller, …). */
export function CategoryListingPage() {
  const { slug = '' } = useParams();
  if (slug === 'all') return <ProductListListing key="all" list={null} />;
  if (isProductList(slug)) return <ProductListListing key={slug} list={slug} />;
  return <CategoryListing key={slug} slug={slug} />;
}

function CategoryListing({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const lookup = useCategoryLookup(slug);
  const brands = useBrandOptions(lookup.status === 'found' ? lookup.record.brands : undefined, language);
  if (lookup.status === 'loading') return <ListingPageSkeleton />;
  if (lookup.status === 'error') return <ListingLoadError onRetry={lookup.retry} />;
  if (lookup.status === 'not-found') return <ListingNotFound title={t('products.notFound.categoryTitle')} text={t('products.notFound.categoryText')} />;
  const category = lookup.record;
  return (
    <ListingPage title={pickLocalised(category, 'name', language)} intro={t('products.listing.categoryIntro')}>
      <ProductListing
        key={category.id}
        scope={{ category: String(category.id) }}
        showPetType={!category.petType}
        facet={{
          param: 'categories',
          label: t('products.filters.brand'),
          allLabel: t('products.filters.allBrands'),
          options: brands,
        }}
      />
    </ListingPage>
  );
}

/** A list of the shop (best sellers, new, …) or every product, with the brand filter. */
function ProductListListing({ list }: { list: ProductList | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const brands = useAllBrands();
  const options = useBrandOptions(brands, language);
  const name = list ?? 'all';
  return (
    <ListingPage title={t(`products.lists.${name}.title`)} intro={t(`products.lists.${name}.text`)}>
      <ProductListing
        scope={list ? { list } : {}}
        facet={brands ? { param: 'categories', label: t('products.filters.brand'), allLabel: t('products.filters.allBrands'), options } : null}
        empty={{ title: t(`products.lists.${name}.empty`) }}
      />
    </ListingPage>
  );
}

/** /brands/{seoUrl}, /brands/{id}?brands={categoryId} */
export function BrandListingPage() {
  const { seoUrl = '' } = useParams();
  return <BrandListing key={seoUrl} seoUrl={seoUrl} />;
}

function BrandListing({ seoUrl }: { seoUrl: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const lookup = useBrandLookup(seoUrl);
  const categories = useCategoryOptions(lookup.status === 'found' ? lookup.record.category : undefined, language);
  if (lookup.status === 'loading') return <ListingPageSkeleton />;
  if (lookup.status === 'error') return <ListingLoadError onRetry={lookup.retry} />;
  if (lookup.status === 'not-found') return <ListingNotFound title={t('products.notFound.brandTitle')} text={t('products.notFound.brandText')} />;
  const brand = lookup.record;
  const name = pickLocalised(brand, 'name', language);
  return (
    <ListingPage title={name} intro={t('products.listing.brandIntro', { brand: name })}>
      <ProductListing
        key={brand.id}
        scope={{ brand: String(brand.id) }}
        facet={{
          param: 'brands',
          label: t('products.filters.category'),
          allLabel: t('products.filters.allCategories'),
          options: categories,
        }}
      />
    </ListingPage>
  );
}

/** /search?keyword= (Thai or English) */
export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 100);
  if (!keyword) {
    return (
      <ListingPage title={t('search.pageTitle')} intro={t('search.prompt')}>
        <div className="max-w-xl">
          <SearchBox />
        </div>
      </ListingPage>
    );
  }
  return (
    <ListingPage title={t('search.resultsTitle', { keyword })}>
      <ProductListing
        key={keyword}
        scope={{ keyword }}
        defaultOrder="relevance"
        empty={{
          title: t('search.noResultsTitle', { keyword }),
          text: t('search.noResultsText'),
          action: (
            <>
              <Link to="/categories/all" className={buttonClass('primary')}>
                {t('search.browseAll')}
              </Link>
              <Link to="/promotion" className={buttonClass('secondary')}>
                {t('search.seePromotions')}
              </Link>
            </>
          ),
        }}
      />
    </ListingPage>
  );
}

/** /promotion: special price, flash sale and clearance, each a listing of its own (?list=). */
export function PromotionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('list');
  const list = isPromotionList(raw) ? raw : 'special-price';
  return (
    <ListingPage
      title={t('products.promotion.title')}
      intro={t('products.promotion.intro')}
      extra={
        <div className="space-y-8">
          {/* what staff wrote for this page (issue 19), above the products on promotion */}
          <ContentPageItems page="promotions" title={t('content.pageItems.promotionsTitle')} />
          <PromotionTabs current={list} />
        </div>
      }
    >
      <ProductListing key={list} scope={{ list }} empty={{ title: t(`products.lists.${list}.empty`) }} />
    </ListingPage>
  );
}
