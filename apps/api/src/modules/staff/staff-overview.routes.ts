import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffDashboardSchema } from '@pawsook/shared/schemas/staff-dashboard';
import {
  staffMemberDetailSchema,
  staffMemberLedgerQuery,
  staffMemberLedgerSchema,
  staffMemberParams,
  staffMembersQuery,
  staffMembersSchema,
} from '@pawsook/shared/schemas/staff-members';
import { envelopeRoutes } from '../../http/envelope-routes';
import type { StaffDashboardService } from './staff-dashboard.service';
import type { StaffMembers } from '../members/staff-members.service';

/** The dashboard and the members' pages of the back office: registered inside staffRoutes, behind its access hook. */
export function staffOverviewRoutes(dashboard: StaffDashboardService, people: StaffMembers): FastifyPluginAsyncZod {
  return async (app) => {
    const docs = { tags: ['staff'], security: [{ bearer: [] }] };
    const dashboardRoute = envelopeRoutes(app, { docs, config: { permission: 'dashboard.read' } });
    const membersRoute = envelopeRoutes(app, { docs, config: { permission: 'members.read' } });

    dashboardRoute.get(
      '/api/v1/staff/dashboard',
      {
        summary:
          "Today's orders and sales (Bangkok day), orders waiting in each open status, SKUs on sale with 5 units or fewer, active codes ending within 7 days",
        result: staffDashboardSchema,
      },
      () => dashboard.today(),
    );

    membersRoute.get(
      '/api/v1/staff/members',
      {
        summary: 'Members found by part of an e-mail, name or phone, or by their id, newest first, with their coin balance',
        querystring: staffMembersQuery,
        result: staffMembersSchema,
      },
      (request) => people.search(request.query),
    );

    membersRoute.get(
      '/api/v1/staff/members/:id',
      {
        summary: 'One member: the profile and how they sign in (never a password), the coin balance with the latest 100 ledger entries, the latest 50 orders',
        params: staffMemberParams,
        result: staffMemberDetailSchema,
      },
      (request) => people.detail(request.params.id),
    );

    membersRoute.get(
      '/api/v1/staff/members/:id/coin-ledger',
      {
        summary:
          "One member's coin ledger a page at a time, newest first (activity and reference: an order number, or the reason staff gave), with the balance",
        params: staffMemberParams,
        querystring: staffMemberLedgerQuery,
        result: staffMemberLedgerSchema,
      },
      (request) => people.coinLedger(request.params.id, request.query),
    );
  };
}
