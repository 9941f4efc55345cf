import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickLocalised } from '../../../lib/localised';
import { isLanguage } from '../../../lib/preferences';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { productDetailQuery } from '../api/product-queries';
import { ProductDetailView } from '../components/detail/product-detail-view';
import { useLanguageInPath } from '../hooks/use-language-in-path';
import { parseProductId } from '../product-paths';
import { useServerStatus } from '../../../lib/server-head';
import { PageLoadFailed } from '../../../ui/load-failed';

export interface ProductRouteProps {
  /** the favourites heart for this product (composed by the app from the wishlist feature) */
  renderWishlistButton?: (productId: number) => ReactNode;
  /** the product's review summary and reviews (composed by the app from the reviews feature) */
  renderReviews?: (productId: number) => { summary: ReactNode; section: ReactNode };
}

/** /{lang}/product/{productId} */
export function ProductRoute({ renderWishlistButton, renderReviews }: ProductRouteProps) {
  const params = useParams();
  const pathLanguage = isLanguage(params.lang) ? params.lang : null;
  const productId = parseProductId(params.productId);
  useLanguageInPath(pathLanguage);
  if (!pathLanguage || productId === null) return <ProductNotFound />;
  return <ProductLoader productId={productId} renderWishlistButton={renderWishlistButton} renderReviews={renderReviews} />;
}

function ProductLoader({ productId, renderWishlistButton, renderReviews }: { productId: number } & ProductRouteProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const query = useQuery(productDetailQuery(language, productId));
  const product = query.data;
  usePageTitle(product ? pickLocalised(product, 'productName', language) : product === null || query.isError ? t('products.notFound.title') : null);

  if (query.isPending) return <ProductSkeleton />;
  if (product === null) return <ProductNotFound />;
  if (!product) {
    return <PageLoadFailed title={t('products.detail.errorTitle')} onRetry={() => void query.refetch()} />;
  }
  const skuParam = Number(search.get('sku'));
  const reviews = renderReviews?.(product.productId);
  return (
    <ProductDetailView
      product={product}
      language={language}
      skuId={Number.isSafeInteger(skuParam) && skuParam > 0 ? skuParam : null}
      onSelectSku={(sku) => {
        const next = new URLSearchParams(search);
        next.set('sku', String(sku.skuId));
        setSearch(next, { replace: true, preventScrollReset: true });
      }}
      wishlistButton={renderWishlistButton?.(product.productId)}
      reviewSummary={reviews?.summary}
      reviews={reviews?.section}
      onFlashSaleEnd={() => void query.refetch()}
    />
  );
}

function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="container-page py-6 md:py-8" aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <Skeleton className="mb-4 h-4 w-48" />
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <Skeleton className="aspect-square w-full rounded-3xl" />
        <div className="space-y-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-10 w-40" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-12 w-56 rounded-full" />
        </div>
      </div>
    </div>
  );
}

/** An unknown or mistyped product address. */
export function ProductNotFound() {
  useServerStatus(404);
  const { t } = useTranslation();
  usePageTitle(t('products.notFound.title'));
  return (
    <div className="container-page py-16 text-center md:py-24">
      <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{t('products.notFound.title')}</h1>
      <p className="mx-auto mt-2 max-w-md text-muted">{t('products.notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary', 'px-8')}>
          {t('products.notFound.home')}
        </Link>
        <Link to="/promotion" className={buttonClass('secondary', 'px-6')}>
          {t('products.notFound.promotion')}
        </Link>
      </div>
    </div>
  );
}
