import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import {
  staffDonationPlaceBody,
  staffDonationPlaceChangeBody,
  staffDonationPlaceParams,
  staffDonationPlaceSchema,
  type StaffDonationPlace,
} from '@pawsook/shared/schemas/staff-donation-places';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import type { ReferenceService } from '../reference/reference.service';
import type { StaffAudit } from '../staff/staff-audit';
import { donationPlaces } from './donations.tables';

type PlaceRow = typeof donationPlaces.$inferSelect;

const toStaff = (row: PlaceRow): StaffDonationPlace => ({
  id: row.id,
  nameTh: row.nameTh,
  nameEn: row.nameEn,
  descriptionTh: row.descriptionTh,
  descriptionEn: row.descriptionEn,
  receiveName: row.receiveName,
  contact: row.contact,
  address: row.address,
  province: row.provinceId,
  district: row.districtId,
  subDistrict: row.subDistrictId,
  postelCode: row.postelCode,
  status: row.status,
});

/** The table's columns from what staff send (the region's ids under the address book's names). */
const columnsOf = ({ province, district, subDistrict, ...rest }: Partial<Omit<StaffDonationPlace, 'id'>>) => ({
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
export function staffDonationPlacesRoutes(db: Db, reference: ReferenceService, audit: StaffAudit): FastifyPluginAsyncZod {
  async function checkRegion(place: StaffDonationPlace | Omit<StaffDonationPlace, 'id'>): Promise<void> {
    const problem = await reference.checkRegion(place);
    if (problem) throw new AppError(400, problem.key, { field: problem.field });
  }

  return async (app) => {
    const base = { tags: ['staff'], security: [{ bearer: [] }] };
    const config = { permission: 'catalog.write' as const };

    app.get(
      '/api/v1/staff/donation-places',
      {
        config: { permission: 'catalog.read' },
        schema: { ...base, summary: 'Every donation place, open or closed', response: { 200: envelopeSchema(z.array(staffDonationPlaceSchema)) } },
      },
      async () => okEnvelope((await db.select().from(donationPlaces).orderBy(asc(donationPlaces.id))).map(toStaff)),
    );

    app.post(
      '/api/v1/staff/donation-places',
      {
        config,
        schema: {
          ...base,
          summary: 'A new donation place (its region checked like an address)',
          body: staffDonationPlaceBody,
          response: { 200: envelopeSchema(staffDonationPlaceSchema) },
        },
      },
      async (request) => {
        await checkRegion(request.body);
        return okEnvelope(
          await db.transaction(async (tx) => {
            // places have the ids of the previous system: a new one takes the next after the highest
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext('donation-places:new'))`);
            const [highest] = await tx.select({ id: sql<number>`coalesce(max(${donationPlaces.id}), 0)::bigint` }).from(donationPlaces);
            const { province, district, subDistrict, ...fields } = request.body;
            const [row] = await tx
              .insert(donationPlaces)
              .values({ ...fields, id: Number(highest?.id ?? 0) + 1, provinceId: province, districtId: district, subDistrictId: subDistrict })
              .returning();
            await audit.record(tx, request.staff, { action: 'catalog.write:donation-place', target: `donation place ${row!.id}`, after: toStaff(row!) });
            return toStaff(row!);
          }),
        );
      },
    );

    app.patch(
      '/api/v1/staff/donation-places/:id',
      {
        config,
        schema: {
          ...base,
          summary: "Change a donation place's names, receiver, contact, address, or open or close it to donations (carts keep its lines, shown as inactive)",
          params: staffDonationPlaceParams,
          body: staffDonationPlaceChangeBody,
          response: { 200: envelopeSchema(staffDonationPlaceSchema) },
        },
      },
      async (request) =>
        okEnvelope(
          await db.transaction(async (tx) => {
            const [before] = await tx.select().from(donationPlaces).where(eq(donationPlaces.id, request.params.id)).for('no key update');
            if (!before) throw notFound();
            const merged = { ...toStaff(before), ...request.body };
            await checkRegion(merged);
            const [after] = await tx
              .update(donationPlaces)
              .set({ ...columnsOf(request.body), updatedAt: new Date() })
              .where(eq(donationPlaces.id, before.id))
              .returning();
            await audit.record(tx, request.staff, {
              action: 'catalog.write:donation-place',
              target: `donation place ${before.id}`,
              before: toStaff(before),
              after: toStaff(after!),
            });
            return toStaff(after!);
          }),
        ),
    );
  };
}
