// A synthetic catalogue of any size, built from the demo brands and categories, for benchmarks.
import type { DonationPlaceSeed, LifeStage, ProductKind, ProductSeed } from '../apps/api/src/db/demo-data/catalog-types';
import { demoCategories } from '../apps/api/src/db/demo-data/categories';

const kinds: ProductKind[] = ['food', 'treat', 'toy', 'care', 'accessory', 'litter', 'aquarium', 'health'];
const stages: LifeStage[] = ['baby', 'adult', 'senior', 'all-ages'];
const thaiWords = ['อาหาร', 'ขนม', 'ของเล่น', 'แชมพู', 'ปลอกคอ', 'ทราย', 'ตู้ปลา', 'วิตามิน', 'สูตรพิเศษ', 'รสไก่', 'รสปลาทู', 'เม็ดเล็ก'];
const englishWords = ['Food', 'Treat', 'Toy', 'Shampoo', 'Collar', 'Litter', 'Tank', 'Vitamin', 'Special', 'Chicken', 'Mackerel', 'Small Bite'];

/** Deterministic: the same size gives the same catalogue. */
export function generateCatalog(size: number, firstId = 980_000_001): { products: ProductSeed[]; donationPlaces: DonationPlaceSeed[] } {
  const petCategories = demoCategories.filter((c) => c.kind === 'regular' && c.petType !== null);
  const products: ProductSeed[] = [];
  let skuId = 990_000_001;
  for (let i = 0; i < size; i++) {
    const category = petCategories[i % petCategories.length]!;
    const brandId = category.brandIds[i % category.brandIds.length]!;
    const word = i % thaiWords.length;
    const variants = 1 + (i % 3);
    const base = 4_900 + ((i * 7_919) % 250_000);
    products.push({
      id: firstId + i,
      nameTh: `${thaiWords[word]} ${category.nameTh} รุ่น ${i}`,
      nameEn: `${englishWords[word]} for ${category.nameEn} No. ${i}`,
      descriptionTh: 'สินค้าสำหรับทดสอบความเร็ว',
      descriptionEn: 'A product for the speed benchmark.',
      brandId,
      categoryId: category.id,
      petType: category.petType!,
      lifeStage: stages[i % stages.length]!,
      kind: kinds[i % kinds.length]!,
      imageKeys: ['category/dog.webp'],
      displayStatus: i % 50 === 0 ? 'inactive' : 'active',
      lists: i % 10 === 0 ? ['recommend'] : i % 15 === 0 ? ['clearance'] : [],
      flashSaleHours: null,
      coinsPer100Baht: 1 + (i % 4),
      skus: Array.from({ length: variants }, (_, v) => ({
        id: skuId++,
        skuCode: `BENCH-${i}-${v}`,
        choiceNameTh: variants > 1 ? `แบบที่ ${v + 1}` : null,
        choiceNameEn: variants > 1 ? `Option ${v + 1}` : null,
        priceSatang: base * (v + 1),
        specialPriceSatang: i % 7 === 0 ? Math.floor(base * (v + 1) * 0.85) : null,
        specialDays: i % 7 === 0 ? 30 : null,
        minSellPriceSatang: Math.floor(base * (v + 1) * 0.6),
        stock: (i + v) % 13 === 0 ? 0 : 50,
        displayStatus: 'active' as const,
        imageKey: null,
        coinReward: null,
      })),
      donationPlaceIds: [],
      addedDaysAgo: i % 400,
    });
  }
  return { products, donationPlaces: [] };
}
