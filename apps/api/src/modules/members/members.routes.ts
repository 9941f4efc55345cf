import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
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
        errorResponseBuilder: () => new AppError(429, 'member.tooManyMailRequests'),
      }),
    };

    app.get(
      '/api/v1/members/email-duplicate-verifications',
      {
        schema: {
          tags: ['members'],
          summary: 'Whether an e-mail can be used to register (400 if it is already a member)',
          querystring: emailQuery,
          response: { 200: envelopeSchema(z.object({ email: z.string(), isDuplicate: z.literal(false) })) },
        },
      },
      async (request) => {
        await members.assertEmailAvailable(request.query.email);
        return okEnvelope({ email: request.query.email, isDuplicate: false as const });
      },
    );

    app.post(
      '/api/v1/members',
      {
        ...mailBudget,
        schema: {
          tags: ['members'],
          summary: 'Register with e-mail and password; sends a confirmation mail',
          body: registerBody,
          response: { 200: envelopeSchema(memberSummarySchema) },
        },
      },
      async (request) => okEnvelope(await members.register(request.body, request.lang)),
    );

    app.post(
      '/api/v1/members/confirm-email',
      {
        schema: {
          tags: ['members'],
          summary: 'Confirm an e-mail address with the token from the mail (single use)',
          body: tokenBody,
          response: { 200: envelopeSchema(z.object({ email: z.string() })) },
        },
      },
      async (request) => okEnvelope(await members.confirmEmail(request.body.token)),
    );

    app.post(
      '/api/v1/members/resend-confirmation',
      {
        ...mailBudget,
        schema: {
          tags: ['members'],
          summary: 'Send a new confirmation link to an account still waiting for one',
          body: emailBody,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await members.resendConfirmation(request.body.email);
        return okEnvelope(null);
      },
    );

    app.post(
      '/api/v1/members/forgot-password',
      {
        ...mailBudget,
        schema: {
          tags: ['members'],
          summary: 'Mail a password-reset link (400 for an unknown e-mail, as the spec says)',
          body: emailBody,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await members.forgotPassword(request.body.email);
        return okEnvelope(null);
      },
    );

    app.post(
      '/api/v1/members/reset-password',
      {
        schema: {
          tags: ['members'],
          summary: 'Set a new password with the token from the reset mail; signs out every session',
          body: resetPasswordBody,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await members.resetPassword(request.body.token, request.body.newPassword);
        return okEnvelope(null);
      },
    );

    app.post(
      '/api/v1/members/change-password',
      {
        onRequest: requireMember(auth),
        schema: {
          ...member,
          summary: 'Change the password; revokes every token of the member',
          body: changePasswordBody,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await members.changePassword(request.memberId, request.body.currentPassword, request.body.newPassword);
        return okEnvelope(null);
      },
    );

    app.get(
      '/api/v1/members/web/:memberId',
      {
        onRequest: requireMember(auth),
        schema: {
          ...member,
          summary: "The member's profile (404 for anyone else's id)",
          params: memberIdParams,
          response: { 200: envelopeSchema(memberProfileSchema) },
        },
      },
      async (request) => okEnvelope(await members.getProfile(request.memberId, request.params.memberId)),
    );

    app.patch(
      '/api/v1/members/member-info/:memberId',
      {
        onRequest: requireMember(auth),
        schema: {
          ...member,
          summary: "Update the member's personal information (e-mail cannot change)",
          params: memberIdParams,
          body: profileUpdateBody,
          response: { 200: envelopeSchema(memberProfileSchema) },
        },
      },
      async (request) => okEnvelope(await members.updateProfile(request.memberId, request.params.memberId, request.body)),
    );
  };
}
