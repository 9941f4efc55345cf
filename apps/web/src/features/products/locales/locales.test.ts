import i18next from 'i18next';
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

  it('says one and many in English, one form in Thai', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { en: { translation: en }, th: { translation: th } }, lng: 'en', interpolation: { escapeValue: false }, initAsync: false });
    expect(i18n.t('products.detail.coins', { count: 1 })).toBe('Earn 1 coin on each one');
    expect(i18n.t('products.detail.coins', { count: 12 })).toBe('Earn 12 coins on each one');
    expect(i18n.t('products.listing.pastLastText', { count: 1 })).toBe('This listing has 1 page.');
    expect(i18n.t('products.listing.count', { count: 1200 })).toBe('1,200 products');
    expect(i18n.t('products.reviews.summary', { count: 1, average: '4.0' })).toBe('4.0 out of 5 (1 review)');
    expect(i18n.t('products.stock.few', { count: 1, lng: 'th' })).toBe('เหลือเพียง 1 ชิ้น');
  });
});
