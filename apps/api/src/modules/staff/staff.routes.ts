import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOrderStatusBody, staffOrderStatusParams, staffPaymentBody, staffRefundBody, staffRefundSchema } from '@pawsook/shared/schemas/orders';
import type { OrderStatusId } from '@pawsook/shared/status/order-status';
import { staffShipmentBody, staffShipmentSchema } from '@pawsook/shared/schemas/order-history';
import type { OrderHistoryService } from '../orders/order-history.service';
import type { OrdersService } from '../orders/orders.service';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { coinAdjustmentBody, donationPlaceChangeBody, donationPlaceIdParams, skuChangeBody, skuIdParams } from '@pawsook/shared/schemas/staff';
import { AppError } from '../../http/app-error';
import { bearerTokenOf } from '../auth/auth.hook';
import type { PaymentNotificationsService } from '../payments/payment-notifications.service';
import type { PaymentRefunds } from '../payments/payment-refunds.service';
import type { StaffService } from './staff.service';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Staff calls, for the shop's people and their tools until a back office exists. They answer only
 * to the configured STAFF_API_TOKEN (compared in constant time) and are not registered without one.
 */
export function staffRoutes(
  staff: StaffService,
  staffToken: string,
  orders: Pick<OrdersService, 'move'>,
  payments: Pick<PaymentNotificationsService, 'receive'>,
  refunds: Pick<PaymentRefunds, 'refund'>,
  history: Pick<OrderHistoryService, 'setShipment'>,
): FastifyPluginAsyncZod {
  const expected = digest(staffToken);
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      const token = bearerTokenOf(request);
      if (!token || !timingSafeEqual(digest(token), expected)) throw new AppError(401, 'staff.unauthorized');
    });
    const base = { tags: ['staff'], security: [{ bearer: [] }] };

    app.post(
      '/api/v1/staff/coin-adjustments',
      {
        schema: {
          ...base,
          summary: "Give (coin > 0) or take back (coin < 0) a member's coins as an admin adjustment",
          body: coinAdjustmentBody,
          response: { 200: envelopeSchema(z.object({ balance: z.number().int() })) },
        },
      },
      async (request) => okEnvelope(await staff.adjustCoins(request.body)),
    );

    app.patch(
      '/api/v1/staff/skus/:skuId',
      {
        schema: {
          ...base,
          summary: "Set a SKU's sell stock, whether it is on sale, and whether a gift is also sold on its own",
          params: skuIdParams,
          body: skuChangeBody,
          response: {
            200: envelopeSchema(
              z.object({ skuId: z.number().int(), stock: z.number().int(), displayStatus: z.enum(['active', 'inactive']), soldSeparately: z.boolean() }),
            ),
          },
        },
      },
      async (request) => okEnvelope(await staff.changeSku(request.params.skuId, request.body)),
    );

    app.patch(
      '/api/v1/staff/donation-places/:id',
      {
        schema: {
          ...base,
          summary: 'Open or close a donation place to donations',
          params: donationPlaceIdParams,
          body: donationPlaceChangeBody,
          response: { 200: envelopeSchema(z.object({ id: z.number().int(), status: z.enum(['active', 'inactive']) })) },
        },
      },
      async (request) => okEnvelope(await staff.changeDonationPlace(request.params.id, request.body.status)),
    );

    app.patch(
      '/api/v1/staff/orders/:orderNo/status',
      {
        schema: {
          ...base,
          summary: "Move an order on through the transition table (docs/domain.md); 409 with the reason when the move is not allowed",
          params: staffOrderStatusParams,
          body: staffOrderStatusBody,
          response: { 200: envelopeSchema(z.object({ orderNo: z.string(), statusId: z.number().int() })) },
        },
      },
      async (request) => okEnvelope(await orders.move(request.params.orderNo, request.body.statusId as OrderStatusId, 'staff', request.body.note ?? null)),
    );

    app.put(
      '/api/v1/staff/orders/:orderNo/shipment',
      {
        schema: {
          ...base,
          summary: "The parcel handed to a carrier (carrier, parcel number, the carrier's expected day): the member's tracking shows it; 400 before payment or after the order closed",
          params: staffOrderStatusParams,
          body: staffShipmentBody,
          response: { 200: envelopeSchema(staffShipmentSchema) },
        },
      },
      async (request) => okEnvelope(await history.setShipment(request.params.orderNo, request.body)),
    );

    app.post(
      '/api/v1/staff/orders/:orderNo/payment',
      {
        schema: {
          ...base,
          summary:
            'Record a payment staff saw arrive (a bank transfer): checked and applied like a provider notification (exact amount, unpaid order; once per reference); the outcome says what it led to',
          params: staffOrderStatusParams,
          body: staffPaymentBody,
          response: { 200: envelopeSchema(z.object({ outcome: z.enum(['applied', 'ignored', 'rejected', 'late', 'duplicate']), reason: z.string().nullable() })) },
        },
      },
      async (request) => {
        const { orderNo } = request.params;
        const { amount, reference } = request.body;
        const note = { eventId: `staff:${reference}`, orderNo, amount, currency: 'THB', status: 'paid' as const, providerReference: reference };
        return okEnvelope(await payments.receive('transfer', note, { confirmedBy: 'staff', reference }));
      },
    );

    app.post(
      '/api/v1/staff/orders/:orderNo/refund',
      {
        schema: {
          ...base,
          summary:
            "Hand a payment back through the provider that took it: a cancelled paid order goes 9 → 10 → 11, money that came after the order ended is returned with the order left as it is. A bank transfer is returned by hand: give the reference of the transfer back. 409 when there is nothing to refund or a refund is under way; 502 when the provider did not refund (the order stays at 10, ask again)",
          params: staffOrderStatusParams,
          body: staffRefundBody,
          response: { 200: envelopeSchema(staffRefundSchema) },
        },
      },
      async (request) => okEnvelope(await refunds.refund(request.params.orderNo, { by: 'staff-token', reference: request.body.reference })),
    );
  };
}
