import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBody,
  emailBody,
  emailQuery,
  memberIdParams,
  memberProfileSchema,
  memberSummarySchema,
  profileUpdateBody,
  registerBody,
  resetPasswordBody,
  tokenBody,
} from '@pawsook/shared/schemas/members';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import { AppError } from '../../http/app-error';
import { envelopeRoutes } from '../../http/envelope-routes';
import { budgetKey } from '../../http/rate-limit-store';
import type { MembersService } from './members.service';

const member = { tags: ['members'], security: [{ bearer: [] }] };
export function membersRoutes(members: MembersService, auth: AuthService, mailRequestsPerHour: number): FastifyPluginAsyncZod {
  return async (app) => {
    // One budget per client address shared by every call that sends a mail (a groupId on each
    // route's own limit would give each route a store, and so a budget, of its own).
    const mailBudget = {
      config: { rateLimit: false as const },
      onRequest: app.rateLimit({
        max: mailRequestsPerHour,
        timeWindow: '1 hour',
        keyGenerator: budgetKey('mail'),
        errorResponseBuilder: () => new AppError(429, 'member.tooManyMailRequests'),
      }),
    };

    const open = envelopeRoutes(app, { docs: { tags: ['members'] } });
    const signedIn = envelopeRoutes(app, { docs: member, onRequest: requireMember(auth) });

    open.get(
      '/api/v1/members/email-duplicate-verifications',
      {
        summary: 'Whether an e-mail can be used to register (400 if it is already a member)',
        querystring: emailQuery,
        result: z.object({ email: z.string(), isDuplicate: z.literal(false) }),
      },
      async (request) => {
        await members.assertEmailAvailable(request.query.email);
        return { email: request.query.email, isDuplicate: false as const };
      },
    );

    open.post(
      '/api/v1/members',
      { ...mailBudget, summary: 'Register with e-mail and password; sends a confirmation mail', body: registerBody, result: memberSummarySchema },
      (request) => members.register(request.body, request.lang),
    );

    open.post(
      '/api/v1/members/confirm-email',
      { summary: 'Confirm an e-mail address with the token from the mail (single use)', body: tokenBody, result: z.object({ email: z.string() }) },
      (request) => members.confirmEmail(request.body.token),
    );

    open.post(
      '/api/v1/members/resend-confirmation',
      { ...mailBudget, summary: 'Send a new confirmation link to an account still waiting for one', body: emailBody, result: z.null() },
      async (request) => {
        await members.resendConfirmation(request.body.email);
        return null;
      },
    );

    open.post(
      '/api/v1/members/forgot-password',
      { ...mailBudget, summary: 'Mail a password-reset link (400 for an unknown e-mail, as the spec says)', body: emailBody, result: z.null() },
      async (request) => {
        await members.forgotPassword(request.body.email);
        return null;
      },
    );

    open.post(
      '/api/v1/members/reset-password',
      { summary: 'Set a new password with the token from the reset mail; signs out every session', body: resetPasswordBody, result: z.null() },
      async (request) => {
        await members.resetPassword(request.body.token, request.body.newPassword);
        return null;
      },
    );

    signedIn.post(
      '/api/v1/members/change-password',
      { summary: 'Change the password; revokes every token of the member', body: changePasswordBody, result: z.null() },
      async (request) => {
        await members.changePassword(request.memberId, request.body.currentPassword, request.body.newPassword);
        return null;
      },
    );

    signedIn.get(
      '/api/v1/members/web/:memberId',
      { summary: "The member's profile (404 for anyone else's id)", params: memberIdParams, result: memberProfileSchema },
      (request) => members.getProfile(request.memberId, request.params.memberId),
    );

    signedIn.patch(
      '/api/v1/members/member-info/:memberId',
      {
        summary: "Update the member's personal information (e-mail cannot change)",
        params: memberIdParams,
        body: profileUpdateBody,
        result: memberProfileSchema,
      },
      (request) => members.updateProfile(request.memberId, request.params.memberId, request.body),
    );
  };
}
