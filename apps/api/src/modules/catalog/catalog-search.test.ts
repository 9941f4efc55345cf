import { describe, expect, it } from 'vitest';
import { productListQuery } from '@pawsook/shared/schemas/products';
import { indexCatalog, withStock, type BrandRow, type CatalogProduct, type CategoryRow, type SkuRow } from './catalog-snapshot';
import { queryProducts } from './catalog-view';
import { searchField } from './search-text';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const at = new Date(NOW - 86_400_000);

const brandRow = (id: number, nameTh: string, nameEn: string): BrandRow => ({
  id,
  nameTh,
  nameEn,
  seoUrl: nameEn.toLowerCase(),
  sortOrder: 0,
  activeStatus: 'active',
  createdAt: at,
  updatedAt: at,
});
const tetra = brandRow(1, 'เตตร้า', 'Tetra');
const pedigree = brandRow(2, 'เพดดิกรี', 'Pedigree');
const dogs: CategoryRow = {
  id: 7,
  nameTh: 'สุนัข',
  nameEn: 'Dogs',
  seoUrlSlug: 'dog',
  kind: 'regular',
  petType: 'dog',
  imageKey: null,
  sortOrder: 0,
  activeStatus: 'active',
  createdAt: at,
  updatedAt: at,
};

/** A product of one SKU; `id` orders them newest first, like the catalogue. */
function product(id: number, nameTh: string, nameEn: string, { brand = pedigree, stock = 10, special = false } = {}): CatalogProduct {
  const sku: SkuRow = {
    id,
    productId: id,
    skuCode: `SKU-${id}`,
    choiceNameTh: null,
    choiceNameEn: null,
    priceSatang: 10_000,
    specialPriceSatang: special ? 9_000 : null,
    specialStartsAt: null,
    specialEndsAt: null,
    minSellPriceSatang: 5_000,
    stock,
    displayStatus: 'active',
    imageKey: null,
    coinReward: null,
    soldSeparately: true,
    sortOrder: 0,
    updatedAt: at,
  };
  return {
    row: {
      id,
      nameTh,
      nameEn,
      descriptionTh: '',
      descriptionEn: '',
      brandId: brand.id,
      categoryId: dogs.id,
      petType: 'dog',
      lifeStage: 'adult',
      kind: 'food',
      imageKeys: [],
      displayStatus: 'active',
      isRecommended: false,
      isNew: false,
      isClearance: false,
      isFree: false,
      flashSaleEndsAt: null,
      coinsPer100Baht: 1,
      soldCount: 0,
      createdAt: new Date(at.getTime() + id * 1000),
      updatedAt: at,
    },
    brand,
    category: dogs,
    skus: [sku],
    donationPlaceIds: [],
    searchName: searchField(nameTh, nameEn),
    searchBrand: searchField(brand.nameTh, brand.nameEn),
    searchCategory: searchField(dogs.nameTh, dogs.nameEn),
    shown: {},
  };
}

const catalogue = (...products: CatalogProduct[]) =>
  indexCatalog(
    products,
    new Map([
      [tetra.id, tetra],
      [pedigree.id, pedigree],
    ]),
    new Map([[dogs.id, dogs]]),
  );
const search = (snapshot: ReturnType<typeof catalogue>, keyword: string) =>
  queryProducts(snapshot, productListQuery.parse({ keyword }), NOW).page.map((p) => p.row.id);

describe('search', () => {
  it('puts what can be bought first, however well the rest matches', () => {
    const snapshot = catalogue(
      product(1, 'อาหารสุนัข', 'Dog Food, the sold-out one', { stock: 0 }),
      product(2, 'ขนมสุนัข รสอาหารทะเล', 'Dog Treats Seafood Flavour'),
    );
    expect(search(snapshot, 'dog food')).toEqual([2, 1]);
  });

  it('ranks a match in the name before one in the brand, and that before one in the category', () => {
    const snapshot = catalogue(
      product(1, 'ที่นอนสุนัข', 'Dog Bed', { brand: tetra }),
      product(2, 'เตตร้า ที่นอน', 'Tetra Bed'),
      product(3, 'ที่นอน', 'Bed', { brand: tetra }),
    );
    expect(search(snapshot, 'tetra')).toEqual([2, 3, 1]);
    expect(search(snapshot, 'dog bed')).toEqual([1, 3, 2]);
  });

  it('puts words side by side before words apart, and a special price before an equal match', () => {
    const snapshot = catalogue(
      product(1, 'อาหารสุนัข', 'Dog Food'),
      product(2, 'อาหาร ขนม สุนัข', 'Food and Treats for Dog'),
      product(3, 'อาหารสุนัข สูตรไก่', 'Chicken Dog Food', { special: true }),
    );
    expect(search(snapshot, 'dog food')).toEqual([3, 1, 2]);
    expect(search(snapshot, 'อาหารสุนัข')).toEqual([3, 1, 2]);
  });

  it('finds words joined and split, one typo a word, in English and in Thai', () => {
    const snapshot = catalogue(product(1, 'เพดดิกรี อาหารสุนัขโต', 'Pedigree Adult Dog Food'), product(2, 'ของเล่นแมว', 'Cat Toy', { brand: tetra }));
    for (const keyword of ['dogfood', 'dog food', 'dog fod', 'pedigre', 'pedi gree', 'อาหารสุนัข', 'อาหาร สุนัข', 'เพดดีกรี', 'อาหารหมา', 'adult dogs'])
      expect(search(snapshot, keyword), keyword).toEqual([1]);
  });

  it('needs every word, and finds nothing for punctuation alone', () => {
    const snapshot = catalogue(product(1, 'อาหารสุนัข', 'Dog Food'));
    expect(search(snapshot, 'dog zzzz')).toEqual([]);
    expect(search(snapshot, '!!!')).toEqual([]);
  });

  it('keeps its look-up of every word while only stock changes', () => {
    const before = catalogue(product(1, 'อาหารสุนัข', 'Dog Food'));
    search(before, 'food');
    const after = withStock(before, new Map([[1, 0]]));
    expect(after.searchCorpus).toBe(before.searchCorpus);
    expect(search(after, 'food')).toEqual([1]);
  });
});
