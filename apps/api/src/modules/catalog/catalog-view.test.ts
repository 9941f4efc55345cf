import { describe, expect, it } from 'vitest';
import { productListQuery } from '@pawsook/shared/schemas/products';
import { indexCatalog, withStock, type BrandRow, type CatalogProduct, type CategoryRow, type SkuRow } from './catalog-snapshot';
import { listItemView, listPriceOf, queryProducts, representativeSku } from './catalog-view';
import { searchField } from './search-text';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const created = new Date(NOW - 86_400_000);

const brand: BrandRow = {
  id: 1,
  nameTh: 'เตตร้า',
  nameEn: 'Tetra',
  seoUrl: 'tetra',
  sortOrder: 0,
  activeStatus: 'active',
  createdAt: created,
  updatedAt: created,
};
const category: CategoryRow = {
  id: 900000882,
  nameTh: 'ปลา',
  nameEn: 'Fish',
  seoUrlSlug: 'fish',
  kind: 'regular',
  petType: 'fish',
  imageKey: null,
  sortOrder: 0,
  activeStatus: 'active',
  createdAt: created,
  updatedAt: created,
};

let nextSku = 1;
function sku(priceSatang: number, overrides: Partial<SkuRow> = {}): SkuRow {
  const id = nextSku++;
  return {
    id,
    productId: 0,
    skuCode: `SKU-${id}`,
    choiceNameTh: null,
    choiceNameEn: null,
    priceSatang,
    specialPriceSatang: null,
    specialStartsAt: null,
    specialEndsAt: null,
    // the staff's floor: well below the price, so a mix-up with it shows
    minSellPriceSatang: Math.floor(priceSatang / 2),
    stock: 10,
    displayStatus: 'active',
    imageKey: null,
    coinReward: null,
    soldSeparately: true,
    sortOrder: 0,
    updatedAt: created,
    ...overrides,
  };
}

function product(id: number, nameEn: string, skus: SkuRow[], lists: { isFree?: boolean } = {}): CatalogProduct {
  for (const s of skus) s.productId = id;
  return {
    row: {
      id,
      nameTh: nameEn,
      nameEn,
      descriptionTh: '',
      descriptionEn: '',
      brandId: brand.id,
      categoryId: category.id,
      petType: 'fish',
      lifeStage: 'adult',
      kind: 'food',
      imageKeys: [`product/${id}.svg`],
      displayStatus: 'active',
      isRecommended: false,
      isNew: false,
      isClearance: false,
      isFree: lists.isFree ?? false,
      flashSaleEndsAt: null,
      coinsPer100Baht: 2,
      soldCount: 0,
      // newer products have higher ids
      createdAt: new Date(created.getTime() + id * 1000),
      updatedAt: created,
    },
    brand,
    category,
    skus,
    donationPlaceIds: [],
    searchName: searchField(nameEn, nameEn),
    searchBrand: searchField(brand.nameTh, brand.nameEn),
    searchCategory: searchField(category.nameTh, category.nameEn),
    shown: {},
  };
}

const trialPack = product(1, 'TetraMin Trial Pack (Free Gift)', [sku(100, { soldSeparately: false })], { isFree: true });
const flakes = product(2, 'TetraMin Flakes', [
  // a gift size among the sold ones: never the shown option
  sku(100, { soldSeparately: false, choiceNameEn: 'Trial 4 g', choiceNameTh: '4 กรัม' }),
  sku(15_000, { choiceNameEn: '100 g', choiceNameTh: '100 กรัม' }),
  sku(9_000, { choiceNameEn: '50 g', choiceNameTh: '50 กรัม', stock: 0 }),
]);
const pellets = product(3, 'TetraMin Pellets', [sku(12_000)]);
const sample = product(4, 'Tetra Sample sold in the free list', [sku(500)], { isFree: true });
// its only sold option is hidden: nothing to sell
const hiddenOption = product(5, 'Tetra Granules', [sku(100, { soldSeparately: false }), sku(8_000, { displayStatus: 'inactive' })]);

const snapshot = indexCatalog([trialPack, flakes, pellets, sample, hiddenOption], new Map([[brand.id, brand]]), new Map([[category.id, category]]));
const query = (q: Record<string, string> = {}) => queryProducts(snapshot, productListQuery.parse(q), NOW).page.map((p) => p.row.id);

describe('gifts not sold on their own (decision 0021)', () => {
  it('are never the option a product shows, unless the product has nothing else', () => {
    expect(representativeSku(flakes, NOW)!.choiceNameEn).toBe('100 g');
    expect(representativeSku(trialPack, NOW)!.soldSeparately).toBe(false);
    expect(representativeSku(hiddenOption, NOW)!.priceSatang).toBe(100);
  });

  it('make a product of gifts only a gift: not in stock to buy, earning nothing', () => {
    expect(listItemView(trialPack, NOW)).toMatchObject({ soldSeparately: false, inStock: false, receiveCoin: 0 });
    expect(listItemView(hiddenOption, NOW)).toMatchObject({ soldSeparately: false, inStock: false });
    expect(listItemView(flakes, NOW)).toMatchObject({ soldSeparately: true, inStock: true, sellPrice: 150, receiveCoin: 3 });
  });

  it('leave their products out of lists, search and filters; the free-gift list alone shows them', () => {
    expect(snapshot.listed.map((p) => p.row.id)).toEqual([5, 4, 3, 2, 1]);
    expect(snapshot.forSale.map((p) => p.row.id)).toEqual([4, 3, 2]);
    expect(query()).toEqual([4, 3, 2]);
    expect(query({ sort: 'price-asc' })).toEqual([4, 3, 2]);
    expect(query({ keyword: 'trial' })).toEqual([]);
    expect(query({ category: 'fish', maxPrice: '1' })).toEqual([]);
    expect(query({ list: 'free' })).toEqual([4, 1]);
    expect(query({ list: 'free', sort: 'price-asc' })).toEqual([1, 4]);
  });
});

describe('the price of a product in lists', () => {
  it('is the sellPrice of the option shown: the cheapest that can be bought now', () => {
    expect(listPriceOf(flakes, NOW)).toBe(15_000);
    for (const p of snapshot.forSale) expect(listPriceOf(p, NOW)).toBe(listItemView(p, NOW).sellPrice * 100);
  });

  it('is what the price sorts order by and the price filter judges, never the staff floor (minSellPrice)', () => {
    expect(query({ sort: 'price-asc' })).toEqual([4, 3, 2]);
    expect(query({ sort: 'price-desc' })).toEqual([2, 3, 4]);
    // flakes: shown at ฿150 (100 g); its floor is ฿75, and its sold-out 50 g is ฿90
    expect(query({ minPrice: '70', maxPrice: '100' })).toEqual([]);
    expect(query({ minPrice: '150', maxPrice: '150' })).toEqual([2]);
    expect(query({ maxPrice: '120' })).toEqual([4, 3]);
  });
});

describe('withStock', () => {
  it('gives SKUs their new stock without touching the snapshot it came from, and skips SKUs it does not know', () => {
    const a = sku(10_000);
    const b = sku(20_000);
    const before = indexCatalog([product(501, 'Flakes', [a, b])], new Map([[brand.id, brand]]), new Map([[category.id, category]]));
    const after = withStock(
      before,
      new Map([
        [b.id, 0],
        [999_999, 4],
      ]),
    );
    expect(after.skusById.get(b.id)!.sku.stock).toBe(0);
    expect(after.skusById.get(a.id)!.sku.stock).toBe(10);
    expect(after.byId.get(501)!.skus.map((s) => s.stock)).toEqual([10, 0]);
    // the product's own SKU list and the index agree
    expect(after.skusById.get(b.id)!.product).toBe(after.byId.get(501));
    expect(before.skusById.get(b.id)!.sku.stock).toBe(10);
  });

  describe('what lists show (decision 0071)', () => {
    const fixture = () => {
      const plenty = sku(10_000, { stock: 30 });
      const last = sku(20_000, { stock: 1 });
      const gift = sku(100, { soldSeparately: false, stock: 1 });
      const other = sku(5_000, { stock: 8 });
      const first = product(601, 'Flakes', [plenty, last, gift]);
      const second = product(602, 'Pellets', [other]);
      const before = indexCatalog([first, second], new Map([[brand.id, brand]]), new Map([[category.id, category]]));
      return { before, plenty, last, gift, other };
    };

    it('keeps the lists and menus when no SKU for sale sells out or comes back, and the products not changed', () => {
      const { before, plenty, other } = fixture();
      const after = withStock(before, new Map([[plenty.id, 29]]));
      expect(after.shown).toBe(before.shown);
      expect(after.byId.get(601)).not.toBe(before.byId.get(601));
      expect(after.byId.get(602)).toBe(before.byId.get(602));
      expect(withStock(after, new Map([[other.id, 1]])).shown).toBe(before.shown);
    });

    it('gives the lists a new version when a SKU for sale sells out or comes back, the menus kept', () => {
      const { before, last } = fixture();
      const soldOut = withStock(before, new Map([[last.id, 0]]));
      expect(soldOut.shown.lists).not.toBe(before.shown.lists);
      expect(soldOut.shown.whole).toBe(before.shown.whole);
      const back = withStock(soldOut, new Map([[last.id, 5]]));
      expect(back.shown.lists).not.toBe(soldOut.shown.lists);
      // below zero is sold out too: nothing new to show
      expect(withStock(soldOut, new Map([[last.id, -1]])).shown).toBe(soldOut.shown);
    });

    it("keeps a product's page version while its SKUs' stock shows the same: in stock above 20, the figure at 20 and below", () => {
      const { before, plenty } = fixture();
      const page = (s: ReturnType<typeof withStock>) => s.byId.get(601)!.shown;
      const stillPlenty = withStock(before, new Map([[plenty.id, 21]]));
      expect(page(stillPlenty)).toBe(page(before));
      const fewLeft = withStock(stillPlenty, new Map([[plenty.id, 20]]));
      expect(page(fewLeft)).not.toBe(page(stillPlenty));
      expect(page(withStock(fewLeft, new Map([[plenty.id, 19]])))).not.toBe(page(fewLeft));
    });

    it('keeps the lists when a gift that is not sold on its own runs out: no list shows its stock', () => {
      const { before, gift } = fixture();
      expect(withStock(before, new Map([[gift.id, 0]])).shown).toBe(before.shown);
    });
  });
});
