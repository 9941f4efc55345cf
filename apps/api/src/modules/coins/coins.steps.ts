import { sql, type SQL } from 'drizzle-orm';
import type { BatchPart, BatchStatement } from '../../db/batch-statement';
import type { SpendMovement } from './coins.types';

/**
 * Spends a batch's coins as a part of its writing statement, which runs after the members' coin
 * locks were taken by an earlier statement of the transaction: each spend is written only when its
 * member's balance covers it; the part falls short when one did not.
 */
export function spendCoins(
  statement: BatchStatement,
  coins: { spendPart(spends: readonly SpendMovement[]): SQL },
  batch: readonly { spend: SpendMovement | null }[],
): BatchPart | null {
  const spends = batch.flatMap((o) => (o.spend ? [o.spend] : []));
  if (spends.length === 0) return null;
  return statement.add('spent', coins.spendPart(spends), spends.length);
}

/** The member's coin lock (held to the transaction's end) as an expression of a caller's statement; the member may be a column. */
export function coinLockPart(memberId: number | SQL): SQL {
  return sql`pg_advisory_xact_lock(hashtext(${typeof memberId === 'number' ? `coins:${memberId}` : sql`'coins:' || ${memberId}`}))`;
}
