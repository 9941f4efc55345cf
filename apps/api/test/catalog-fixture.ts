import type { Database } from '../src/db/database';
import { loadCatalog } from '../src/db/demo-catalog-seed';
import type { DonationPlaceSeed, ProductSeed, SkuSeed } from '../src/db/demo-data/catalog-types';
import { brands, categories, categoryBrands } from '../src/modules/catalog/catalog.tables';

/** A small catalogue whose every property the catalogue tests know. */
export const fixtureBrands = [
  { id: 1, nameTh: 'รอยัล คานิน', nameEn: 'Royal Canin', seoUrl: 'royal-canin', sortOrder: 1 },
  { id: 2, nameTh: 'สมาร์ทฮาร์ท', nameEn: 'SmartHeart', seoUrl: 'smartheart', sortOrder: 2 },
];
export const fixtureCategories = [
  { id: 900000879, nameTh: 'สินค้าสัตว์เลี้ยง', nameEn: 'All pet supplies', seoUrlSlug: 'pet-supplies', kind: 'regular' as const, petType: null, sortOrder: 0 },
  { id: 900000880, nameTh: 'สุนัข', nameEn: 'Dogs', seoUrlSlug: 'dog', kind: 'regular' as const, petType: 'dog' as const, sortOrder: 1 },
  { id: 900000881, nameTh: 'แมว', nameEn: 'Cats', seoUrlSlug: 'cat', kind: 'regular' as const, petType: 'cat' as const, sortOrder: 2 },
  { id: 900002075, nameTh: 'สินค้าบริจาค', nameEn: 'Donate to shelters', seoUrlSlug: 'donation', kind: 'donation' as const, petType: null, sortOrder: 3 },
];

let nextSku = 1;
function sku(price: number, overrides: Partial<SkuSeed> = {}): SkuSeed {
  const id = nextSku++;
  return {
    id,
    skuCode: `SKU-${id}`,
    choiceNameTh: null,
    choiceNameEn: null,
    priceSatang: price,
    specialPriceSatang: null,
    specialDays: null,
    minSellPriceSatang: Math.floor(price * 0.6),
    stock: 20,
    displayStatus: 'active',
    imageKey: null,
    coinReward: null,
    ...overrides,
  };
}

function product(id: number, overrides: Partial<ProductSeed> & Pick<ProductSeed, 'nameTh' | 'nameEn' | 'skus'>): ProductSeed {
  return {
    id,
    descriptionTh: 'รายละเอียดสินค้า',
    descriptionEn: 'Product details',
    brandId: 1,
    categoryId: 900000880,
    petType: 'dog',
    lifeStage: 'adult',
    kind: 'food',
    imageKeys: [`product/${id}.svg`],
    displayStatus: 'active',
    lists: [],
    flashSaleHours: null,
    coinsPer100Baht: 2,
    donationPlaceIds: [],
    addedDaysAgo: 100,
    ...overrides,
  };
}

export const fixturePlaces: DonationPlaceSeed[] = [
  {
    id: 501,
    nameTh: 'มูลนิธิบ้านหมาแมว',
    nameEn: 'Home for Dogs and Cats Foundation',
    receiveName: 'คุณสมศรี ใจบุญ',
    contact: '0812345678',
    address: '99 ถนนพระอาทิตย์',
    provinceId: 1,
    districtId: 1001,
    subDistrictId: 100101,
    postelCode: '10200',
    status: 'active',
    imageKey: 'donation/501.svg',
    descriptionTh: 'ที่พักพิงสุนัขและแมว',
    descriptionEn: 'A shelter for dogs and cats',
  },
  {
    id: 502,
    nameTh: 'ศูนย์พักพิงปิดแล้ว',
    nameEn: 'Closed Shelter',
    receiveName: 'คุณปิด',
    contact: '0800000000',
    address: '1 ถนนปิด',
    provinceId: 1,
    districtId: 1001,
    subDistrictId: 100101,
    postelCode: '10200',
    status: 'inactive',
    imageKey: null as unknown as string,
    descriptionTh: 'ปิดแล้ว',
    descriptionEn: 'Closed',
  },
];

export const fixtureProducts: ProductSeed[] = [
  product(101, {
    nameTh: 'รอยัล คานิน อาหารสุนัขพันธุ์เล็ก สูตรสุนัขโต',
    nameEn: 'Royal Canin Mini Adult Dry Dog Food',
    lists: ['recommend'],
    addedDaysAgo: 10,
    skus: [
      sku(23_500, { choiceNameTh: '400 กรัม', choiceNameEn: '400 g' }),
      sku(86_500, { choiceNameTh: '2 กก.', choiceNameEn: '2 kg', specialPriceSatang: 73_500, specialDays: 30 }),
      sku(289_000, { choiceNameTh: '8 กก.', choiceNameEn: '8 kg', stock: 0 }),
    ],
  }),
  product(102, {
    nameTh: 'สมาร์ทฮาร์ท อาหารแมว รสปลาทู',
    nameEn: 'SmartHeart Cat Food Mackerel',
    brandId: 2,
    categoryId: 900000881,
    petType: 'cat',
    lifeStage: 'all-ages',
    lists: ['new-product', 'flash-sale'],
    flashSaleHours: 5,
    addedDaysAgo: 2,
    skus: [sku(12_900)],
  }),
  product(103, {
    nameTh: 'ลูกบอลยางสำหรับลูกสุนัข',
    nameEn: 'Rubber Ball for Puppies',
    kind: 'toy',
    lifeStage: 'baby',
    lists: ['clearance'],
    addedDaysAgo: 50,
    skus: [sku(9_900)],
  }),
  product(104, {
    nameTh: 'ผ้าพันคอสุนัขหมดสต็อก',
    nameEn: 'Sold Out Dog Bandana',
    kind: 'accessory',
    addedDaysAgo: 30,
    skus: [sku(15_000, { stock: 0 })],
  }),
  product(105, {
    nameTh: 'สินค้าที่ซ่อนอยู่',
    nameEn: 'Hidden Product',
    displayStatus: 'inactive',
    addedDaysAgo: 1,
    skus: [sku(50_000)],
  }),
  product(106, {
    nameTh: 'อาหารสุนัขสำหรับบริจาค 10 กก.',
    nameEn: 'Shelter Dog Food 10 kg for Donation',
    brandId: 2,
    categoryId: 900002075,
    donationPlaceIds: [501, 502],
    addedDaysAgo: 70,
    skus: [sku(69_000)],
  }),
  product(107, {
    nameTh: 'ตัวอย่างขนมแมวฟรี',
    nameEn: 'Free Cat Treat Sample',
    brandId: 2,
    categoryId: 900000881,
    petType: 'cat',
    kind: 'treat',
    lifeStage: 'senior',
    lists: ['free'],
    addedDaysAgo: 200,
    skus: [sku(100, { coinReward: 50 })],
  }),
];

/** Loads the fixture into a database that has no demo data. */
export async function loadCatalogFixture(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.insert(brands).values(fixtureBrands);
    await tx.insert(categories).values(fixtureCategories);
    await tx.insert(categoryBrands).values([
      { categoryId: 900000880, brandId: 1 },
      { categoryId: 900000881, brandId: 2 },
      { categoryId: 900002075, brandId: 2 },
    ]);
    await loadCatalog(tx, { products: fixtureProducts, donationPlaces: fixturePlaces });
  });
}
