import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { hashToken, newOpaqueToken } from '../../security/opaque-token';
import { authSessions, signinFailures } from './auth.tables';

/** Bearer sessions and sign-in failure counts: the state other modules ask auth to change. */
export function createSessionStore(db: Db, options: { sessionDays: number }) {
  return {
    async issue(tx: DbOrTx, memberId: number): Promise<string> {
      const { token, tokenHash } = newOpaqueToken();
      const expiresAt = new Date(Date.now() + options.sessionDays * 24 * 60 * 60 * 1000);
      await tx.insert(authSessions).values({ memberId, tokenHash, expiresAt });
      return token;
    },

    /** The member a token belongs to, if it is known, unexpired and not revoked. */
    async memberIdFor(token: string): Promise<number | null> {
      const [row] = await db
        .select({ memberId: authSessions.memberId })
        .from(authSessions)
        .where(and(eq(authSessions.tokenHash, hashToken(token)), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, new Date())));
      return row?.memberId ?? null;
    },

    async revoke(token: string): Promise<void> {
      await db
        .update(authSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(authSessions.tokenHash, hashToken(token)), isNull(authSessions.revokedAt)));
    },

    /** Signs a member out everywhere (password change or reset). */
    async revokeAll(tx: DbOrTx, memberId: number): Promise<void> {
      await tx
        .update(authSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(authSessions.memberId, memberId), isNull(authSessions.revokedAt)));
    },

    async clearFailures(tx: DbOrTx, email: string): Promise<void> {
      await tx.delete(signinFailures).where(eq(signinFailures.email, email));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
