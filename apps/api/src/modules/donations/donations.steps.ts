import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { donationPlaces } from './donations.tables';

/** What an order to a donation place copies: the place as it is now, or null when it is closed or gone. */
export async function openPlaceForOrder(tx: DbOrTx, placeId: number) {
  const [place] = await tx.select().from(donationPlaces).where(eq(donationPlaces.id, placeId));
  return place && place.status === 'active' ? place : null;
}
