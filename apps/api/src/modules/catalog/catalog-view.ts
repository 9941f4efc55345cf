import type { DonationPlace, ProductListItem, ProductListQuery, ProductSku } from '@pawsook/shared/schemas/products';
import { satangToBaht } from '@pawsook/shared/money/money';
import { hasSkuForSale, isForSale, type CatalogProduct, type CatalogSnapshot, type SkuRow } from './catalog-snapshot';
import type { ReviewSummary } from '@pawsook/shared/schemas/reviews';
import { NO_REVIEWS } from '../reviews/review-summary.service';
import { searchScorer } from './catalog-search';

export const DONATION_CATEGORY_ID = 900002075;

/** The price a SKU sells at at `now`: the special price while its window runs. */
export function activeSpecialPrice(sku: SkuRow, now: number): number | null {
  if (sku.specialPriceSatang === null) return null;
  if (sku.specialStartsAt && sku.specialStartsAt.getTime() > now) return null;
  if (sku.specialEndsAt && sku.specialEndsAt.getTime() <= now) return null;
  return sku.specialPriceSatang;
}

/** Moments when this product's special prices or flash sale start or end. */
export function* activeSpecialBoundaries(product: CatalogProduct): Generator<number> {
  if (product.row.flashSaleEndsAt) yield product.row.flashSaleEndsAt.getTime();
  for (const sku of product.skus) {
    if (sku.specialStartsAt) yield sku.specialStartsAt.getTime();
    if (sku.specialEndsAt) yield sku.specialEndsAt.getTime();
  }
}

export const sellPriceOf = (sku: SkuRow, now: number) => activeSpecialPrice(sku, now) ?? sku.priceSatang;

const buyable = (sku: SkuRow) => isForSale(sku) && sku.stock > 0;

/**
 * The SKU a listing shows: the cheapest that can be bought now, else the cheapest for sale (all sold
 * out), else the cheapest on display (a product of gifts only), else the cheapest. The product page
 * opens on it.
 */
export function representativeSku(product: CatalogProduct, now: number): SkuRow | undefined {
  const forSale = product.skus.filter(isForSale);
  const active = product.skus.filter((s) => s.displayStatus === 'active');
  const pool = forSale.some(buyable) ? forSale.filter(buyable) : forSale.length ? forSale : active.length ? active : product.skus;
  let best: SkuRow | undefined;
  for (const sku of pool) if (!best || sellPriceOf(sku, now) < sellPriceOf(best, now)) best = sku;
  return best;
}

/**
 * A product's price in lists: the sellPrice of the SKU the list item shows, i.e. the lowest price it
 * can be bought at now ("from"). The card shows it, and the price sorts and filters use it, so the
 * order and the range always agree with what is on screen. `minSellPrice` (the staff's floor) is not it.
 */
export const listPriceOf = (product: CatalogProduct, now: number): number => sellPriceOf(representativeSku(product, now)!, now);

/** Coins for one unit: coinsPer100Baht for every full 100 baht of the price paid. */
export function coinsFor(product: CatalogProduct, sellPriceSatang: number): number {
  return Math.floor((sellPriceSatang * product.row.coinsPer100Baht) / 10_000);
}

function skuFields(product: CatalogProduct, sku: SkuRow, now: number) {
  const special = activeSpecialPrice(sku, now);
  const isVariant = product.skus.length > 1;
  return {
    skuId: sku.id,
    productId: product.row.id,
    productNameTh: product.row.nameTh,
    productNameEn: product.row.nameEn,
    mainImage: sku.imageKey ?? product.row.imageKeys[0] ?? '',
    price: satangToBaht(sku.priceSatang),
    specialPrice: special === null ? null : satangToBaht(special),
    sellPrice: satangToBaht(special ?? sku.priceSatang),
    minSellPrice: satangToBaht(sku.minSellPriceSatang),
    totalProduct: sku.stock,
    displayStatus: product.row.displayStatus === 'inactive' ? 'inactive' : sku.displayStatus,
    isProductVariant: isVariant,
    productChoice: isVariant && sku.choiceNameTh && sku.choiceNameEn ? { choiceNameDisplayTh: sku.choiceNameTh, choiceNameDisplayEn: sku.choiceNameEn } : null,
  } as const;
}

export function skuView(product: CatalogProduct, sku: SkuRow, now: number): ProductSku {
  return { ...skuFields(product, sku, now), skuCode: sku.skuCode, coinReward: sku.coinReward };
}

const isFlashSale = (p: CatalogProduct, now: number) => p.row.flashSaleEndsAt !== null && p.row.flashSaleEndsAt.getTime() > now;
const hasSpecialPrice = (p: CatalogProduct, now: number) => p.skus.some((s) => isForSale(s) && activeSpecialPrice(s, now) !== null);

/** A product as lists show it; `reviews`: every product's review summary (live-review-summaries.ts), none without. */
export function listItemView(product: CatalogProduct, now: number, reviews: ReadonlyMap<number, ReviewSummary> = new Map()): ProductListItem {
  const sku = representativeSku(product, now)!;
  const fields = skuFields(product, sku, now);
  const soldSeparately = hasSkuForSale(product);
  return {
    ...fields,
    brandId: product.brand.id,
    brandNameTh: product.brand.nameTh,
    brandNameEn: product.brand.nameEn,
    categoryId: product.category.id,
    petType: product.row.petType,
    lifeStage: product.row.lifeStage,
    inStock: product.row.displayStatus === 'active' && product.skus.some(buyable),
    soldSeparately,
    isRecommend: product.row.isRecommended,
    isNew: product.row.isNew,
    isClearance: product.row.isClearance,
    isFree: product.row.isFree,
    isDonation: product.category.id === DONATION_CATEGORY_ID,
    isSpecialPrice: hasSpecialPrice(product, now),
    flashSaleEndAt: isFlashSale(product, now) ? product.row.flashSaleEndsAt!.toISOString() : null,
    soldCount: product.row.soldCount,
    // a gift is given, not bought: it earns nothing
    receiveCoin: soldSeparately ? coinsFor(product, sellPriceOf(sku, now)) : 0,
    reviewSummary: reviews.get(product.row.id) ?? NO_REVIEWS,
  };
}

function inList(product: CatalogProduct, list: ProductListQuery['list'], now: number): boolean {
  switch (list) {
    case undefined:
      return true;
    case 'recommend':
      return product.row.isRecommended;
    case 'new-product':
      return product.row.isNew;
    case 'special-price':
      return hasSpecialPrice(product, now);
    case 'clearance':
      return product.row.isClearance;
    case 'flash-sale':
      return isFlashSale(product, now);
    case 'best-seller':
      return product.row.soldCount > 0;
    case 'donation-product':
      return product.category.id === DONATION_CATEGORY_ID;
    case 'free':
      return product.row.isFree;
  }
}

/**
 * Search's order (decision 0043): what can be bought now first (in stock, on display, sold on its
 * own), then the better match, then a product on special price or flash sale; equal ones stay
 * newest first. One number, so the sort compares numbers.
 */
export function searchRank(product: CatalogProduct, score: number, now: number): number {
  const canBuy = product.row.displayStatus === 'active' && product.skus.some(buyable);
  const onSale = isFlashSale(product, now) || hasSpecialPrice(product, now);
  return (canBuy ? 1e9 : 0) + score * 2 + (onSale ? 1 : 0);
}

function matchesRef(ref: string, id: number, slug: string): boolean {
  return /^\d+$/.test(ref) ? Number(ref) === id : ref.toLowerCase() === slug;
}

/**
 * Filters, searches, sorts and pages the products for sale. The free-gift list (`list=free`) is the
 * one place that also shows gifts not sold on their own: it is where the shop presents its gifts.
 */
export function queryProducts(snapshot: CatalogSnapshot, query: ProductListQuery, now: number) {
  const products = query.list === 'free' ? snapshot.listed : snapshot.forSale;
  const score = query.keyword ? searchScorer(snapshot, query.keyword) : null;
  const minPrice = query.minPrice === undefined ? undefined : Math.round(query.minPrice * 100);
  const maxPrice = query.maxPrice === undefined ? undefined : Math.round(query.maxPrice * 100);
  const scores = new Map<CatalogProduct, number>();
  const prices = new Map<CatalogProduct, number>();

  const unfiltered =
    !query.category &&
    !query.brand &&
    !query.petType &&
    !query.age &&
    !query.list &&
    !score &&
    minPrice === undefined &&
    maxPrice === undefined &&
    query.sort !== 'price-asc' &&
    query.sort !== 'price-desc';
  const matches = unfiltered
    ? [...products]
    : products.filter((p) => {
        if (query.category && !matchesRef(query.category, p.category.id, p.category.seoUrlSlug)) {
          // the catch-all regular category lists every regular product
          const catchAll = matchesRef(query.category, 900000879, 'pet-supplies') && p.category.kind === 'regular';
          if (!catchAll) return false;
        }
        if (query.brand && !matchesRef(query.brand, p.brand.id, p.brand.seoUrl)) return false;
        if (query.petType && p.row.petType !== query.petType) return false;
        if (query.age && p.row.lifeStage !== query.age && p.row.lifeStage !== 'all-ages') return false;
        if (!inList(p, query.list, now)) return false;
        if (minPrice !== undefined || maxPrice !== undefined || query.sort === 'price-asc' || query.sort === 'price-desc') {
          const price = listPriceOf(p, now);
          if (minPrice !== undefined && price < minPrice) return false;
          if (maxPrice !== undefined && price > maxPrice) return false;
          prices.set(p, price);
        }
        if (score) {
          const points = score(p);
          if (points === 0) return false;
          if (query.sort === undefined) scores.set(p, searchRank(p, points, now));
        }
        return true;
      });

  const sort = query.sort;
  if (sort === 'price-asc') matches.sort((a, b) => prices.get(a)! - prices.get(b)!);
  else if (sort === 'price-desc') matches.sort((a, b) => prices.get(b)! - prices.get(a)!);
  else if (sort === 'best-seller' || query.list === 'best-seller') matches.sort((a, b) => b.row.soldCount - a.row.soldCount);
  else if (sort === undefined && score) {
    // each rank read once, not twice per comparison: a search can match thousands of products
    const ranked = matches.map((p) => ({ p, rank: scores.get(p)! })).sort((a, b) => b.rank - a.rank);
    ranked.forEach(({ p }, i) => (matches[i] = p));
  }

  const start = (query.page - 1) * query.limit;
  return { total: matches.length, page: matches.slice(start, start + query.limit) };
}

export type DonationPlaceView = DonationPlace;
