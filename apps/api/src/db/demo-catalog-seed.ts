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
      // The seed names its columns as the table does; only the lists, dates and sales are worked out here.
      chunk.map(({ lists, flashSaleHours, addedDaysAgo, skus: _skus, donationPlaceIds: _places, ...columns }) => ({
        ...columns,
        isRecommended: lists.includes('recommend'),
        isNew: lists.includes('new-product'),
        isClearance: lists.includes('clearance'),
        isFree: lists.includes('free'),
        flashSaleEndsAt: lists.includes('flash-sale') && flashSaleHours ? new Date(now + flashSaleHours * HOUR) : null,
        soldCount: demoSoldCount(columns.id),
        createdAt: new Date(now - addedDaysAgo * DAY),
        updatedAt: new Date(now),
      })),
    ),
  );
  const skus = data.products.flatMap((p) => p.skus.map((s, index) => ({ ...s, productId: p.id, sortOrder: index })));
  await insertInChunks(skus, (chunk) =>
    tx.insert(productSkus).values(
      chunk.map(({ specialDays, soldSeparately, ...columns }) => ({
        ...columns,
        specialStartsAt: columns.specialPriceSatang !== null ? new Date(now - DAY) : null,
        specialEndsAt: columns.specialPriceSatang !== null && specialDays ? new Date(now + specialDays * DAY) : null,
        soldSeparately: soldSeparately ?? true,
      })),
    ),
  );
  const links = data.products.flatMap((p) => p.donationPlaceIds.map((donationPlaceId) => ({ productId: p.id, donationPlaceId })));
  if (links.length) await insertInChunks(links, (chunk) => tx.insert(productDonationPlaces).values(chunk));
}
