import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import { staffDashboardSchema } from '@pawsook/shared/schemas/staff-dashboard';
import {
  staffMemberDetailSchema,
  staffMemberLedgerQuery,
  staffMemberLedgerSchema,
  staffMemberParams,
  staffMembersQuery,
  staffMembersSchema,
} from '@pawsook/shared/schemas/staff-members';
import type { StaffDashboardService } from './staff-dashboard.service';
import type { StaffMembers } from '../members/staff-members.service';

/** The dashboard and the members' pages of the back office: registered inside staffRoutes, behind its access hook. */
export function staffOverviewRoutes(dashboard: StaffDashboardService, people: StaffMembers): FastifyPluginAsyncZod {
  return async (app) => {
    const base = { tags: ['staff'], security: [{ bearer: [] }] };

    app.get(
      '/api/v1/staff/dashboard',
      {
        config: { permission: 'dashboard.read' },
        schema: {
          ...base,
          summary:
            "Today's orders and sales (Bangkok day), orders waiting in each open status, SKUs on sale with 5 units or fewer, active codes ending within 7 days",
          response: { 200: envelopeSchema(staffDashboardSchema) },
        },
      },
      async () => okEnvelope(await dashboard.today()),
    );

    app.get(
      '/api/v1/staff/members',
      {
        config: { permission: 'members.read' },
        schema: {
          ...base,
          summary: 'Members found by part of an e-mail, name or phone, or by their id, newest first, with their coin balance',
          querystring: staffMembersQuery,
          response: { 200: envelopeSchema(staffMembersSchema) },
        },
      },
      async (request) => okEnvelope(await people.search(request.query)),
    );

    app.get(
      '/api/v1/staff/members/:id',
      {
        config: { permission: 'members.read' },
        schema: {
          ...base,
          summary: 'One member: the profile and how they sign in (never a password), the coin balance with the latest 100 ledger entries, the latest 50 orders',
          params: staffMemberParams,
          response: { 200: envelopeSchema(staffMemberDetailSchema) },
        },
      },
      async (request) => okEnvelope(await people.detail(request.params.id)),
    );

    app.get(
      '/api/v1/staff/members/:id/coin-ledger',
      {
        config: { permission: 'members.read' },
        schema: {
          ...base,
          summary:
            "One member's coin ledger a page at a time, newest first (activity and reference: an order number, or the reason staff gave), with the balance",
          params: staffMemberParams,
          querystring: staffMemberLedgerQuery,
          response: { 200: envelopeSchema(staffMemberLedgerSchema) },
        },
      },
      async (request) => okEnvelope(await people.coinLedger(request.params.id, request.query)),
    );
  };
}
