import { asc, eq, inArray } from 'drizzle-orm';
import type { Lang } from '@pawsook/shared/i18n/translate';
import type { DonationPlace } from '@pawsook/shared/schemas/products';
import type { Db } from '../../db/database';
import { pickColumns } from '../../db/pick-columns';
import type { ReferenceService } from '../reference/reference.service';
import { donationPlaces } from './donations.tables';

type PlaceRow = typeof donationPlaces.$inferSelect;

export function createDonationsService(db: Db, reference: ReferenceService) {
  async function view(row: PlaceRow, lang: Lang): Promise<DonationPlace> {
    const names = await reference.regionNames(row, lang);
    return {
      ...pickColumns(row, 'id', 'nameTh', 'nameEn', 'descriptionTh', 'descriptionEn', 'receiveName', 'contact', 'address'),
      provinceId: row.provinceId,
      province: names.province,
      districtId: row.districtId,
      district: names.district,
      subDistrictId: row.subDistrictId,
      subDistrict: names.subDistrict,
      postelCode: row.postelCode,
      imageKey: row.imageKey,
      status: row.status,
    };
  }

  return {
    async listActivePlaces(lang: Lang): Promise<DonationPlace[]> {
      const rows = await db.select().from(donationPlaces).where(eq(donationPlaces.status, 'active')).orderBy(asc(donationPlaces.id));
      return Promise.all(rows.map((r) => view(r, lang)));
    },

    /** These places whatever their status (a cart may still hold a place that was closed). */
    async placesByIds(ids: number[], lang: Lang): Promise<DonationPlace[]> {
      if (ids.length === 0) return [];
      const rows = await db.select().from(donationPlaces).where(inArray(donationPlaces.id, ids)).orderBy(asc(donationPlaces.id));
      return Promise.all(rows.map((r) => view(r, lang)));
    },

    /** The active places among these ids, in id order. */
    async activePlacesAmong(ids: number[], lang: Lang): Promise<DonationPlace[]> {
      if (ids.length === 0) return [];
      const all = await this.listActivePlaces(lang);
      return all.filter((p) => ids.includes(p.id));
    },
  };
}

export type DonationsService = ReturnType<typeof createDonationsService>;
