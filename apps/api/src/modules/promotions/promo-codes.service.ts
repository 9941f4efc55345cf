import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { normalisePromoCode, type PromoCodeRule } from '@pawsook/shared/pricing/promo-code';
import type { Db, DbOrTx } from '../../db/database';
import { pickColumns } from '../../db/pick-columns';
import { promoCodes } from './promotions.tables';

type PromoCodeRow = typeof promoCodes.$inferSelect;

const toRule = (row: PromoCodeRow): PromoCodeRule => ({
  ...pickColumns(row, 'id', 'code', 'kind', 'value', 'maxDiscountSatang', 'minSpendSatang'),
  startsAt: row.startsAt.getTime(),
  endsAt: row.endsAt?.getTime() ?? null,
  ...pickColumns(row, 'totalQuota', 'perMemberQuota', 'audience', 'categoryIds', 'brandIds', 'skuIds', 'bonusCoins'),
  active: row.status === 'active',
});

export interface PromoCodeWithUse {
  rule: PromoCodeRule;
  usedCount: number;
}

/**
 * Promo codes and their use. A use is taken with a conditional update, so of many orders at once
 * no more take one than the total quota allows; it is given back when such an order expires or is
 * cancelled. `used_count` always equals the orders carrying the code that are still alive.
 */
/**
 * Uses of codes as a part of the caller's statement (`uses`: how many orders use each code): each
 * code's row is taken only when its total quota allows all of its uses, and the part returns a
 * row for each code taken. The codes' rows are locked in id order first, and `after` is a
 * condition the update waits for, so a caller's statement can take the rows it locks first (its
 * SKUs) before these: every order locks the rows shoppers share in one order.
 */
function takeUsesPart(uses: readonly { id: number; n: number }[], after: SQL = sql`true`): SQL {
  const ids = uses.map((u) => u.id);
  return sql`update ${promoCodes} set "used_count" = ${promoCodes.usedCount} + u.n
    from jsonb_to_recordset(${JSON.stringify(uses)}::jsonb) as u(id int, n int)
    where ${promoCodes.id} = u.id and (${promoCodes.totalQuota} is null or ${promoCodes.usedCount} + u.n <= ${promoCodes.totalQuota}) and ${after}
      and ${promoCodes.id} in (select ${promoCodes.id} from ${promoCodes} where ${inArray(promoCodes.id, ids)} order by ${promoCodes.id} for no key update)
    returning ${promoCodes.id}`;
}

export function createPromoCodesService(db: Db) {
  return {
    async find(code: string, tx: DbOrTx = db): Promise<PromoCodeWithUse | undefined> {
      const [row] = await tx
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.code, normalisePromoCode(code)));
      return row ? { rule: toRule(row), usedCount: row.usedCount } : undefined;
    },

    async findById(id: number, tx: DbOrTx = db): Promise<PromoCodeWithUse | undefined> {
      const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id));
      return row ? { rule: toRule(row), usedCount: row.usedCount } : undefined;
    },

    /** Takes one use of the code for an order; false when its total quota is used up. */
    async takeUse(tx: DbOrTx, id: number): Promise<boolean> {
      const taken = (await tx.execute(takeUsesPart([{ id, n: 1 }]))) as unknown as { rows: unknown[] };
      return taken.rows.length === 1;
    },

    takeUsesPart,

    /** Gives an order's use back (the order expired or was cancelled). */
    async giveBackUse(tx: DbOrTx, id: number): Promise<void> {
      await tx
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} - 1` })
        .where(and(eq(promoCodes.id, id), gt(promoCodes.usedCount, 0)));
    },
  };
}

export type PromoCodesService = ReturnType<typeof createPromoCodesService>;
