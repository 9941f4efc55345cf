import { and, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { translate, type Lang, type MessageKey } from '@pawsook/shared/i18n/translate';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import { coinLockPart } from './coins.steps';
import { coinLedger } from './coins.tables';
import type { CoinActivity, CoinMovement, SpendMovement } from './coins.types';

export type { CoinActivity, CoinMovement, SpendMovement };

const activityKey: Record<CoinActivity, MessageKey> = {
  'signup-bonus': 'coin.activity.signupBonus',
  'admin-adjustment': 'coin.activity.adminAdjustment',
  'reward-exchange': 'coin.activity.rewardExchange',
  'reward-return': 'coin.activity.rewardReturn',
  purchase: 'coin.activity.purchase',
  review: 'coin.activity.review',
  'order-discount': 'coin.activity.orderDiscount',
  refund: 'coin.activity.orderRefund',
};

export function createCoinsService(db: Db) {
  /** told of every coin movement written through this service, before the caller's transaction commits */
  const movementListeners = new Set<(memberId: number) => void>();
  const moved = (memberId: number) => movementListeners.forEach((listener) => listener(memberId));

  async function balance(memberId: number, tx: DbOrTx = db): Promise<number> {
    const [row] = await tx
      .select({ total: sql<number>`coalesce(sum(${coinLedger.coin}), 0)::int` })
      .from(coinLedger)
      .where(eq(coinLedger.memberId, memberId));
    return row?.total ?? 0;
  }

  const lockPart = (memberId: number): SQL => coinLockPart(memberId);

  /** The balance as an SQL expression (of a member id or a column), for statements that read or check it together with other data. */
  const balanceOf = (memberId: number | SQL): SQL<number> =>
    sql<number>`(select coalesce(sum(${coinLedger.coin}), 0)::int from ${coinLedger} where ${coinLedger.memberId} = ${memberId})`;

  /**
   * Spends as a part of the caller's statement, which runs after the members' coin locks were
   * taken (in an earlier statement, so it sees every spend committed before them): each movement
   * is written only when its member's balance covers it, and the part returns a row for each one
   * written. One movement per member: two in one statement would both see the balance before either.
   */
  function spendPart(movements: readonly SpendMovement[]): SQL {
    for (const movement of movements) moved(movement.memberId);
    const rows = JSON.stringify(movements.map((m) => ({ member_id: m.memberId, coin: -m.coins, activity: m.activity, reference: m.reference })));
    return sql`insert into ${coinLedger} ("member_id", "coin", "activity", "reference")
      select s.member_id, s.coin, s.activity, s.reference from jsonb_to_recordset(${rows}::jsonb) as s(member_id int, coin int, activity text, reference text)
      where ${balanceOf(sql`s.member_id`)} >= -s.coin returning "id"`;
  }

  /** Spends coins under the member's coin lock, already held. */
  async function spendWhileLocked(tx: Tx, movement: SpendMovement): Promise<void> {
    const spent = (await tx.execute(spendPart([movement]))) as unknown as { rows: unknown[] };
    if (spent.rows.length === 0) throw new AppError(400, 'coin.notEnough');
  }

  return {
    /** The balance is always the ledger's sum. */
    balance,

    balanceOf,

    /**
     * Spends coins inside the caller's transaction. The member's coins are locked first, so of
     * several spends at once each sees the balance the previous left: it never goes below zero.
     */
    async spend(tx: Tx, movement: SpendMovement): Promise<void> {
      await tx.execute(sql`select ${lockPart(movement.memberId)}`);
      await spendWhileLocked(tx, movement);
    },

    /**
     * The member's coin lock as an expression, for a caller that takes it together with its own
     * locks in one statement; it then spends in a later statement (one that sees every spend
     * committed before the lock) with `spendPart`.
     */
    lockPart,
    spendPart,

    /** The ledger as the coin history shows it, newest first. */
    async history(memberId: number, lang: Lang, page: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(coinLedger)
          .where(eq(coinLedger.memberId, memberId))
          .orderBy(desc(coinLedger.createdAt), desc(coinLedger.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(coinLedger).where(eq(coinLedger.memberId, memberId)),
      ]);
      return {
        total: total?.n ?? 0,
        entries: rows.map((r) => ({
          id: r.id,
          date: r.createdAt.toISOString(),
          operator: r.coin >= 0 ? ('+' as const) : ('-' as const),
          coin: Math.abs(r.coin),
          activity: translate(lang, activityKey[r.activity], { reference: r.reference }),
        })),
      };
    },

    /**
     * Records a movement once: a second call for the same member, activity and reference does
     * nothing and returns false. Spending must lock the member first (see the cart issue).
     */
    async record(tx: DbOrTx, movement: CoinMovement): Promise<boolean> {
      const inserted = await tx.insert(coinLedger).values(movement).onConflictDoNothing().returning({ id: coinLedger.id });
      if (inserted.length === 1) moved(movement.memberId);
      return inserted.length === 1;
    },

    /**
     * The latest exchange for a reward whose coins have not been given back yet (references that
     * start with `referencePrefix`): what returning one unit of it credits, under the same
     * reference. Read under the member's coin lock, so no other return can take it meanwhile.
     */
    async unreturnedExchange(tx: Tx, memberId: number, referencePrefix: string): Promise<{ coins: number; reference: string } | null> {
      const returned = sql`exists (select 1 from ${coinLedger} r where r.member_id = ${coinLedger.memberId}
        and r.activity = 'reward-return' and r.reference = ${coinLedger.reference})`;
      const [row] = await tx
        .select({ coin: coinLedger.coin, reference: coinLedger.reference })
        .from(coinLedger)
        .where(
          and(
            eq(coinLedger.memberId, memberId),
            eq(coinLedger.activity, 'reward-exchange'),
            like(coinLedger.reference, `${referencePrefix}%`),
            sql`not ${returned}`,
          ),
        )
        .orderBy(desc(coinLedger.id))
        .limit(1);
      return row ? { coins: -row.coin, reference: row.reference } : null;
    },

    /**
     * Calls `listener` with the member id whenever this service writes a movement, inside the
     * caller's transaction (not yet committed); returns the way to stop. The cart keeps balances
     * in memory and must not keep one read before that commit.
     */
    onMovement(listener: (memberId: number) => void): () => void {
      movementListeners.add(listener);
      return () => movementListeners.delete(listener);
    },
  };
}

export type CoinsService = ReturnType<typeof createCoinsService>;
