import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffDonationPlaceBody,
  staffDonationPlaceChangeBody,
  staffDonationPlaceParams,
  staffDonationPlaceSchema,
} from '@pawsook/shared/schemas/staff-donation-places';
import { envelopeRoutes } from '../../http/envelope-routes';
import type { StaffDonationPlaces } from './staff-donation-places.service';

/** Donation places in the back office (staff-donation-places.service.ts holds what a change may do). */
export function staffDonationPlacesRoutes(places: StaffDonationPlaces): FastifyPluginAsyncZod {
  return async (app) => {
    const route = envelopeRoutes(app, { docs: { tags: ['staff'], security: [{ bearer: [] }] }, config: { permission: 'catalog.write' } });

    route.get(
      '/api/v1/staff/donation-places',
      { config: { permission: 'catalog.read' }, summary: 'Every donation place, open or closed', result: z.array(staffDonationPlaceSchema) },
      () => places.list(),
    );

    route.post(
      '/api/v1/staff/donation-places',
      { summary: 'A new donation place (its region checked like an address)', body: staffDonationPlaceBody, result: staffDonationPlaceSchema },
      (request) => places.create(request.staff, request.body),
    );

    route.patch(
      '/api/v1/staff/donation-places/:id',
      {
        summary: "Change a donation place's names, receiver, contact, address, or open or close it to donations (carts keep its lines, shown as inactive)",
        params: staffDonationPlaceParams,
        body: staffDonationPlaceChangeBody,
        result: staffDonationPlaceSchema,
      },
      (request) => places.change(request.staff, request.params.id, request.body),
    );
  };
}
