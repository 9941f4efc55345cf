import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  signinBody,
  signinResultSchema,
  socialProviders,
  socialSigninBody,
  socialSignupBody,
  socialSignupResultSchema,
  type SocialProvider,
} from '@pawsook/shared/schemas/members';
import type { SocialProviderConfig } from '../../config/config';
import { AppError } from '../../http/app-error';
import { envelopeRoutes } from '../../http/envelope-routes';
import { budgetKey } from '../../http/rate-limit-store';
import { requireMember } from './auth.hook';
import type { AuthService } from './auth.service';

export function authRoutes(
  auth: AuthService,
  signinAttemptsPerMinute: number,
  providers: Record<SocialProvider, SocialProviderConfig | null>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // One budget per client address shared by all the sign-in calls (one limiter, one store).
    const signinBudget = {
      config: { rateLimit: false as const },
      onRequest: app.rateLimit({
        max: signinAttemptsPerMinute,
        timeWindow: '1 minute',
        keyGenerator: budgetKey('signin'),
        errorResponseBuilder: () => new AppError(429, 'auth.tooManyAttempts'),
      }),
    };
    const route = envelopeRoutes(app, { docs: { tags: ['members'] } });

    route.get(
      '/api/v1/auth/social-providers',
      {
        summary: 'Where the browser starts social sign-in (OAuth implicit flow: response_type=token); only the providers offered',
        result: z.array(
          z.object({ provider: z.enum(socialProviders), authorizeUrl: z.string(), clientId: z.string(), scope: z.string(), sandbox: z.boolean() }),
        ),
      },
      () =>
        socialProviders.flatMap((provider) => {
          const configured = providers[provider];
          if (!configured) return [];
          const { authorizeUrl, clientId, scope, sandbox } = configured;
          return [{ provider, authorizeUrl, clientId, scope, sandbox }];
        }),
    );

    route.post(
      '/api/v1/auth/email-signin',
      {
        ...signinBudget,
        summary: 'Sign in with e-mail and password: result (token, user)',
        description:
          '400 "Email or Password is invalid" for an unknown address or a wrong password; 400 with result.reason ' +
          '"email-not-verified" for an unconfirmed account; 429 after 10 attempts a minute per address or 10 failures in a row per account.',
        body: signinBody,
        result: signinResultSchema,
      },
      (request) => auth.emailSignin(request.body.email, request.body.password),
    );

    for (const provider of socialProviders) {
      route.post(
        `/api/v1/auth/${provider}-signin`,
        {
          ...signinBudget,
          summary: `Sign in with a ${provider} access token`,
          description:
            'The server asks the provider whose token it is. Not yet a member: 404 whose result is the registration prefill {provider, id, email, name, surname}.',
          body: socialSigninBody,
          result: signinResultSchema,
        },
        (request) => auth.socialSignin(provider, request.body.accessToken),
      );

      route.post(
        `/api/v1/auth/${provider}-signup`,
        {
          ...signinBudget,
          summary: `Register with a ${provider} account`,
          description: 'Signs the new member in when the provider vouches for the e-mail; otherwise sends a confirmation mail (token null).',
          body: socialSignupBody,
          result: socialSignupResultSchema,
        },
        (request) => auth.socialSignup(provider, request.body, request.lang),
      );
    }

    const signedIn = envelopeRoutes(app, { docs: { tags: ['members'], security: [{ bearer: [] }] }, onRequest: requireMember(auth) });
    signedIn.post('/api/v1/auth/logout', { summary: 'Sign out: revokes this token', result: z.null() }, async (request) => {
      await auth.signOut(request.bearerToken);
      return null;
    });
  };
}
