import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOrderStatusBody, staffOrderStatusParams, staffPaymentBody, staffRefundBody, staffRefundSchema } from '@pawsook/shared/schemas/orders';
import type { OrderStatusId } from '@pawsook/shared/status/order-status';
import { staffShipmentBody, staffShipmentSchema } from '@pawsook/shared/schemas/order-history';
import type { OrderHistoryService } from '../orders/order-history.service';
import type { OrdersService } from '../orders/orders.service';
import { z } from 'zod';
import { coinAdjustmentBody, skuChangeBody, skuIdParams } from '@pawsook/shared/schemas/staff';
import type { Db } from '../../db/database';
import { envelopeRoutes } from '../../http/envelope-routes';
import type { PaymentNotificationsService } from '../payments/payment-notifications.service';
import type { PaymentRefunds } from '../payments/payment-refunds.service';
import type { TransferSlips } from '../payments/transfer-slips.service';
import type { StaffCatalog } from '../catalog/staff-catalog.service';
import type { StaffMembers } from '../members/staff-members.service';
import type { OrderFigures } from '../orders/order-figures.service';
import type { StaffDashboardService } from './staff-dashboard.service';
import { staffOverviewRoutes } from './staff-overview.routes';
import type { StaffAccounts } from './staff-accounts.service';
import { staffAccountsRoutes } from './staff-accounts.routes';
import type { StaffAudit } from '../audit/audit.service';
import type { AuditRecord } from '../audit/audit.types';
import type { StaffService } from './staff.service';

export interface StaffRoutesDeps {
  db: Db;
  staff: StaffService;
  accounts: StaffAccounts;
  audit: StaffAudit;
  orders: Pick<OrdersService, 'move'>;
  payments: Pick<PaymentNotificationsService, 'receiveFromStaff'>;
  refunds: Pick<PaymentRefunds, 'refund'>;
  history: Pick<OrderHistoryService, 'setShipment'>;
  transferSlips: Pick<TransferSlips, 'confirmWaiting'>;
  /** a SKU's stock and sale switches are the catalogue's */
  catalog: Pick<StaffCatalog, 'changeSku'>;
  /** an order as it stands before a staff move, for the audit log */
  orderFigures: Pick<OrderFigures, 'stateForAudit'>;
  dashboard: StaffDashboardService;
  members: StaffMembers;
}

/**
 * The staff module's own calls: the team, the overview, and the moves of orders,
 * coins and SKUs staff make. Every route names the permission it needs (staff-roles.ts), checked
 * by the access hook the app adds around all staff routes; every write leaves an entry in the
 * audit log with what it found and what it left.
 */
export function staffRoutes(deps: StaffRoutesDeps): FastifyPluginAsyncZod {
  const { db, staff, audit, orders, payments, refunds, history } = deps;

  /**
   * Runs a write of another module and records it, with the state `before` read first, once it
   * succeeded (those modules own their transactions; the staff module's own writes record theirs
   * inside them).
   */
  async function audited<T>(
    request: FastifyRequest,
    entry: Omit<AuditRecord, 'after' | 'before'>,
    before: () => Promise<unknown>,
    write: () => Promise<T>,
  ): Promise<T> {
    const found = await before();
    const result = await write();
    await audit.record(db, request.staff, { ...entry, before: found, after: result });
    return result;
  }

  return async (app) => {
    await app.register(staffAccountsRoutes(deps.accounts, audit));
    await app.register(staffOverviewRoutes(deps.dashboard, deps.members));
    const route = envelopeRoutes(app, { docs: { tags: ['staff'], security: [{ bearer: [] }] } });

    route.post(
      '/api/v1/staff/coin-adjustments',
      {
        config: { permission: 'coins.adjust' },
        summary: "Give (coin > 0) or take back (coin < 0) a member's coins as an admin adjustment",
        body: coinAdjustmentBody,
        result: z.object({ balance: z.number().int() }),
      },
      (request) => staff.adjustCoins(request.body, request.staff),
    );

    route.patch(
      '/api/v1/staff/skus/:skuId',
      {
        config: { permission: 'catalog.write' },
        summary: "Set a SKU's sell stock, whether it is on sale, and whether a gift is also sold on its own",
        params: skuIdParams,
        body: skuChangeBody,
        result: z.object({ skuId: z.number().int(), stock: z.number().int(), displayStatus: z.enum(['active', 'inactive']), soldSeparately: z.boolean() }),
      },
      (request) => deps.catalog.changeSku(request.staff, request.params.skuId, request.body),
    );

    route.patch(
      '/api/v1/staff/orders/:orderNo/status',
      {
        config: { permission: 'orders.fulfil' },
        summary: 'Move an order on through the transition table (docs/domain.md); 409 with the reason when the move is not allowed',
        params: staffOrderStatusParams,
        body: staffOrderStatusBody,
        result: z.object({ orderNo: z.string(), statusId: z.number().int() }),
      },
      (request) =>
        audited(
          request,
          { action: 'orders.fulfil:move', target: `order ${request.params.orderNo}` },
          () => deps.orderFigures.stateForAudit(request.params.orderNo),
          () => orders.move(request.params.orderNo, request.body.statusId as OrderStatusId, 'staff', request.body.note ?? null),
        ),
    );

    route.put(
      '/api/v1/staff/orders/:orderNo/shipment',
      {
        config: { permission: 'orders.fulfil' },
        summary:
          "The parcel handed to a carrier (carrier, parcel number, the carrier's expected day): the member's tracking shows it; 400 before payment or after the order closed",
        params: staffOrderStatusParams,
        body: staffShipmentBody,
        result: staffShipmentSchema,
      },
      (request) =>
        audited(
          request,
          { action: 'orders.fulfil:shipment', target: `order ${request.params.orderNo}` },
          () => deps.orderFigures.stateForAudit(request.params.orderNo),
          () => history.setShipment(request.params.orderNo, request.body),
        ),
    );

    route.post(
      '/api/v1/staff/orders/:orderNo/payment',
      {
        config: { permission: 'orders.payment' },
        summary:
          'Record a payment staff saw arrive (a bank transfer): checked and applied like a provider notification (exact amount, unpaid order; once per reference); the outcome says what it led to',
        params: staffOrderStatusParams,
        body: staffPaymentBody,
        result: z.object({ outcome: z.enum(['applied', 'ignored', 'rejected', 'late', 'duplicate']), reason: z.string().nullable() }),
      },
      async (request) => {
        const { orderNo } = request.params;
        const { amount, reference } = request.body;
        const note = { eventId: `staff:${reference}`, orderNo, amount, currency: 'THB', status: 'paid' as const, providerReference: reference };
        const result = await audited(
          request,
          { action: 'orders.payment', target: `order ${orderNo}` },
          () => deps.orderFigures.stateForAudit(orderNo),
          () => payments.receiveFromStaff(note, { confirmedBy: 'staff', reference }),
        );
        // the slips the member sent for it were what staff checked
        if (result.outcome === 'applied')
          await deps.transferSlips.confirmWaiting(orderNo, request.staff.staffId === null ? 'staff-token' : `staff:${request.staff.staffId}`);
        return result;
      },
    );

    route.post(
      '/api/v1/staff/orders/:orderNo/refund',
      {
        config: { permission: 'orders.refund' },
        summary:
          'Hand a payment back through the provider that took it: a cancelled paid order goes 9 → 10 → 11, money that came after the order ended is returned with the order left as it is. A bank transfer is returned by hand: give the reference of the transfer back. 409 when there is nothing to refund or a refund is under way; 502 when the provider did not refund (the order stays at 10, ask again)',
        params: staffOrderStatusParams,
        body: staffRefundBody,
        result: staffRefundSchema,
      },
      (request) =>
        audited(
          request,
          { action: 'orders.refund', target: `order ${request.params.orderNo}` },
          () => deps.orderFigures.stateForAudit(request.params.orderNo),
          () =>
            refunds.refund(request.params.orderNo, {
              by: request.staff.staffId === null ? 'staff-token' : `staff:${request.staff.staffId}`,
              reference: request.body.reference,
            }),
        ),
    );
  };
}
