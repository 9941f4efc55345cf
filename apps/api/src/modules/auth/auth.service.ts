import type { Lang } from '@pawsook/shared/i18n/translate';
import { splitFullName } from '@pawsook/shared/members/member-rules';
import {
  SOCIAL_PROVIDER_NAMES,
  type AccessTokenProvider,
  type LineCodeInput,
  type SocialProvider,
  type SocialSignupInput,
} from '@pawsook/shared/schemas/members';
import type { LineLoginConfig } from '../../config/config';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { PasswordHasher } from '../../security/password';
import { toSummary, type MembersService } from '../members/members.service';
import type { SessionStore } from './session-store.service';
import { createSigninThrottle } from './signin-throttle.service';
import { lineIdentityFromCode, verifyLineIdToken } from './line-login';
import { SocialProviderError, fetchSocialIdentity, type SocialIdentity } from './social-provider';

export interface AuthServiceDeps {
  db: Db;
  members: MembersService;
  sessions: SessionStore;
  passwords: PasswordHasher;
  /** null: the provider is not offered (no client id, sandboxes off) */
  socialProviders: Record<AccessTokenProvider, { userInfoUrl: string } | null>;
  /** null: LINE is not offered */
  lineLogin: LineLoginConfig | null;
  log?: { warn(object: object, message: string): void };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, members, sessions, passwords } = deps;

  const throttle = createSigninThrottle(db);

  async function signIn(memberId: number) {
    const member = await members.findById(memberId);
    const token = await sessions.issue(db, memberId);
    return { token, user: toSummary(member!) };
  }

  const failed = (provider: SocialProvider) => new AppError(400, 'auth.socialFailed', { params: { provider: SOCIAL_PROVIDER_NAMES[provider] } });

  /** Asks the provider; its refusals are one message to the shopper and the reason in the log. */
  async function askProvider<T>(provider: SocialProvider, ask: () => Promise<T>): Promise<T> {
    try {
      return await ask();
    } catch (error) {
      if (!(error instanceof SocialProviderError)) throw error;
      deps.log?.warn({ provider, reason: error.message }, 'social sign-in refused');
      throw failed(provider);
    }
  }

  function identify(provider: AccessTokenProvider, accessToken: string): Promise<SocialIdentity> {
    const configured = deps.socialProviders[provider];
    if (!configured) throw new AppError(400, 'auth.socialUnavailable', { params: { provider: SOCIAL_PROVIDER_NAMES[provider] } });
    return askProvider(provider, () => fetchSocialIdentity(provider, configured.userInfoUrl, accessToken));
  }

  function lineConfig(): LineLoginConfig {
    if (!deps.lineLogin) throw new AppError(400, 'auth.socialUnavailable', { params: { provider: SOCIAL_PROVIDER_NAMES.line } });
    return deps.lineLogin;
  }

  /** Who LINE's return names: its code exchanged, the ID token and the profile checked. */
  function lineIdentity(code: LineCodeInput) {
    const config = lineConfig();
    return askProvider('line', () => lineIdentityFromCode(config, code));
  }

  /**
   * A known identity signs in; an e-mail the provider vouches for links to that member; otherwise a
   * 404 carries the prefill for the registration form (with LINE's ID token, for its sign-up).
   */
  async function signInOrPrefill(identity: SocialIdentity, signupToken?: string) {
    const linked = await members.findBySocialId(identity.provider, identity.id);
    if (linked) return signIn(linked.id);
    const byEmail = identity.email ? await members.findByEmail(identity.email) : undefined;
    if (byEmail && identity.emailVerified) {
      const member = await members.linkSocialIdentity(byEmail, identity.provider, identity.id);
      return signIn(member.id);
    }
    throw new AppError(404, 'auth.socialNotMember', {
      result: {
        provider: identity.provider,
        id: identity.id,
        email: identity.email,
        ...splitFullName(identity.name),
        ...(signupToken ? { accessToken: signupToken } : {}),
      },
    });
  }

  /** Sign-up from the prefilled form: the credential must be the id's and, when it names one, the e-mail's. */
  async function signUpAs(identity: SocialIdentity, input: SocialSignupInput, lang: Lang) {
    if (identity.id !== input.id) throw failed(identity.provider);
    if (identity.email && identity.email !== input.email) throw new AppError(400, 'auth.socialEmailMismatch', { field: 'email' });
    if (await members.findBySocialId(identity.provider, identity.id)) throw new AppError(400, 'member.emailDuplicate', { field: 'email' });
    const verified = identity.email !== null && identity.emailVerified;
    const member = await members.registerSocial(input, identity.provider, verified, lang);
    if (!verified) return { token: null, user: toSummary(member), emailConfirmationSent: true };
    return { ...(await signIn(member.id)), emailConfirmationSent: false };
  }

  return {
    /**
     * E-mail sign-in. Unknown address and wrong password give the same answer in the same time;
     * only the right password for an unconfirmed account learns that it needs confirming.
     */
    async emailSignin(email: string, password: string) {
      await throttle.assertNotLocked(email);
      const member = await members.findByEmail(email);
      const ok = member?.passwordHash ? await passwords.verify(password, member.passwordHash) : await passwords.verifyAgainstNothing(password);
      if (!member || !ok) {
        await throttle.recordFailure(email);
        throw new AppError(400, 'auth.invalidCredentials');
      }
      if (!member.emailVerifiedAt) {
        throw new AppError(400, 'auth.emailNotVerified', { result: { reason: 'email-not-verified', email } });
      }
      await sessions.clearFailures(db, email);
      return signIn(member.id);
    },

    /** Social sign-in with an access token: the provider says who it belongs to. */
    async socialSignin(provider: AccessTokenProvider, accessToken: string) {
      return signInOrPrefill(await identify(provider, accessToken));
    },

    async socialSignup(provider: AccessTokenProvider, input: SocialSignupInput, lang: Lang) {
      return signUpAs(await identify(provider, input.accessToken), input, lang);
    },

    /** LINE Login (decision 0081): the code exchanged and its ID token verified, then as the others. */
    async lineSignin(code: LineCodeInput) {
      const identity = await lineIdentity(code);
      return signInOrPrefill(identity, identity.idToken);
    },

    /** LINE sign-up: the prefill's ID token, verified again (it may have expired since). */
    async lineSignup(input: SocialSignupInput, lang: Lang) {
      const config = lineConfig();
      const identity = await askProvider('line', () => verifyLineIdToken(config, input.accessToken, null));
      return signUpAs(identity, input, lang);
    },

    /** The profile's "link LINE": the signed-in member's LINE account, as LINE's return names it. */
    async linkLine(memberId: number, code: LineCodeInput) {
      return members.linkLine(memberId, (await lineIdentity(code)).id);
    },

    unlinkLine: (memberId: number) => members.unlinkLine(memberId),

    async memberIdFor(token: string) {
      return sessions.memberIdFor(token);
    },

    async signOut(token: string) {
      await sessions.revoke(token);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
