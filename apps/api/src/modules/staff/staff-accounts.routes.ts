import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { envelopeRoutes } from '../../http/envelope-routes';
import type { StaffAccounts } from './staff-accounts.service';
import type { StaffAudit } from '../audit/audit.service';

/** Signing in, the team, and the audit log: registered inside staffRoutes, behind its access hook. */
export function staffAccountsRoutes(accounts: StaffAccounts, audit: StaffAudit): FastifyPluginAsyncZod {
  return async (app) => {
    const signIn = envelopeRoutes(app, { docs: { tags: ['staff'] }, config: { permission: 'public' } });
    const docs = { tags: ['staff'], security: [{ bearer: [] }] };
    const self = envelopeRoutes(app, { docs, config: { permission: 'self' } });
    const team = envelopeRoutes(app, { docs, config: { permission: 'staff.manage' } });
    const auditLog = envelopeRoutes(app, { docs, config: { permission: 'audit.read' } });

    signIn.post(
      '/api/v1/staff/auth/signin',
      {
        summary: "Staff sign-in with e-mail and password: a staff token (never a member's); throttled like members' sign-in",
        body: staffSigninBody,
        result: staffSigninSchema,
      },
      (request) => accounts.signIn(request.body.email, request.body.password),
    );

    signIn.post(
      '/api/v1/staff/auth/accept-invite',
      {
        summary: "The invited person chooses a password with the invitation link's token and is signed in; the link works once, for 7 days",
        body: staffAcceptInviteBody,
        result: staffSigninSchema,
      },
      (request) => accounts.acceptInvite(request.body.token, request.body.password),
    );

    self.post('/api/v1/staff/auth/signout', { summary: 'Ends this staff session', result: z.object({}) }, async (request) => {
      await accounts.signOut(request.staffToken);
      return {};
    });

    self.get(
      '/api/v1/staff/me',
      { summary: 'The signed-in person: name, e-mail, role (the back office shows what the role may use)', result: staffAccountSchema },
      async (request) =>
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
    );

    team.get('/api/v1/staff/accounts', { summary: "The shop's people, by name", result: z.array(staffAccountSchema) }, () => accounts.list());

    team.post(
      '/api/v1/staff/accounts',
      {
        summary:
          'Invite a person with a role: the invitation mail (in the language of this request) carries a link to choose a password; 409 when the e-mail has an account',
        body: staffInviteBody,
        result: staffAccountSchema,
      },
      (request) => accounts.invite(request.staff, request.body, request.lang),
    );

    team.patch(
      '/api/v1/staff/accounts/:id',
      {
        summary: "Change a person's role, or switch the account off (every session ends) or on; nobody changes their own",
        params: staffAccountParams,
        body: staffAccountChangeBody,
        result: staffAccountSchema,
      },
      (request) => accounts.change(request.staff, request.params.id, request.body),
    );

    auditLog.get(
      '/api/v1/staff/audit-log',
      { summary: 'What staff did, newest first: by person, action (or its first part), Bangkok days', querystring: auditLogQuery, result: auditLogSchema },
      (request) => audit.list(request.query),
    );
  };
}
