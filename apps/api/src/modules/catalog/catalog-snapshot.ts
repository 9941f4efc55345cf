import { inArray } from 'drizzle-orm';
import { shownStock } from '@pawsook/shared/stock/shown-stock';
import type { Db } from '../../db/database';
import { productDonationPlacesOf, type ProductDonationPlace } from '../donations/donations.steps';
import { brands, categories, productSkus, products } from './catalog.tables';
import type { SearchCorpus } from './search-corpus';
import { searchField, type SearchField } from './search-text';

export type BrandRow = typeof brands.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type SkuRow = typeof productSkus.$inferSelect;

export interface CatalogProduct {
  row: typeof products.$inferSelect;
  brand: BrandRow;
  category: CategoryRow;
  /** in display order */
  skus: SkuRow[];
  donationPlaceIds: number[];
  /** the Thai and English names as search reads them (search-text.ts); brand and category ones are shared */
  searchName: SearchField;
  searchBrand: SearchField;
  searchCategory: SearchField;
  /**
   * new when the product's page may show something new (decision 0071): any change read from the
   * database, or a SKU's stock as the page shows it (shownStock: sold out, few left, or more)
   */
  shown: object;
}

/** The whole catalogue in memory: what listings, search and product pages read. */
export interface CatalogSnapshot {
  byId: Map<number, CatalogProduct>;
  /** displayable products, newest first (gifts not sold on their own included: the free-gift list, coin rewards) */
  listed: CatalogProduct[];
  /** the listed products with a SKU that is sold on its own: what product lists and search show */
  forSale: CatalogProduct[];
  /** every SKU with its product */
  skusById: Map<number, { product: CatalogProduct; sku: SkuRow }>;
  brandsById: Map<number, BrandRow>;
  categoriesById: Map<number, CategoryRow>;
  /** search's look-up of every text, shared by snapshots whose texts are the same */
  searchCorpus: SearchCorpus;
  /** what the lists and the menus show, version by version (catalog-parts.ts) */
  shown: ShownVersions;
}

/**
 * Tokens that change (a new object) when what they stand for may show something new, and are
 * passed on unchanged when it cannot: a stock figure that crosses no sold-out line keeps both.
 * A product's own version is its CatalogProduct object, new with any change to it, stock included.
 */
export interface ShownVersions {
  /** new with every whole read: the brands, categories and donation places (and every product with them) */
  whole: object;
  /**
   * new whenever a product list may show something new: which products, in which order, whether
   * each can be bought, its price and the option it shows (a product read again, a SKU for sale
   * sold out or back in stock)
   */
  lists: object;
}

/**
 * One copy of each short, often repeated value (statuses, pet types, variant names like "1 kg",
 * image keys): the driver makes a new string for every row. Names and descriptions are left alone.
 */
function interner(): <T extends string | null>(value: T) => T {
  const seen = new Map<string, string>();
  return <T extends string | null>(value: T): T => {
    if (value === null || value.length > 40) return value;
    const known = seen.get(value);
    if (known !== undefined) return known as T;
    seen.set(value, value);
    return value;
  };
}

function assemble(
  productRows: (typeof products.$inferSelect)[],
  skuRows: SkuRow[],
  placeRows: ProductDonationPlace[],
  brandsById: Map<number, BrandRow>,
  categoriesById: Map<number, CategoryRow>,
): CatalogProduct[] {
  const skusByProduct = new Map<number, SkuRow[]>();
  for (const sku of skuRows) {
    const list = skusByProduct.get(sku.productId);
    if (list) list.push(sku);
    else skusByProduct.set(sku.productId, [sku]);
  }
  const placesByProduct = new Map<number, number[]>();
  for (const link of placeRows) {
    const list = placesByProduct.get(link.productId);
    if (list) list.push(link.donationPlaceId);
    else placesByProduct.set(link.productId, [link.donationPlaceId]);
  }
  const intern = interner();
  for (const sku of skuRows) {
    sku.displayStatus = intern(sku.displayStatus);
    sku.choiceNameTh = intern(sku.choiceNameTh);
    sku.choiceNameEn = intern(sku.choiceNameEn);
    sku.imageKey = intern(sku.imageKey);
  }
  // brand and category search text: one string per brand and category, not per product
  const searchBrands = new Map<number, SearchField>();
  const searchCategories = new Map<number, SearchField>();
  const result: CatalogProduct[] = [];
  for (const row of productRows) {
    const brand = brandsById.get(row.brandId);
    const category = categoriesById.get(row.categoryId);
    if (!brand || !category) continue;
    row.displayStatus = intern(row.displayStatus);
    row.petType = intern(row.petType);
    row.lifeStage = intern(row.lifeStage);
    row.kind = intern(row.kind);
    row.imageKeys = row.imageKeys.map(intern);
    let searchBrand = searchBrands.get(brand.id);
    if (searchBrand === undefined) searchBrands.set(brand.id, (searchBrand = searchField(brand.nameTh, brand.nameEn)));
    let searchCategory = searchCategories.get(category.id);
    if (searchCategory === undefined) searchCategories.set(category.id, (searchCategory = searchField(category.nameTh, category.nameEn)));
    result.push({
      row,
      brand,
      category,
      skus: (skusByProduct.get(row.id) ?? []).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id),
      donationPlaceIds: placesByProduct.get(row.id) ?? [],
      searchName: searchField(row.nameTh, row.nameEn),
      searchBrand,
      searchCategory,
      shown: {},
    });
  }
  return result;
}

/** Shown in listings: active product in an active category and brand, with at least one active SKU. */
const isListed = (p: CatalogProduct) =>
  p.row.displayStatus === 'active' &&
  p.brand.activeStatus === 'active' &&
  p.category.activeStatus === 'active' &&
  p.skus.some((s) => s.displayStatus === 'active');

/** A SKU a shopper can put in the cart for its price: on display and not a gift only (decision 0021). */
export const isForSale = (sku: SkuRow) => sku.displayStatus === 'active' && sku.soldSeparately;

/** Sold: at least one SKU is for sale. A product of gifts only is shown in the free-gift list alone. */
export const hasSkuForSale = (p: CatalogProduct) => p.skus.some(isForSale);

/**
 * The lists and look-ups of a snapshot, from its products. `searchCorpus`: the one before's, when
 * no product's text changed; `shown`: new versions unless the caller knows which stay.
 */
export function indexCatalog(
  all: Iterable<CatalogProduct>,
  brandsById: Map<number, BrandRow>,
  categoriesById: Map<number, CategoryRow>,
  searchCorpus: SearchCorpus = {},
  shown: ShownVersions = { whole: {}, lists: {} },
): CatalogSnapshot {
  const byId = new Map<number, CatalogProduct>();
  const skusById = new Map<number, { product: CatalogProduct; sku: SkuRow }>();
  for (const p of all) {
    byId.set(p.row.id, p);
    for (const sku of p.skus) skusById.set(sku.id, { product: p, sku });
  }
  const listed = [...byId.values()].filter(isListed).sort((a, b) => b.row.createdAt.getTime() - a.row.createdAt.getTime() || b.row.id - a.row.id);
  const forSale = listed.filter(hasSkuForSale);
  return { byId, listed, forSale, skusById, brandsById, categoriesById, searchCorpus, shown };
}

export async function loadCatalogSnapshot(db: Db): Promise<CatalogSnapshot> {
  const [brandRows, categoryRows, productRows, skuRows, placeRows] = await Promise.all([
    db.select().from(brands),
    db.select().from(categories),
    db.select().from(products),
    db.select().from(productSkus),
    productDonationPlacesOf(db),
  ]);
  const brandsById = new Map(brandRows.map((b) => [b.id, b]));
  const categoriesById = new Map(categoryRows.map((c) => [c.id, c]));
  return indexCatalog(assemble(productRows, skuRows, placeRows, brandsById, categoriesById), brandsById, categoriesById);
}

/** A new snapshot with some products read again from the database (and removed ones dropped). */
export async function refreshProducts(db: Db, snapshot: CatalogSnapshot, productIds: number[]): Promise<CatalogSnapshot> {
  const [productRows, skuRows, placeRows] = await Promise.all([
    db.select().from(products).where(inArray(products.id, productIds)),
    db.select().from(productSkus).where(inArray(productSkus.productId, productIds)),
    productDonationPlacesOf(db, productIds),
  ]);
  const byId = new Map(snapshot.byId);
  for (const id of productIds) byId.delete(id);
  for (const p of assemble(productRows, skuRows, placeRows, snapshot.brandsById, snapshot.categoriesById)) byId.set(p.row.id, p);
  // the brands and categories were not read again; anything of a product may have changed
  return indexCatalog(byId.values(), snapshot.brandsById, snapshot.categoriesById, {}, { whole: snapshot.shown.whole, lists: {} });
}

/**
 * A new snapshot with new stock figures for some SKUs (the database's stock-only notices), nothing
 * read again; a SKU the snapshot does not know is left to a full read of its product.
 */
export function withStock(snapshot: CatalogSnapshot, stockBySku: ReadonlyMap<number, number>): CatalogSnapshot {
  const byId = new Map(snapshot.byId);
  let listsChange = false;
  for (const [skuId, stock] of stockBySku) {
    const found = snapshot.skusById.get(skuId);
    if (!found) continue;
    // lists read a figure only as "can be bought" (in stock, the option shown, search's order)
    if (isForSale(found.sku) && found.sku.stock > 0 !== stock > 0) listsChange = true;
    const product = byId.get(found.product.row.id)!;
    const shown = shownStock(found.sku.stock) === shownStock(stock) ? product.shown : {};
    byId.set(product.row.id, { ...product, shown, skus: product.skus.map((sku) => (sku.id === skuId ? { ...sku, stock } : sku)) });
  }
  // stock lists no product and hides none (listed does not depend on it): the texts are the same
  const shown = listsChange ? { whole: snapshot.shown.whole, lists: {} } : snapshot.shown;
  return indexCatalog(byId.values(), snapshot.brandsById, snapshot.categoriesById, snapshot.searchCorpus, shown);
}
