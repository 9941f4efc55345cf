import type { PartVersions } from '../../http/part-versions';
import type { CatalogSnapshot } from './catalog-snapshot';

/**
 * A part of the catalogue that a page or an answer shows, so that a change re-draws only what
 * shows it (decision 0071): `whole` the menus (categories, brands, donation places), `lists` what
 * product lists show, `product:{id}` one product as its API answer shows it (every stock figure),
 * `page:{id}` one product as its page shows it (each SKU sold out, few left or more),
 * `everything` the whole snapshot, for what says nothing finer.
 */
export type CatalogPart = 'whole' | 'lists' | 'everything' | `product:${number}` | `page:${number}`;

export const productPart = (productId: number): CatalogPart => `product:${productId}`;
const productPagePart = (productId: number): CatalogPart => `page:${productId}`;

function versionOf(snapshot: CatalogSnapshot, part: string): unknown {
  switch (part) {
    case 'whole':
      return snapshot.shown.whole;
    case 'lists':
      return snapshot.shown.lists;
    case 'everything':
      return snapshot;
    default: {
      // a product that is not there has no version: the same until it comes
      const [kind, id] = part.split(':');
      const product = snapshot.byId.get(Number(id));
      if (kind === 'product') return product ?? null;
      if (kind === 'page') return product?.shown ?? null;
      return snapshot;
    }
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
 * head carries the product's price and availability for search engines) or an API call it made.
 * A list shows whether each product can be bought, a product's page each SKU's stock as sold out,
 * few left or more (shownStock), not the figures themselves: those in the page's data block are as
 * drawn, and the browser reads them only for the quantity's upper bound, which adding to the cart
 * checks again. `null`: not an address of the catalogue's.
 */
export function catalogPartsShownAt(address: string): CatalogPart[] | null {
  const product = PRODUCT_ANSWER.exec(address) ?? PRODUCT_PAGE.exec(address);
  if (product) return [productPagePart(Number(product[1]))];
  if (PRODUCT_LIST.test(address)) return ['lists'];
  if (MENUS.test(address)) return ['whole'];
  return null;
}
