import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Db, DbOrTx } from '../../db/database';
import { hashToken, newOpaqueToken } from '../../security/opaque-token';
import { authSessions, signinFailures } from './auth.tables';

/** Every server process hears of revoked sessions here (payload: the member id, or '*'). */
export const SESSIONS_REVOKED_CHANNEL = 'sessions_revoked';

const CACHE_MILLISECONDS = 30_000;
const CACHE_LIMIT = 50_000;

/**
 * Bearer sessions and sign-in failure counts: the state other modules ask auth to change.
 *
 * Every member call checks its token, so known tokens are remembered for 30 s instead of costing
 * a database round trip each time. A revocation clears them at once in this process and, through
 * NOTIFY on commit, in every other one; an expiry is checked against the remembered time.
 */
export function createSessionStore(db: Db, options: { sessionDays: number }) {
  const known = new Map<string, { memberId: number; until: number }>();

  function forgetMember(memberId: number): void {
    for (const [tokenHash, entry] of known) if (entry.memberId === memberId) known.delete(tokenHash);
  }

  function remember(tokenHash: string, memberId: number, expiresAt: Date): void {
    // the oldest entry goes first (a Map keeps insertion order)
    if (known.size >= CACHE_LIMIT) known.delete(known.keys().next().value!);
    known.set(tokenHash, { memberId, until: Math.min(Date.now() + CACHE_MILLISECONDS, expiresAt.getTime()) });
  }

  async function announceRevocation(tx: DbOrTx, memberId: number): Promise<void> {
    await tx.execute(sql`select pg_notify(${SESSIONS_REVOKED_CHANNEL}, ${String(memberId)})`);
  }

  return {
    /** Listens for revocations made by any process; returns the way to stop. */
    async followRevocations(database: Pick<Database, 'listen'>): Promise<() => Promise<void>> {
      return database.listen(
        SESSIONS_REVOKED_CHANNEL,
        (payload) => {
          const memberId = Number(payload);
          if (Number.isSafeInteger(memberId)) forgetMember(memberId);
          else known.clear();
        },
        // notifications may have been missed while reconnecting
        () => known.clear(),
      );
    },

    async issue(tx: DbOrTx, memberId: number): Promise<string> {
      const { token, tokenHash } = newOpaqueToken();
      const expiresAt = new Date(Date.now() + options.sessionDays * 24 * 60 * 60 * 1000);
      await tx.insert(authSessions).values({ memberId, tokenHash, expiresAt });
      return token;
    },

    /** The member a token belongs to, if it is known, unexpired and not revoked. */
    async memberIdFor(token: string): Promise<number | null> {
      const tokenHash = hashToken(token);
      const entry = known.get(tokenHash);
      if (entry && entry.until > Date.now()) return entry.memberId;
      known.delete(tokenHash);
      const [row] = await db
        .select({ memberId: authSessions.memberId, expiresAt: authSessions.expiresAt })
        .from(authSessions)
        .where(and(eq(authSessions.tokenHash, tokenHash), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, new Date())));
      if (!row) return null;
      remember(tokenHash, row.memberId, row.expiresAt);
      return row.memberId;
    },

    async revoke(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      known.delete(tokenHash);
      await db.transaction(async (tx) => {
        const revoked = await tx
          .update(authSessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(authSessions.tokenHash, tokenHash), isNull(authSessions.revokedAt)))
          .returning({ memberId: authSessions.memberId });
        if (revoked[0]) await announceRevocation(tx, revoked[0].memberId);
      });
    },

    /** Signs a member out everywhere (password change or reset); other processes hear of it on commit. */
    async revokeAll(tx: DbOrTx, memberId: number): Promise<void> {
      forgetMember(memberId);
      await tx
        .update(authSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(authSessions.memberId, memberId), isNull(authSessions.revokedAt)));
      await announceRevocation(tx, memberId);
    },

    async clearFailures(tx: DbOrTx, email: string): Promise<void> {
      await tx.delete(signinFailures).where(eq(signinFailures.email, email));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
