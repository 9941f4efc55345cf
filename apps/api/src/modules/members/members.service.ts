import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Lang } from '@pawsook/shared/i18n/translate';
import type { MemberProfile, MemberSummary, ProfileUpdateInput, RegisterInput, SocialProvider, SocialSignupInput } from '@pawsook/shared/schemas/members';
import type { Db, DbOrTx } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, notFound } from '../../http/app-error';
import type { PasswordHasher } from '../../security/password';
import { hashToken, newOpaqueToken } from '../../security/opaque-token';
import type { SessionStore } from '../auth/session-store.service';
import type { CoinsService } from '../coins/coins.service';
import { mailLink, renderActionMail } from '../mail/mail-templates.service';
import type { MailService } from '../mail/mail.service';
import { emailTokens, members } from './members.tables';

type Member = typeof members.$inferSelect;
type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

export interface MembersServiceDeps {
  db: Db;
  mail: MailService;
  coins: CoinsService;
  sessions: SessionStore;
  passwords: PasswordHasher;
  publicUrl: string;
  signupCoins: number;
}

const HOUR = 60 * 60 * 1000;
const TOKEN_LIFETIME: Record<EmailTokenPurpose, number> = { 'confirm-email': 24 * HOUR, 'reset-password': HOUR };
const LINK_PATH: Record<EmailTokenPurpose, string> = { 'confirm-email': '/register/verify', 'reset-password': '/reset-password' };
/** Link mails (confirmation and reset together) one mailbox may be sent per hour. */
const MAILS_PER_HOUR = 5;

/** The member number shown on the profile: PS and eight digits. */
export const memberNumber = (id: number) => `PS${String(id).padStart(8, '0')}`;

export const toSummary = (m: Member): MemberSummary => ({
  id: m.id,
  memberId: memberNumber(m.id),
  email: m.email,
  name: m.name,
  surname: m.surname,
});

/** Each provider's id column: one account of each provider per member, one member per account. */
const SOCIAL_ID_FIELD = { google: 'googleId', facebook: 'facebookId', line: 'lineId' } as const satisfies Record<SocialProvider, keyof Member>;
const socialIdValues = (provider: SocialProvider, id: string) => ({ [SOCIAL_ID_FIELD[provider]]: id });

const duplicateEmail = () => new AppError(400, 'member.emailDuplicate', { field: 'email' });

/** A new member's row as they signed up, by e-mail or through a provider: who they are and the language they used. */
const signUpFields = (input: RegisterInput | SocialSignupInput, lang: Lang) => ({
  email: input.email,
  name: input.name,
  surname: input.surname,
  phone1: input.phone1,
  phone2: input.phone2,
  birthDate: input.birthDate,
  language: lang,
});

export function createMembersService(deps: MembersServiceDeps) {
  const { db, mail, coins, sessions, passwords } = deps;

  async function findByEmail(email: string, tx: DbOrTx = db): Promise<Member | undefined> {
    const [member] = await tx.select().from(members).where(eq(members.email, email));
    return member;
  }

  /**
   * Queues a single-use link mail in the caller's transaction. One budget per mailbox across every
   * kind of link, counted under the member's row lock, so that requests from many addresses at
   * once cannot flood one inbox. A new reset link ends the member's earlier ones.
   */
  async function sendLink(tx: DbOrTx, member: Member, purpose: EmailTokenPurpose): Promise<void> {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('update');
    const [recent] = await tx
      .select({ n: count() })
      .from(emailTokens)
      .where(and(eq(emailTokens.memberId, member.id), gt(emailTokens.createdAt, new Date(Date.now() - HOUR))));
    if ((recent?.n ?? 0) >= MAILS_PER_HOUR) throw new AppError(429, 'member.tooManyMails');
    if (purpose === 'reset-password') await endResetLinks(tx, member.id);
    const { token, tokenHash } = newOpaqueToken();
    await tx.insert(emailTokens).values({
      memberId: member.id,
      purpose,
      tokenHash,
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME[purpose]),
    });
    const link = mailLink(deps.publicUrl, LINK_PATH[purpose], { token }, member.language);
    await mail.queue(tx, member.email, renderActionMail(purpose, member.language, { name: member.name, link }));
  }

  /**
   * Ends every reset link of the member still outstanding: only the newest link works, and none
   * once the password has been set (by a link or by the member), so an old mail read by someone
   * else later is worth nothing.
   */
  async function endResetLinks(tx: DbOrTx, memberId: number): Promise<void> {
    await tx
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(emailTokens.memberId, memberId), eq(emailTokens.purpose, 'reset-password'), isNull(emailTokens.usedAt)));
  }

  /**
   * Uses a link token once. The conditional update is the lock: of two requests with the same
   * token at the same moment, only one gets the row back.
   */
  async function consumeToken(tx: DbOrTx, token: string, purpose: EmailTokenPurpose): Promise<number> {
    const [used] = await tx
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(
        and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, new Date())),
      )
      .returning({ memberId: emailTokens.memberId });
    if (!used) throw new AppError(400, 'member.linkInvalid', { field: 'token' });
    return used.memberId;
  }

  /** The mailbox is proven: the account is active and the welcome coins are credited, once. */
  async function markEmailVerified(tx: DbOrTx, memberId: number): Promise<void> {
    await tx
      .update(members)
      .set({ emailVerifiedAt: sql`coalesce(${members.emailVerifiedAt}, now())`, updatedAt: new Date() })
      .where(eq(members.id, memberId));
    if (deps.signupCoins > 0) {
      await coins.record(tx, { memberId, coin: deps.signupCoins, activity: 'signup-bonus', reference: 'signup' });
    }
  }

  async function findBySocialId(provider: SocialProvider, id: string): Promise<Member | undefined> {
    const [member] = await db.select().from(members).where(eq(members[SOCIAL_ID_FIELD[provider]], id));
    return member;
  }

  async function findById(id: number, tx: DbOrTx = db): Promise<Member | undefined> {
    const [member] = await tx.select().from(members).where(eq(members.id, id));
    return member;
  }

  async function insertMember(tx: DbOrTx, values: typeof members.$inferInsert): Promise<Member> {
    try {
      const [member] = await tx.insert(members).values(values).returning();
      return member!;
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateEmail();
      throw error;
    }
  }

  /** A member's own profile; another member's id is a 404 so ids cannot be probed. */
  async function getProfile(requesterId: number, memberId: number): Promise<MemberProfile> {
    if (requesterId !== memberId) throw notFound();
    const member = await findById(memberId);
    if (!member) throw notFound();
    return {
      ...toSummary(member),
      phone1: member.phone1,
      phone2: member.phone2,
      birthdate: member.birthDate,
      coin: await coins.balance(member.id),
      lineLinked: member.lineId !== null,
    };
  }

  return {
    findByEmail,
    markEmailVerified,

    findById,

    async assertEmailAvailable(email: string): Promise<void> {
      if (await findByEmail(email)) throw duplicateEmail();
    },

    /** E-mail sign-up: an unconfirmed member and a confirmation mail. */
    async register(input: RegisterInput, lang: Lang): Promise<MemberSummary> {
      if (await findByEmail(input.email)) throw duplicateEmail();
      const passwordHash = await passwords.hash(input.password);
      const member = await db.transaction(async (tx) => {
        const created = await insertMember(tx, { ...signUpFields(input, lang), passwordHash });
        await sendLink(tx, created, 'confirm-email');
        return created;
      });
      mail.kick();
      return toSummary(member);
    },

    /** Sign-up through a provider that vouched for the e-mail: active at once, with the welcome coins. */
    async registerSocial(input: SocialSignupInput, provider: SocialProvider, emailVerified: boolean, lang: Lang): Promise<Member> {
      if (await findByEmail(input.email)) throw duplicateEmail();
      const member = await db.transaction(async (tx) => {
        const created = await insertMember(tx, {
          ...signUpFields(input, lang),
          ...socialIdValues(provider, input.id),
        });
        if (emailVerified) await markEmailVerified(tx, created.id);
        else await sendLink(tx, created, 'confirm-email');
        return created;
      });
      mail.kick();
      return (await findById(member.id))!;
    },

    findBySocialId,

    /**
     * Links a provider identity to the member who owns its (provider-verified) e-mail. An account
     * that was never confirmed loses its password: whoever set it did not prove the mailbox,
     * and must not keep a way into the real owner's account.
     */
    async linkSocialIdentity(member: Member, provider: SocialProvider, id: string): Promise<Member> {
      await db.transaction(async (tx) => {
        await tx
          .update(members)
          .set({
            ...socialIdValues(provider, id),
            ...(member.emailVerifiedAt ? {} : { passwordHash: null }),
            updatedAt: new Date(),
          })
          .where(eq(members.id, member.id));
        if (!member.emailVerifiedAt) {
          await sessions.revokeAll(tx, member.id);
          await markEmailVerified(tx, member.id);
        }
      });
      return (await findById(member.id))!;
    },

    async confirmEmail(token: string): Promise<{ email: string }> {
      const memberId = await db.transaction(async (tx) => {
        const id = await consumeToken(tx, token, 'confirm-email');
        await markEmailVerified(tx, id);
        return id;
      });
      const member = await findById(memberId);
      return { email: member!.email };
    },

    /** A new confirmation link, for an account still waiting for one; silent otherwise. */
    async resendConfirmation(email: string): Promise<void> {
      await db.transaction(async (tx) => {
        const member = await findByEmail(email, tx);
        if (member && !member.emailVerifiedAt) await sendLink(tx, member, 'confirm-email');
      });
      mail.kick();
    },

    async forgotPassword(email: string): Promise<void> {
      await db.transaction(async (tx) => {
        const member = await findByEmail(email, tx);
        if (!member) throw new AppError(400, 'member.forgotUnknownEmail', { field: 'email' });
        await sendLink(tx, member, 'reset-password');
      });
      mail.kick();
    },

    /** Sets a new password from a reset link: the mailbox is proven, and every session ends. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const passwordHash = await passwords.hash(newPassword);
      await db.transaction(async (tx) => {
        const memberId = await consumeToken(tx, token, 'reset-password');
        await endResetLinks(tx, memberId);
        const [member] = await tx.update(members).set({ passwordHash, updatedAt: new Date() }).where(eq(members.id, memberId)).returning();
        await markEmailVerified(tx, memberId);
        await sessions.revokeAll(tx, memberId);
        await sessions.clearFailures(tx, member!.email);
      });
    },

    async changePassword(memberId: number, currentPassword: string, newPassword: string): Promise<void> {
      const member = await findById(memberId);
      if (!member) throw notFound();
      const matches = member.passwordHash ? await passwords.verify(currentPassword, member.passwordHash) : false;
      if (!matches) throw new AppError(400, 'member.wrongCurrentPassword', { field: 'currentPassword' });
      const passwordHash = await passwords.hash(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(members).set({ passwordHash, updatedAt: new Date() }).where(eq(members.id, memberId));
        await sessions.revokeAll(tx, memberId);
        await endResetLinks(tx, memberId);
      });
    },

    getProfile,

    /**
     * Links a LINE account to the signed-in member (the profile's "link LINE"). The unique index
     * decides between two members linking one LINE account at once.
     */
    async linkLine(memberId: number, lineId: string): Promise<MemberProfile> {
      try {
        await db.update(members).set({ lineId, updatedAt: new Date() }).where(eq(members.id, memberId));
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'member.lineTaken');
        throw error;
      }
      return getProfile(memberId, memberId);
    },

    /** Unlinks LINE, unless it is the member's only way in (no password, no other provider). */
    async unlinkLine(memberId: number): Promise<MemberProfile> {
      const [unlinked] = await db
        .update(members)
        .set({ lineId: null, updatedAt: new Date() })
        .where(
          and(eq(members.id, memberId), sql`(${members.passwordHash} is not null or ${members.googleId} is not null or ${members.facebookId} is not null)`),
        )
        .returning({ id: members.id });
      if (!unlinked) throw new AppError(409, 'member.lineOnlyWayIn');
      return getProfile(memberId, memberId);
    },

    async updateProfile(requesterId: number, memberId: number, input: ProfileUpdateInput): Promise<MemberProfile> {
      if (requesterId !== memberId) throw notFound();
      await db
        .update(members)
        .set({
          name: input.name,
          surname: input.surname,
          birthDate: input.birthdate,
          phone1: input.phone1,
          phone2: input.phone2,
          updatedAt: new Date(),
        })
        .where(eq(members.id, memberId));
      return getProfile(requesterId, memberId);
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
