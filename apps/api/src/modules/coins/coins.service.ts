import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { coinLedger } from './coins.tables';

export type CoinActivity = (typeof coinLedger.$inferInsert)['activity'];

export interface CoinMovement {
  memberId: number;
  /** signed: positive earns, negative spends */
  coin: number;
  activity: CoinActivity;
  /** what the movement is for (an order number, a reward, 'signup'): one movement per activity and reference */
  reference: string;
}

export function createCoinsService(db: Db) {
  return {
    /**
     * Records a movement once: a second call for the same member, activity and reference does
     * nothing and returns false. Spending must lock the member first (see the cart issue).
     */
    async record(tx: DbOrTx, movement: CoinMovement): Promise<boolean> {
      const inserted = await tx.insert(coinLedger).values(movement).onConflictDoNothing().returning({ id: coinLedger.id });
      return inserted.length === 1;
    },

    /** The balance is always the ledger's sum. */
    async balance(memberId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ total: sql<number>`coalesce(sum(${coinLedger.coin}), 0)::int` })
        .from(coinLedger)
        .where(eq(coinLedger.memberId, memberId));
      return row?.total ?? 0;
    },
  };
}

export type CoinsService = ReturnType<typeof createCoinsService>;
