import type { PartVersions } from '../../http/part-versions';
import type { CatalogSnapshot } from './catalog-snapshot';

/**
 * A part of the catalogue that a page or an answer shows, so that a change re-draws only what
 * shows it (decision 0071): `whole` the menus (categories, brands, donation places), `lists` what
 * product lists show, `product:{id}` one product as its own page and answer show it (every stock
 * figure included), `everything` the whole snapshot, for what says nothing finer.
 */
export type CatalogPart = 'whole' | 'lists' | 'everything' | `product:${number}`;

export const productPart = (productId: number): CatalogPart => `product:${productId}`;

function versionOf(snapshot: CatalogSnapshot, part: string): unknown {
  switch (part) {
    case 'whole':
      return snapshot.shown.whole;
    case 'lists':
      return snapshot.shown.lists;
    case 'everything':
      return snapshot;
    default:
      // a product that is not there has no version: the same until it comes
      return part.startsWith('product:') ? (snapshot.byId.get(Number(part.slice('product:'.length))) ?? null) : snapshot;
  }
}

const readers = new WeakMap<CatalogSnapshot, PartVersions>();

/** The parts' versions in this snapshot: one reader per snapshot, so a reader unchanged means nothing changed. */
export function partVersionsOf(snapshot: CatalogSnapshot): PartVersions {
  let reader = readers.get(snapshot);
  if (!reader) readers.set(snapshot, (reader = (part) => versionOf(snapshot, part)));
  return reader;
}

const PRODUCT_PAGE = /^\/(?:th|en)\/product\/(\d+)\/?(?:\?|$)/;
const PRODUCT_ANSWER = /^\/api\/v1\/products\/(\d+)(?:\?|$)/;
const PRODUCT_LIST = /^\/api\/v1\/products(?:\?|$)/;
const MENUS = /^\/api\/v1\/(?:categories|brand|donation-places)(?:\?|$)/;

/**
 * What a drawn page shows of the catalogue through one address it read: its own (a product page's
 * head carries the product's price and stock for search engines) or an API call it made. A list
 * shows whether each product can be bought, not how many are left: the page is kept while no
 * listed SKU sells out or comes back (the figure in the page's data block is as drawn; no list
 * screen shows it). A product's page shows its stock figure. `null`: not an address of the
 * catalogue's.
 */
export function catalogPartsShownAt(address: string): CatalogPart[] | null {
  const product = PRODUCT_ANSWER.exec(address) ?? PRODUCT_PAGE.exec(address);
  if (product) return [productPart(Number(product[1]))];
  if (PRODUCT_LIST.test(address)) return ['lists'];
  if (MENUS.test(address)) return ['whole'];
  return null;
}
