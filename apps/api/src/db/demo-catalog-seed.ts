import type { Tx } from './database';
import { productSkus, products } from '../modules/catalog/catalog.tables';
import { donationPlaces, productDonationPlaces } from '../modules/donations/donations.tables';
import type { DonationPlaceSeed, ProductSeed } from './demo-data/catalog-types';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const CHUNK = 500;

/** Demo sales so that the best-seller list has something to show before real orders exist. */
export function demoSoldCount(productId: number): number {
  const h = (productId * 2_654_435_761) % 1000;
  return h < 450 ? Math.floor(h / 3) + 5 : 0;
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Loads products, SKUs and donation places, with dates relative to now. Also used by the benchmark. */
export async function loadCatalog(tx: Tx, data: { products: ProductSeed[]; donationPlaces: DonationPlaceSeed[] }, now = Date.now()): Promise<void> {
  if (data.donationPlaces.length) await tx.insert(donationPlaces).values(data.donationPlaces);
  await insertInChunks(data.products, (chunk) =>
    tx.insert(products).values(
      chunk.map((p) => ({
        id: p.id,
        nameTh: p.nameTh,
        nameEn: p.nameEn,
        descriptionTh: p.descriptionTh,
        descriptionEn: p.descriptionEn,
        brandId: p.brandId,
        categoryId: p.categoryId,
        petType: p.petType,
        lifeStage: p.lifeStage,
        kind: p.kind,
        imageKeys: p.imageKeys,
        displayStatus: p.displayStatus,
        isRecommended: p.lists.includes('recommend'),
        isNew: p.lists.includes('new-product'),
        isClearance: p.lists.includes('clearance'),
        isFree: p.lists.includes('free'),
        flashSaleEndsAt: p.lists.includes('flash-sale') && p.flashSaleHours ? new Date(now + p.flashSaleHours * HOUR) : null,
        coinsPer100Baht: p.coinsPer100Baht,
        soldCount: demoSoldCount(p.id),
        createdAt: new Date(now - p.addedDaysAgo * DAY),
        updatedAt: new Date(now),
      })),
    ),
  );
  const skus = data.products.flatMap((p) => p.skus.map((s, index) => ({ ...s, productId: p.id, sortOrder: index })));
  await insertInChunks(skus, (chunk) =>
    tx.insert(productSkus).values(
      chunk.map((s) => ({
        id: s.id,
        productId: s.productId,
        skuCode: s.skuCode,
        choiceNameTh: s.choiceNameTh,
        choiceNameEn: s.choiceNameEn,
        priceSatang: s.priceSatang,
        specialPriceSatang: s.specialPriceSatang,
        specialStartsAt: s.specialPriceSatang !== null ? new Date(now - DAY) : null,
        specialEndsAt: s.specialPriceSatang !== null && s.specialDays ? new Date(now + s.specialDays * DAY) : null,
        minSellPriceSatang: s.minSellPriceSatang,
        stock: s.stock,
        displayStatus: s.displayStatus,
        imageKey: s.imageKey,
        coinReward: s.coinReward,
        soldSeparately: s.soldSeparately ?? true,
        sortOrder: s.sortOrder,
      })),
    ),
  );
  const links = data.products.flatMap((p) => p.donationPlaceIds.map((donationPlaceId) => ({ productId: p.id, donationPlaceId })));
  if (links.length) await insertInChunks(links, (chunk) => tx.insert(productDonationPlaces).values(chunk));
}
