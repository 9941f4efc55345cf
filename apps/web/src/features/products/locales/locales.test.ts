import { describe, expect, it } from 'vitest';
import { AGES, PET_TYPES, PRODUCT_LISTS, SORTS } from '../listing/listing-params';
import { PROMOTION_LISTS } from '../list-paths';
import en from './en.json';
import th from './th.json';

type Tree = { [key: string]: string | Tree };

function get(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Tree)[key] : undefined), tree);
}

/** Keys built at run time (`products.lists.${list}.title`) escape the app's literal-key check: check them here. */
const dynamicKeys = [
  ...[...PRODUCT_LISTS, 'all'].flatMap((list) => ['title', 'text', 'empty'].map((k) => `products.lists.${list}.${k}`)),
  ...PET_TYPES.map((pet) => `products.petTypes.${pet}`),
  ...[...AGES, 'all-ages'].map((age) => `products.ages.${age}`),
  ...SORTS.map((sort) => `products.sort.${sort}`),
  ...PROMOTION_LISTS.map((list) => `products.promotion.copy.${list}`),
];

describe('products texts', () => {
  it.each([
    ['th', th as Tree],
    ['en', en as Tree],
  ])('%s has every text that is looked up by a computed key', (_lang, catalog) => {
    const missing = dynamicKeys.filter((key) => typeof get(catalog, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('uses the add-to-cart messages of the spec', () => {
    expect(get(en as Tree, 'products.cart.added')).toBe('Item has been added to your shopping cart.');
    expect(get(en as Tree, 'products.cart.exceedsStock')).toBe('The item cannot be added to the cart because it exceeds the total number of products.');
    expect(get(en as Tree, 'products.cart.refused')).toBe('Cannot be added to the shopping cart.');
  });
});
