/**
 * A listing's filters, sort and page live in the address (so a listing can be shared and the back
 * button works). This reads them from the query string, writes them back, and turns them into the
 * query of GET /api/v1/products. Values that make no sense are ignored, never sent.
 */
import type { LifeStage, PetType, ProductList, ProductSort } from '@pawsook/shared/schemas/products';
import { pageCount as pagesOf } from '../../../lib/page-count';

/** member-area spec §9: the general page size. */
export const LISTING_PAGE_SIZE = 20;

export const PET_TYPES = ['dog', 'cat', 'fish', 'bird', 'small-pet'] as const satisfies readonly PetType[];
/** The ages a shopper picks from; products for all ages match each of them. */
export const AGES = ['baby', 'adult', 'senior'] as const satisfies readonly LifeStage[];
export const SORTS = ['newest', 'price-asc', 'price-desc', 'best-seller'] as const satisfies readonly ProductSort[];
export const PRODUCT_LISTS = [
  'recommend',
  'new-product',
  'special-price',
  'clearance',
  'flash-sale',
  'best-seller',
  'donation-product',
  'free',
] as const satisfies readonly ProductList[];

export type Age = (typeof AGES)[number];

/**
 * The second filter of a listing. The spec's addresses name it after the listing it narrows:
 * /categories/{id}?categories={brandId} and /brands/{id}?brands={categoryId}.
 */
export type FacetParam = 'categories' | 'brands';

export interface ListingFilters {
  petType: PetType | null;
  age: Age | null;
  /** a brand id (category listings) or a category id (brand listings) */
  facet: string | null;
  /** whole baht */
  minPrice: number | null;
  maxPrice: number | null;
  /** null: the listing's default order (newest; best match first for a search) */
  sort: ProductSort | null;
  page: number;
}

export const EMPTY_FILTERS: ListingFilters = { petType: null, age: null, facet: null, minPrice: null, maxPrice: null, sort: null, page: 1 };

const MAX_PRICE = 10_000_000;
const MAX_PAGE = 10_000;

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

function wholeNumber(raw: string | null, max: number): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value <= max ? value : null;
}

export function isProductList(value: string): value is ProductList {
  return (PRODUCT_LISTS as readonly string[]).includes(value);
}

/** An id or slug as the API accepts it (letters, digits, hyphens). */
export function isIdOrSlug(value: string | null | undefined): value is string {
  return !!value && /^[a-z0-9-]{1,120}$/i.test(value);
}

export function readListingFilters(params: URLSearchParams, facetParam: FacetParam | null): ListingFilters {
  let minPrice = wholeNumber(params.get('minPrice'), MAX_PRICE);
  let maxPrice = wholeNumber(params.get('maxPrice'), MAX_PRICE);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const facet = facetParam ? params.get(facetParam) : null;
  const page = wholeNumber(params.get('page'), MAX_PAGE);
  return {
    petType: oneOf(PET_TYPES, params.get('petType')),
    age: oneOf(AGES, params.get('age')),
    facet: isIdOrSlug(facet) ? facet : null,
    minPrice,
    maxPrice,
    sort: oneOf(SORTS, params.get('sort')),
    page: page && page >= 1 ? page : 1,
  };
}

const OWN_KEYS = ['petType', 'age', 'minPrice', 'maxPrice', 'sort', 'page', 'categories', 'brands'] as const;

/**
 * The address query for these filters. Other parameters (keyword, list, sku…) are kept; page 1 and
 * empty filters are left out so that the plain listing has the plain address.
 */
export function writeListingFilters(filters: ListingFilters, current: URLSearchParams, facetParam: FacetParam | null): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of OWN_KEYS) next.delete(key);
  if (filters.petType) next.set('petType', filters.petType);
  if (filters.age) next.set('age', filters.age);
  if (facetParam && filters.facet) next.set(facetParam, filters.facet);
  if (filters.minPrice !== null) next.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) next.set('maxPrice', String(filters.maxPrice));
  if (filters.sort) next.set('sort', filters.sort);
  if (filters.page > 1) next.set('page', String(filters.page));
  return next;
}

/** Any change of filter or sort starts again at page 1. */
export function changeFilters(current: ListingFilters, change: Partial<Omit<ListingFilters, 'page'>>): ListingFilters {
  return { ...current, ...change, page: 1 };
}

export function hasActiveFilters(filters: ListingFilters): boolean {
  return filters.petType !== null || filters.age !== null || filters.facet !== null || filters.minPrice !== null || filters.maxPrice !== null;
}

/** What a listing is about before any filter: a category, a brand, a list or a search. */
export interface ListingScope {
  category?: string;
  brand?: string;
  list?: ProductList;
  keyword?: string;
  /** which query parameter of the API the facet filter goes to */
  facetTarget?: 'brand' | 'category';
}

export type ProductQuery = Record<string, string | number>;

export function toProductQuery(scope: ListingScope, filters: ListingFilters, limit = LISTING_PAGE_SIZE): ProductQuery {
  const query: ProductQuery = { page: filters.page, limit };
  if (scope.category) query.category = scope.category;
  if (scope.brand) query.brand = scope.brand;
  if (scope.list) query.list = scope.list;
  if (scope.keyword) query.keyword = scope.keyword;
  if (filters.facet && scope.facetTarget) query[scope.facetTarget] = filters.facet;
  if (filters.petType) query.petType = filters.petType;
  if (filters.age) query.age = filters.age;
  if (filters.minPrice !== null) query.minPrice = filters.minPrice;
  if (filters.maxPrice !== null) query.maxPrice = filters.maxPrice;
  if (filters.sort) query.sort = filters.sort;
  return query;
}

export function pageCount(totalRecord: number, pageSize = LISTING_PAGE_SIZE): number {
  return pagesOf(totalRecord, pageSize);
}
