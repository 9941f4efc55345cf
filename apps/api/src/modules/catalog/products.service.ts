import type { Lang } from '@pawsook/shared/i18n/translate';
import type { ProductDetail, ProductListItem, ProductListQuery } from '@pawsook/shared/schemas/products';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { notFound } from '../../http/app-error';
import type { EncodedAnswer } from '../../http/encoded-answer';
import type { DonationsService } from '../donations/donations.service';
import type { ReviewSummary } from '@pawsook/shared/schemas/reviews';
import { productPart } from './catalog-parts';
import { isForSale } from './catalog-snapshot';
import { listItemView, queryProducts, skuView } from './catalog-view';
import type { LiveCatalog } from './live-catalog.service';
import { productStructuredData } from './product-structured-data';
import { createResponseCache } from './response-cache';

export function createProductsService(catalog: LiveCatalog, donations: DonationsService, reviews: { current(): ReadonlyMap<number, ReviewSummary> }) {
  const cache = createResponseCache(() => catalog.current(), { alsoCurrent: () => reviews.current() });

  async function getProduct(productId: number, lang: Lang, now = Date.now()): Promise<ProductDetail> {
    const product = catalog.current().byId.get(productId);
    if (!product || product.skus.length === 0) throw notFound();
    const item = listItemView(product, now, reviews.current());
    const hidden = product.row.displayStatus === 'inactive' || product.brand.activeStatus === 'inactive' || product.category.activeStatus === 'inactive';
    return {
      ...item,
      displayStatus: hidden ? 'inactive' : item.displayStatus,
      descriptionTh: product.row.descriptionTh,
      descriptionEn: product.row.descriptionEn,
      images: product.row.imageKeys,
      categoryNameTh: product.category.nameTh,
      categoryNameEn: product.category.nameEn,
      categorySeoUrlSlug: product.category.seoUrlSlug,
      brandSeoUrl: product.brand.seoUrl,
      // the options a shopper can choose: a gift among sold options is not one; a product of gifts only shows its gifts
      skus: product.skus.filter((s) => hidden || (item.soldSeparately ? isForSale(s) : s.displayStatus === 'active')).map((s) => skuView(product, s, now)),
      // a product of gifts only cannot be ordered: shown, like a hidden one, without a way to buy it
      stockState: hidden || !item.soldSeparately ? 'not-displayed' : item.inStock ? 'in-stock' : 'out-of-stock',
      donationPlaces: await donations.activePlacesAmong(product.donationPlaceIds, lang),
    };
  }

  function listProducts(query: ProductListQuery, now = Date.now()): { items: ProductListItem[]; total: number; productIds: number[] } {
    const { total, page } = queryProducts(catalog.current(), query, now);
    const summaries = reviews.current();
    return { total, items: page.map((p) => listItemView(p, now, summaries)), productIds: page.map((p) => p.row.id) };
  }

  return {
    listProducts,
    getProduct,

    /**
     * The answer stored under `key` if it is still current (see the routes: the key names the
     * request exactly), without computing anything.
     */
    cachedAnswer(key: string, now = Date.now()): EncodedAnswer | undefined {
      return cache.peek(key, now);
    },

    /** The list answer, encoded, from the cache when the same question was asked since the last change. */
    listProductsAnswer(query: ProductListQuery, now = Date.now(), key = `list:${JSON.stringify(query)}`): Promise<EncodedAnswer> {
      return cache.get(key, now, () => {
        const { items, total, productIds } = listProducts(query, now);
        // which products, in which order: the lists; each item's stock figure: its product
        return { answer: okEnvelope(items, total), parts: ['lists', ...productIds.map(productPart)] };
      });
    },

    /** The product answer, encoded (cached per language), or a 404. */
    productAnswer(productId: number, lang: Lang, now = Date.now(), key = `product:${productId}:${lang}`): Promise<EncodedAnswer> {
      if (!catalog.current().byId.has(productId)) throw notFound();
      return cache.get(key, now, async () => ({ answer: okEnvelope(await getProduct(productId, lang, now)), parts: [productPart(productId)] }));
    },

    /**
     * Title, description, image and schema.org data of a product page, for the HTML the server
     * sends (link previews and search engines read them without running the app).
     */
    pageMeta(
      productId: number,
      lang: Lang,
      links: { pageUrl: string; imageUrl: (key: string) => string },
      now = Date.now(),
    ): { title: string; description: string; imageKey: string | null; structuredData: Record<string, unknown> } | null {
      const product = catalog.current().byId.get(productId);
      if (!product || product.row.displayStatus !== 'active' || product.skus.length === 0) return null;
      const name = lang === 'en' ? product.row.nameEn : product.row.nameTh;
      const brand = lang === 'en' ? product.brand.nameEn : product.brand.nameTh;
      const description = (lang === 'en' ? product.row.descriptionEn : product.row.descriptionTh) || name;
      return {
        title: `${name} | ${brand} | Pawsook`,
        description: description.slice(0, 300),
        imageKey: product.row.imageKeys[0] ?? null,
        structuredData: productStructuredData(product, lang, now, links, reviews.current()),
      };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
