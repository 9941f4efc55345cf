import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { donationPlaces, productDonationPlaces } from './donations.tables';

/** What an order to a donation place copies: the place as it is now, or null when it is closed or gone. */
export async function openPlaceForOrder(tx: DbOrTx, placeId: number) {
  const [place] = await tx.select().from(donationPlaces).where(eq(donationPlaces.id, placeId));
  return place && place.status === 'active' ? place : null;
}

/** A place's names as they are now, open or not (a tax invoice names where a donation's goods went), or null. */
export async function donationPlaceNames(tx: DbOrTx, placeId: number): Promise<{ nameTh: string; nameEn: string } | null> {
  const [place] = await tx.select({ nameTh: donationPlaces.nameTh, nameEn: donationPlaces.nameEn }).from(donationPlaces).where(eq(donationPlaces.id, placeId));
  return place ?? null;
}

/** Which donation places a product may be donated to. */
export type ProductDonationPlace = typeof productDonationPlaces.$inferSelect;

/** The links between products and the donation places they may go to: every product's, or only these products' (the live catalogue reads them with its products). */
export async function productDonationPlacesOf(db: Db, productIds?: readonly number[]): Promise<ProductDonationPlace[]> {
  const links = db.select().from(productDonationPlaces);
  return productIds ? links.where(inArray(productDonationPlaces.productId, [...productIds])) : links;
}
