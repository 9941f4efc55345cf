import type { Lang } from '@pawsook/shared/i18n/translate';
import { splitFullName } from '@pawsook/shared/members/member-rules';
import type { SocialProvider, SocialSignupInput } from '@pawsook/shared/schemas/members';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { PasswordHasher } from '../../security/password';
import { toSummary, type MembersService } from '../members/members.service';
import type { SessionStore } from './session-store.service';
import { createSigninThrottle } from './signin-throttle.service';
import { SocialProviderError, fetchSocialIdentity, type SocialIdentity } from './social-provider';

export interface AuthServiceDeps {
  db: Db;
  members: MembersService;
  sessions: SessionStore;
  passwords: PasswordHasher;
  /** null: the provider is not offered (no client id, sandboxes off) */
  socialProviders: Record<SocialProvider, { userInfoUrl: string } | null>;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, members, sessions, passwords } = deps;

  const throttle = createSigninThrottle(db);

  async function signIn(memberId: number) {
    const member = await members.findById(memberId);
    const token = await sessions.issue(db, memberId);
    return { token, user: toSummary(member!) };
  }

  const providerLabel = (provider: SocialProvider) => (provider === 'google' ? 'Google' : 'Facebook');

  async function identify(provider: SocialProvider, accessToken: string): Promise<SocialIdentity> {
    const configured = deps.socialProviders[provider];
    if (!configured) throw new AppError(400, 'auth.socialUnavailable', { params: { provider: providerLabel(provider) } });
    try {
      return await fetchSocialIdentity(provider, configured.userInfoUrl, accessToken);
    } catch (error) {
      if (error instanceof SocialProviderError) {
        throw new AppError(400, 'auth.socialFailed', { params: { provider: providerLabel(provider) } });
      }
      throw error;
    }
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

    /**
     * Social sign-in: the provider says who the token belongs to. A known identity signs in; an
     * e-mail the provider vouches for links to that member; otherwise a 404 carries the prefill
     * for the registration form.
     */
    async socialSignin(provider: SocialProvider, accessToken: string) {
      const identity = await identify(provider, accessToken);
      const linked = await members.findBySocialId(provider, identity.id);
      if (linked) return signIn(linked.id);
      const byEmail = identity.email ? await members.findByEmail(identity.email) : undefined;
      if (byEmail && identity.emailVerified) {
        const member = await members.linkSocialIdentity(byEmail, provider, identity.id);
        return signIn(member.id);
      }
      throw new AppError(404, 'auth.socialNotMember', {
        result: { provider, id: identity.id, email: identity.email, ...splitFullName(identity.name) },
      });
    },

    /** Social sign-up from the prefilled form: the token must belong to the id and e-mail sent. */
    async socialSignup(provider: SocialProvider, input: SocialSignupInput, lang: Lang) {
      const identity = await identify(provider, input.accessToken);
      if (identity.id !== input.id) {
        throw new AppError(400, 'auth.socialFailed', { params: { provider: providerLabel(provider) } });
      }
      if (identity.email && identity.email !== input.email) throw new AppError(400, 'auth.socialEmailMismatch', { field: 'email' });
      if (await members.findBySocialId(provider, identity.id)) throw new AppError(400, 'member.emailDuplicate', { field: 'email' });
      const verified = identity.email !== null && identity.emailVerified;
      const member = await members.registerSocial(input, provider, verified, lang);
      if (!verified) return { token: null, user: toSummary(member), emailConfirmationSent: true };
      return { ...(await signIn(member.id)), emailConfirmationSent: false };
    },

    async memberIdFor(token: string) {
      return sessions.memberIdFor(token);
    },

    async signOut(token: string) {
      await sessions.revoke(token);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
