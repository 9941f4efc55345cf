import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerDetailsBody, sellerDetailsSchema } from '@pawsook/shared/schemas/tax-documents';
import { envelopeRoutes } from '../../http/envelope-routes';
import type { SellerDetailsService } from './seller-details.service';

/** The shop's seller details for tax invoices, in Settings (owners and managers, audited). */
export function staffSellerDetailsRoutes(seller: SellerDetailsService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = envelopeRoutes(app, { docs: { tags: ['staff'], security: [{ bearer: [] }] }, config: { permission: 'settings.manage' } });

    route.get(
      '/api/v1/staff/seller-details',
      {
        summary:
          "The shop's registered name (Thai, English), address, tax id, branch and VAT rate its tax documents carry; null while not set (no invoice is issued until they are)",
        result: sellerDetailsSchema.nullable(),
      },
      () => seller.current(),
    );

    route.put(
      '/api/v1/staff/seller-details',
      {
        summary: 'Set the seller details (audited): documents issued before keep theirs; invoices that waited for them are issued at once',
        body: sellerDetailsBody,
        result: sellerDetailsSchema,
      },
      (request) => seller.change(request.staff, request.body),
    );
  };
}
