import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import {
  staffDonationPlaceBody,
  staffDonationPlaceChangeBody,
  staffDonationPlaceParams,
  staffDonationPlaceSchema,
} from '@pawsook/shared/schemas/staff-donation-places';
import type { StaffDonationPlaces } from './staff-donation-places.service';

/** Donation places in the back office (staff-donation-places.service.ts holds what a change may do). */
export function staffDonationPlacesRoutes(places: StaffDonationPlaces): FastifyPluginAsyncZod {
  return async (app) => {
    const base = { tags: ['staff'], security: [{ bearer: [] }] };
    const config = { permission: 'catalog.write' as const };

    app.get(
      '/api/v1/staff/donation-places',
      {
        config: { permission: 'catalog.read' },
        schema: { ...base, summary: 'Every donation place, open or closed', response: { 200: envelopeSchema(z.array(staffDonationPlaceSchema)) } },
      },
      async () => okEnvelope(await places.list()),
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
      async (request) => okEnvelope(await places.create(request.staff, request.body)),
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
      async (request) => okEnvelope(await places.change(request.staff, request.params.id, request.body)),
    );
  };
}
