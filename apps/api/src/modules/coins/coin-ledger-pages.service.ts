import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { coinLedger } from './coins.tables';
import type { CoinActivity } from './coins.service';

/** A member's coin ledger as the back office shows it: the lines as written (activity and reference, not the member's words). */
export function createCoinLedgerPages(db: Db) {
  const ofMember = (memberId: number) => eq(coinLedger.memberId, memberId);
  return {
    /** The coins a member's lines of one activity and reference add up to (a review's coins for an order). */
    async earnedFor(memberId: number, activity: CoinActivity, reference: string): Promise<number> {
      const [row] = await db
        .select({ coins: sql<number>`coalesce(sum(${coinLedger.coin}), 0)::int` })
        .from(coinLedger)
        .where(and(ofMember(memberId), eq(coinLedger.activity, activity), eq(coinLedger.reference, reference)));
      return Number(row?.coins ?? 0);
    },

    /** The newest lines, newest first. */
    async latest(memberId: number, limit: number) {
      return db.select().from(coinLedger).where(ofMember(memberId)).orderBy(desc(coinLedger.createdAt), desc(coinLedger.id)).limit(limit);
    },

    /** One page of lines, newest first, with how many there are and the balance (the sum of every line): two statements asked together. */
    async page(memberId: number, query: { page: number; limit: number }) {
      const [entries, [summary]] = await Promise.all([
        db
          .select({ id: coinLedger.id, createdAt: coinLedger.createdAt, coin: coinLedger.coin, activity: coinLedger.activity, reference: coinLedger.reference })
          .from(coinLedger)
          .where(ofMember(memberId))
          .orderBy(desc(coinLedger.createdAt), desc(coinLedger.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ n: count(), balance: sql<number>`coalesce(sum(${coinLedger.coin}), 0)::int` })
          .from(coinLedger)
          .where(ofMember(memberId)),
      ]);
      return { entries, total: summary?.n ?? 0, balance: summary?.balance ?? 0 };
    },
  };
}

export type CoinLedgerPages = ReturnType<typeof createCoinLedgerPages>;
