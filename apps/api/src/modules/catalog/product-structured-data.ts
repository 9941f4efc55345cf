import type { Lang } from '@pawsook/shared/i18n/translate';
import type { ReviewSummary } from '@pawsook/shared/schemas/reviews';
import { isForSale, type CatalogProduct } from './catalog-snapshot';
import { listItemView, skuView } from './catalog-view';

/** schema.org `Product` (JSON-LD) of a product page: what search engines show as price and stock. */
export function productStructuredData(
  product: CatalogProduct,
  lang: Lang,
  now: number,
  links: { pageUrl: string; imageUrl: (key: string) => string },
  reviews: ReadonlyMap<number, ReviewSummary>,
): Record<string, unknown> {
  const item = listItemView(product, now, reviews);
  const forSale = product.skus.filter(isForSale).map((sku) => skuView(product, sku, now));
  const prices = forSale.map((sku) => sku.sellPrice);
  const availability = `https://schema.org/${item.inStock ? 'InStock' : 'OutOfStock'}`;
  const offers =
    forSale.length > 1
      ? {
          '@type': 'AggregateOffer',
          priceCurrency: 'THB',
          lowPrice: Math.min(...prices),
          highPrice: Math.max(...prices),
          offerCount: forSale.length,
          availability,
        }
      : { '@type': 'Offer', priceCurrency: 'THB', price: item.sellPrice, availability, url: links.pageUrl, itemCondition: 'https://schema.org/NewCondition' };
  const description = lang === 'en' ? product.row.descriptionEn : product.row.descriptionTh;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: lang === 'en' ? product.row.nameEn : product.row.nameTh,
    ...(description ? { description: description.slice(0, 5000) } : {}),
    image: product.row.imageKeys.map(links.imageUrl),
    sku: product.skus[0]?.skuCode,
    brand: { '@type': 'Brand', name: lang === 'en' ? product.brand.nameEn : product.brand.nameTh },
    category: lang === 'en' ? product.category.nameEn : product.category.nameTh,
    url: links.pageUrl,
    // a product of gifts only is not sold: no price to show
    ...(forSale.length > 0 ? { offers } : {}),
    ...(item.reviewSummary.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: item.reviewSummary.average,
            reviewCount: item.reviewSummary.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
