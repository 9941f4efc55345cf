import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import {
  auditLogQuery,
  auditLogSchema,
  staffAcceptInviteBody,
  staffAccountChangeBody,
  staffAccountParams,
  staffAccountSchema,
  staffInviteBody,
  staffSigninBody,
  staffSigninSchema,
} from '@pawsook/shared/schemas/staff-accounts';
import type { StaffAccounts } from './staff-accounts.service';
import type { StaffAudit } from '../audit/audit.service';

/** Signing in, the team, and the audit log: registered inside staffRoutes, behind its access hook. */
export function staffAccountsRoutes(accounts: StaffAccounts, audit: StaffAudit): FastifyPluginAsyncZod {
  return async (app) => {
    const base = { tags: ['staff'], security: [{ bearer: [] }] };

    app.post(
      '/api/v1/staff/auth/signin',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['staff'],
          summary: "Staff sign-in with e-mail and password: a staff token (never a member's); throttled like members' sign-in",
          body: staffSigninBody,
          response: { 200: envelopeSchema(staffSigninSchema) },
        },
      },
      async (request) => okEnvelope(await accounts.signIn(request.body.email, request.body.password)),
    );

    app.post(
      '/api/v1/staff/auth/accept-invite',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['staff'],
          summary: "The invited person chooses a password with the invitation link's token and is signed in; the link works once, for 7 days",
          body: staffAcceptInviteBody,
          response: { 200: envelopeSchema(staffSigninSchema) },
        },
      },
      async (request) => okEnvelope(await accounts.acceptInvite(request.body.token, request.body.password)),
    );

    app.post(
      '/api/v1/staff/auth/signout',
      { config: { permission: 'self' }, schema: { ...base, summary: 'Ends this staff session', response: { 200: envelopeSchema(z.object({})) } } },
      async (request) => {
        await accounts.signOut(request.staffToken);
        return okEnvelope({});
      },
    );

    app.get(
      '/api/v1/staff/me',
      {
        config: { permission: 'self' },
        schema: {
          ...base,
          summary: 'The signed-in person: name, e-mail, role (the back office shows what the role may use)',
          response: { 200: envelopeSchema(staffAccountSchema) },
        },
      },
      async (request) =>
        okEnvelope(
          request.staff.staffId === null
            ? {
                id: 0,
                email: '',
                name: request.staff.actor,
                role: request.staff.role,
                active: true,
                invitationAccepted: true,
                createdAt: new Date(0).toISOString(),
              }
            : await accounts.me(request.staff.staffId),
        ),
    );

    app.get(
      '/api/v1/staff/accounts',
      {
        config: { permission: 'staff.manage' },
        schema: { ...base, summary: "The shop's people, by name", response: { 200: envelopeSchema(z.array(staffAccountSchema)) } },
      },
      async () => okEnvelope(await accounts.list()),
    );

    app.post(
      '/api/v1/staff/accounts',
      {
        config: { permission: 'staff.manage' },
        schema: {
          ...base,
          summary:
            'Invite a person with a role: the invitation mail (in the language of this request) carries a link to choose a password; 409 when the e-mail has an account',
          body: staffInviteBody,
          response: { 200: envelopeSchema(staffAccountSchema) },
        },
      },
      async (request) => okEnvelope(await accounts.invite(request.staff, request.body, request.lang)),
    );

    app.patch(
      '/api/v1/staff/accounts/:id',
      {
        config: { permission: 'staff.manage' },
        schema: {
          ...base,
          summary: "Change a person's role, or switch the account off (every session ends) or on; nobody changes their own",
          params: staffAccountParams,
          body: staffAccountChangeBody,
          response: { 200: envelopeSchema(staffAccountSchema) },
        },
      },
      async (request) => okEnvelope(await accounts.change(request.staff, request.params.id, request.body)),
    );

    app.get(
      '/api/v1/staff/audit-log',
      {
        config: { permission: 'audit.read' },
        schema: {
          ...base,
          summary: 'What staff did, newest first: by person, action (or its first part), Bangkok days',
          querystring: auditLogQuery,
          response: { 200: envelopeSchema(auditLogSchema) },
        },
      },
      async (request) => okEnvelope(await audit.list(request.query)),
    );
  };
}
