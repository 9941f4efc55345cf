import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Lang } from '@pawsook/shared/i18n/translate';
import type { StaffAccount } from '@pawsook/shared/schemas/staff-accounts';
import type { StaffRole } from '@pawsook/shared/staff/staff-roles';
import type { Db, DbOrTx } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, notFound } from '../../http/app-error';
import { hashToken, newOpaqueToken } from '../../security/opaque-token';
import type { PasswordHasher } from '../../security/password';
import { createSigninThrottle } from '../auth/signin-throttle.service';
import { mailLink, renderActionMail } from '../mail/mail-templates.service';
import type { MailService } from '../mail/mail.service';
import type { StaffAudit } from '../audit/audit.service';
import type { StaffActor } from '../audit/audit.types';
import { staffAccounts, staffSessions } from './staff.tables';

const INVITE_DAYS = 7;

export interface StaffAccountsDeps {
  db: Db;
  passwords: PasswordHasher;
  mail: MailService;
  audit: StaffAudit;
  publicUrl: string;
  /** how long a staff sign-in lasts: a working day, not a member's weeks */
  sessionHours: number;
}

type AccountRow = typeof staffAccounts.$inferSelect;

const toAccount = (row: AccountRow): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  active: row.active,
  invitationAccepted: row.passwordHash !== null,
  createdAt: row.createdAt.toISOString(),
});

const actorOf = (row: AccountRow): StaffActor => ({ staffId: row.id, actor: `${row.name} <${row.email}>`, role: row.role });

/** The shop's people: sign-in, sessions, invitations, roles (decision 0034). */
export function createStaffAccounts(deps: StaffAccountsDeps) {
  const { db, passwords, mail, audit } = deps;
  const throttle = createSigninThrottle(db);

  async function issueSession(tx: DbOrTx, staffId: number): Promise<string> {
    const { token, tokenHash } = newOpaqueToken();
    await tx.insert(staffSessions).values({ staffId, tokenHash, expiresAt: new Date(Date.now() + deps.sessionHours * 3600_000) });
    return token;
  }

  /** A new invitation for the account: its link, and the mail with it queued in the caller's transaction. */
  async function invite(tx: DbOrTx, row: Pick<AccountRow, 'id' | 'email' | 'name'>, lang: Lang): Promise<string> {
    const { token, tokenHash } = newOpaqueToken();
    await tx
      .update(staffAccounts)
      .set({ inviteTokenHash: tokenHash, inviteExpiresAt: new Date(Date.now() + INVITE_DAYS * 86_400_000), updatedAt: new Date() })
      .where(eq(staffAccounts.id, row.id));
    const link = mailLink(deps.publicUrl, '/staff/accept-invite', { token }, lang);
    if (mail.canSend) await mail.queue(tx, row.email, renderActionMail('staff-invite', lang, { name: row.name, link }));
    return link;
  }

  /** Creates an account and invites its person; 409 when the e-mail has one already. */
  async function create(tx: DbOrTx, input: { email: string; name: string; role: StaffRole }) {
    try {
      const [row] = await tx.insert(staffAccounts).values(input).returning();
      return row!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'staff.emailTaken', { field: 'email' });
      throw error;
    }
  }

  return {
    /** Same answer, same time, for an unknown address, a wrong password, a switched-off account. */
    async signIn(email: string, password: string) {
      const key = `staff:${email}`;
      await throttle.assertNotLocked(key);
      const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
      const ok = row?.passwordHash ? await passwords.verify(password, row.passwordHash) : await passwords.verifyAgainstNothing(password);
      if (!row || !ok || !row.active) {
        await throttle.recordFailure(key);
        throw new AppError(400, 'auth.invalidCredentials');
      }
      await throttle.clear(key);
      return { token: await issueSession(db, row.id), staff: toAccount(row) };
    },

    /** The person a token belongs to, read on every call: a revoked session or a switched-off account stops at once, on every instance. */
    async actorFor(token: string): Promise<(StaffActor & { staffId: number }) | null> {
      const [row] = await db
        .select({ account: staffAccounts })
        .from(staffSessions)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, hashToken(token)),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, new Date()),
            eq(staffAccounts.active, true),
          ),
        );
      return row ? { ...actorOf(row.account), staffId: row.account.id } : null;
    },

    async signOut(token: string): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)));
    },

    async me(staffId: number): Promise<StaffAccount> {
      const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, staffId));
      if (!row) throw notFound();
      return toAccount(row);
    },

    async list(): Promise<StaffAccount[]> {
      return (await db.select().from(staffAccounts).orderBy(asc(staffAccounts.name), asc(staffAccounts.id))).map(toAccount);
    },

    /** An owner invites a person by e-mail: the account, the invitation mail and the audit entry in one transaction. */
    async invite(by: StaffActor, input: { email: string; name: string; role: StaffRole }, lang: Lang): Promise<StaffAccount> {
      if (!mail.canSend) throw new AppError(503, 'mail.unavailable');
      return db.transaction(async (tx) => {
        const row = await create(tx, input);
        await invite(tx, row, lang);
        await audit.record(tx, by, { action: 'staff.manage:invite', target: `staff ${row.id}`, after: toAccount(row) });
        return toAccount(row);
      });
    },

    /** A new role, or switched off (every session ends) or on. Nobody changes their own account. */
    async change(by: StaffActor, id: number, change: { role?: StaffRole; active?: boolean }): Promise<StaffAccount> {
      if (by.staffId === id) throw new AppError(400, 'staff.notYourself');
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for('update');
        if (!before) throw notFound();
        const [after] = await tx
          .update(staffAccounts)
          .set({ ...change, updatedAt: new Date() })
          .where(eq(staffAccounts.id, id))
          .returning();
        if (change.active === false)
          await tx
            .update(staffSessions)
            .set({ revokedAt: new Date() })
            .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
        await audit.record(tx, by, { action: 'staff.manage:change', target: `staff ${id}`, before: toAccount(before), after: toAccount(after!) });
        return toAccount(after!);
      });
    },

    /** The invited person chooses a password and is signed in; the link works once. */
    async acceptInvite(token: string, password: string) {
      const hash = await passwords.hash(password);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(staffAccounts)
          .set({ passwordHash: hash, inviteTokenHash: null, inviteExpiresAt: null, updatedAt: new Date() })
          .where(and(eq(staffAccounts.inviteTokenHash, hashToken(token)), gt(staffAccounts.inviteExpiresAt, new Date()), eq(staffAccounts.active, true)))
          .returning();
        if (!row) throw new AppError(400, 'staff.inviteInvalid');
        await audit.record(tx, actorOf(row), { action: 'self:accept-invite', target: `staff ${row.id}` });
        return { token: await issueSession(tx, row.id), staff: toAccount(row) };
      });
    },

    /**
     * From the command line (`npm run staff:create`): an account with the password given, or an
     * invitation whose link is answered (and mailed when mail can go).
     */
    async createFromCommandLine(
      input: { email: string; name: string; role: StaffRole; password?: string },
      lang: Lang,
    ): Promise<{ account: StaffAccount; link: string | null }> {
      const hash = input.password ? await passwords.hash(input.password) : null;
      return db.transaction(async (tx) => {
        const row = await create(tx, { email: input.email, name: input.name, role: input.role });
        const by = { staffId: null, actor: 'command line', role: 'owner' as const };
        let link: string | null = null;
        if (hash) await tx.update(staffAccounts).set({ passwordHash: hash }).where(eq(staffAccounts.id, row.id));
        else link = await invite(tx, row, lang);
        await audit.record(tx, by, { action: 'staff.manage:create', target: `staff ${row.id}`, after: toAccount(row) });
        return { account: toAccount({ ...row, passwordHash: hash }), link };
      });
    },

    /**
     * At first start with STAFF_OWNER_EMAIL: when the shop has no staff at all, that address is
     * invited as its owner. Several instances starting together invite once (the e-mail is unique).
     */
    async inviteFirstOwner(email: string, lang: Lang): Promise<string | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff:first-owner'))`);
        const [existing] = await tx.select({ n: count() }).from(staffAccounts);
        if ((existing?.n ?? 0) > 0) return null;
        const row = await create(tx, { email, name: email.split('@')[0]!, role: 'owner' });
        const link = await invite(tx, row, lang);
        await audit.record(
          tx,
          { staffId: null, actor: 'STAFF_OWNER_EMAIL', role: 'owner' },
          { action: 'staff.manage:invite', target: `staff ${row.id}`, after: toAccount(row) },
        );
        return link;
      });
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
