import type { BatchPart, BatchStatement } from '../../db/batch-statement';
import type { PromoCodesService } from './promo-codes.service';

/** How many times each code is used by a batch, as `{id, n}` in code order. */
function usesOf(batch: readonly { codeId: number | null }[]): { id: number; n: number }[] {
  const counts = new Map<number, number>();
  for (const { codeId } of batch) if (codeId !== null) counts.set(codeId, (counts.get(codeId) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([id, n]) => ({ id, n }));
}

/**
 * Takes a batch's uses of its codes as a part of its writing statement, each within its code's
 * total quota; the part falls short when a quota was used up. The codes are locked after the
 * part named by `lockedAfter` (the stock's), so every statement takes its locks in one order.
 */
export function takeCodeUses(
  statement: BatchStatement,
  promoCodes: Pick<PromoCodesService, 'takeUsesPart'>,
  batch: readonly { codeId: number | null }[],
  lockedAfter: BatchPart | null,
): BatchPart | null {
  const uses = usesOf(batch);
  if (uses.length === 0) return null;
  return statement.add('code_use', promoCodes.takeUsesPart(uses, statement.after(lockedAfter)), uses.length);
}
