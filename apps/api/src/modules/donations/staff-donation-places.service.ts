import { asc, eq, sql } from 'drizzle-orm';
import type { StaffDonationPlace } from '@pawsook/shared/schemas/staff-donation-places';
import type { Db } from '../../db/database';
import { pickColumns } from '../../db/pick-columns';
import { AppError, notFound } from '../../http/app-error';
import type { ReferenceService } from '../reference/reference.service';
import type { StaffAudit } from '../audit/audit.service';
import type { StaffActor } from '../audit/audit.types';
import { donationPlaces } from './donations.tables';

type PlaceRow = typeof donationPlaces.$inferSelect;
type PlaceFields = Omit<StaffDonationPlace, 'id'>;

const toStaff = (row: PlaceRow): StaffDonationPlace => ({
  ...pickColumns(row, 'id', 'nameTh', 'nameEn', 'descriptionTh', 'descriptionEn', 'receiveName', 'contact', 'address'),
  province: row.provinceId,
  district: row.districtId,
  subDistrict: row.subDistrictId,
  postelCode: row.postelCode,
  status: row.status,
});

/** The table's columns from what staff send (the region's ids under the address book's names). */
const columnsOf = ({ province, district, subDistrict, ...rest }: Partial<PlaceFields>) => ({
  ...rest,
  ...(province === undefined ? {} : { provinceId: province }),
  ...(district === undefined ? {} : { districtId: district }),
  ...(subDistrict === undefined ? {} : { subDistrictId: subDistrict }),
});

/**
 * Donation places in the back office (catalog.write): their Thai and English names, who receives,
 * where (a region checked like any address), open or closed. Closing keeps carts' lines, shown as
 * inactive (decision 0015); orders keep the address they were placed with.
 */
export function createStaffDonationPlaces(db: Db, reference: Pick<ReferenceService, 'checkRegion'>, audit: StaffAudit) {
  async function checkRegion(place: StaffDonationPlace | PlaceFields): Promise<void> {
    const problem = await reference.checkRegion(place);
    if (problem) throw new AppError(400, problem.key, { field: problem.field });
  }

  return {
    async list(): Promise<StaffDonationPlace[]> {
      return (await db.select().from(donationPlaces).orderBy(asc(donationPlaces.id))).map(toStaff);
    },

    async create(by: StaffActor, place: PlaceFields): Promise<StaffDonationPlace> {
      await checkRegion(place);
      return db.transaction(async (tx) => {
        // places have the ids of the previous system: a new one takes the next after the highest
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('donation-places:new'))`);
        const [highest] = await tx.select({ id: sql<number>`coalesce(max(${donationPlaces.id}), 0)::bigint` }).from(donationPlaces);
        const { province, district, subDistrict, ...fields } = place;
        const [row] = await tx
          .insert(donationPlaces)
          .values({ ...fields, id: Number(highest?.id ?? 0) + 1, provinceId: province, districtId: district, subDistrictId: subDistrict })
          .returning();
        await audit.record(tx, by, { action: 'catalog.write:donation-place', target: `donation place ${row!.id}`, after: toStaff(row!) });
        return toStaff(row!);
      });
    },

    /** 404 for no such place; 400 when the region it would have is not one. */
    async change(by: StaffActor, id: number, change: Partial<PlaceFields>): Promise<StaffDonationPlace> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(donationPlaces).where(eq(donationPlaces.id, id)).for('no key update');
        if (!before) throw notFound();
        const merged = { ...toStaff(before), ...change };
        await checkRegion(merged);
        const [after] = await tx
          .update(donationPlaces)
          .set({ ...columnsOf(change), updatedAt: new Date() })
          .where(eq(donationPlaces.id, before.id))
          .returning();
        await audit.record(tx, by, {
          action: 'catalog.write:donation-place',
          target: `donation place ${before.id}`,
          before: toStaff(before),
          after: toStaff(after!),
        });
        return toStaff(after!);
      });
    },
  };
}

export type StaffDonationPlaces = ReturnType<typeof createStaffDonationPlaces>;
