import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { signinFailures } from './auth.tables';

/** Failures in a row before an address is locked, and for how long. */
export const MAX_FAILURES_IN_A_ROW = 10;
export const LOCK_MINUTES = 15;

/**
 * Failed sign-ins in a row per key (a member's e-mail; 'staff:' and a staff e-mail), whether or not
 * an account has it, so a locked answer says nothing about which addresses have accounts.
 */
export function createSigninThrottle(db: Db) {
  return {
    async assertNotLocked(key: string): Promise<void> {
      const [row] = await db.select().from(signinFailures).where(eq(signinFailures.email, key));
      if (row?.lockedUntil && row.lockedUntil > new Date()) {
        throw new AppError(429, 'auth.accountLocked', { params: { minutes: LOCK_MINUTES } });
      }
    },

    /** Counts a failure for the key and locks it at the limit. */
    async recordFailure(key: string): Promise<void> {
      await db
        .insert(signinFailures)
        .values({ email: key, failures: 1 })
        .onConflictDoUpdate({
          target: signinFailures.email,
          set: {
            failures: sql`case when ${signinFailures.failures} + 1 >= ${MAX_FAILURES_IN_A_ROW} then 0 else ${signinFailures.failures} + 1 end`,
            lockedUntil: sql`case when ${signinFailures.failures} + 1 >= ${MAX_FAILURES_IN_A_ROW}
              then now() + make_interval(mins => ${LOCK_MINUTES}) else ${signinFailures.lockedUntil} end`,
            updatedAt: new Date(),
          },
        });
    },

    async clear(key: string): Promise<void> {
      await db.delete(signinFailures).where(eq(signinFailures.email, key));
    },
  };
}

export type SigninThrottle = ReturnType<typeof createSigninThrottle>;
