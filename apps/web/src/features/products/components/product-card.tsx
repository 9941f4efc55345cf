import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductListItem } from '@pawsook/shared/schemas/products';
import { pickLocalised } from '../../../lib/localised';
import { useLanguage } from '../../../lib/use-language';
import { Skeleton } from '../../../ui/skeleton';
import { productPath } from '../product-paths';
import { PriceTag } from './price-tag';
import { ProductBadges } from './product-badges';
import { ProductImage } from './product-image';

export interface ProductCardProps {
  product: ProductListItem;
  /** heading level of the product name in the page outline */
  headingLevel?: 2 | 3;
  /** load the picture at once (the first cards of a listing) */
  priority?: boolean;
  /** a button under the card (e.g. remove from favourites); it sits outside the card's link */
  action?: ReactNode;
}

/**
 * A product in a list, carousel or the favourites: picture, name in the current language (two lines
 * at most), price and badges. The price is the list item's sellPrice, the one lists sort and filter
 * by; a free gift (not sold on its own) shows that instead of a price. The whole card opens the
 * product page; the name is the link's text.
 */
export function ProductCard({ product, headingLevel = 3, priority = false, action }: ProductCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = pickLocalised(product, 'productName', language);
  const brand = pickLocalised(product, 'brandName', language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group product-card">
      <div className="relative bg-stone-50">
        <ProductImage
          imageKey={product.mainImage}
          priority={priority}
          className={product.inStock || !product.soldSeparately ? 'product-card-image' : 'product-card-image opacity-60 grayscale'}
        />
        <ProductBadges item={product} className="absolute top-2 left-2 right-2" />
      </div>
      <div className="product-card-body">
        <div className="product-card-meta">
          <p className="product-card-brand">{brand}</p>
          {product.reviewSummary.count > 0 ? <CardRating average={product.reviewSummary.average} count={product.reviewSummary.count} /> : null}
        </div>
        <Heading className="product-card-name" title={name}>
          <Link to={productPath(language, product.productId)} className="product-card-link">
            {name}
          </Link>
        </Heading>
        {product.soldSeparately ? (
          <PriceTag item={product} className="mt-auto pt-1" />
        ) : (
          <p className="mt-auto pt-1 text-sm font-semibold text-green-800">{t('products.price.gift')}</p>
        )}
      </div>
      {action ? <div className="relative z-10 px-3 pb-3">{action}</div> : null}
    </article>
  );
}

/** "★ 4.5 (12)" beside the brand: one line, so cards with and without reviews keep one height. */
function CardRating({ average, count }: { average: number; count: number }) {
  const { t } = useTranslation();
  const shown = average.toFixed(1);
  return (
    <p className="shrink-0 whitespace-nowrap text-ink">
      <span className="sr-only">{t('products.reviews.cardRating', { average: shown, count })}</span>
      <span aria-hidden="true">
        <span className="text-amber-700">★</span> {shown} <span className="text-muted">({count})</span>
      </span>
    </p>
  );
}

/**
 * The same box while products load, so the page does not jump when they arrive: the lines of a
 * card with a special price (brand, two lines of name, price and saving), the tallest a card is
 * at 375 and 1280 px, which a shelf's row takes as soon as one of its products has one.
 */
export function ProductCardSkeleton({ still = false }: { still?: boolean }) {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white">
      <Skeleton still={still} className="aspect-square w-full rounded-none" />
      <div className="product-card-body">
        <Skeleton still={still} className="my-0.5 h-3 w-1/3" />
        <Skeleton still={still} className="h-12 w-full" />
        <div className="mt-auto flex flex-col pt-1">
          <Skeleton still={still} className="my-0.5 h-6 w-1/2" />
          <Skeleton still={still} className="my-0.5 h-3 w-2/3" />
        </div>
      </div>
    </div>
  );
}
