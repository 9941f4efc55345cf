import { eq, inArray, sql } from 'drizzle-orm';
import type { BatchPart, BatchStatement } from '../../db/batch-statement';
import type { DbOrTx } from '../../db/database';
import { DONATION_CATEGORY_ID } from './catalog-view';
import { productSkus } from './catalog.tables';

/** Units of a SKU an order takes off the shelf. */
export interface StockUnits {
  skuId: number;
  amount: number;
}

/** Units per SKU of a batch, in SKU order (stock rows are always locked in that order). */
function unitsBySku(batch: readonly { units: readonly StockUnits[] }[]): { id: number; amount: number }[] {
  const units = new Map<number, number>();
  for (const line of batch.flatMap((o) => o.units)) units.set(line.skuId, (units.get(line.skuId) ?? 0) + line.amount);
  return [...units].sort(([a], [b]) => a - b).map(([id, amount]) => ({ id, amount }));
}

/**
 * Puts units back on the shelf inside the caller's transaction (an order that ended unpaid gives
 * its stock back), one SKU after another in the order given: callers give them in SKU order, the
 * order every statement locks stock rows in.
 */
export async function putStockBack(tx: DbOrTx, units: readonly StockUnits[]): Promise<void> {
  for (const unit of units) {
    await tx
      .update(productSkus)
      .set({ stock: sql`${productSkus.stock} + ${unit.amount}` })
      .where(eq(productSkus.id, unit.skuId));
  }
}

/**
 * Takes a batch's units off the sell stock, as parts of its writing statement: the SKUs' rows are
 * locked in id order first (two statements never wait on each other), then each is taken only
 * when it has enough; the part falls short when one lacked stock. The lock is the one an update
 * of the stock takes anyway (no key update): a cart line being written meanwhile, which only
 * needs the SKU to exist, does not wait for it.
 */
export function takeStock(statement: BatchStatement, batch: readonly { units: readonly StockUnits[] }[]): BatchPart | null {
  const units = unitsBySku(batch);
  if (units.length === 0) return null;
  statement.add(
    'locked_skus',
    sql`select ${productSkus.id} as id from ${productSkus} where ${inArray(
      productSkus.id,
      units.map((u) => u.id),
    )} order by ${productSkus.id} for no key update`,
  );
  return statement.add(
    'taken_skus',
    sql`update ${productSkus} set "stock" = ${productSkus.stock} - u.amount
      from jsonb_to_recordset(${JSON.stringify(units)}::jsonb) as u(id bigint, amount int)
      where ${productSkus.id} = u.id and u.id in (select id from locked_skus) and ${productSkus.stock} >= u.amount
      returning ${productSkus.id}`,
    units.length,
  );
}

/** Whether a product is a donation product, as a condition over its category column written into a caller's statement text (the cart's prepared statements). */
export const isDonationCategory = (categoryColumn: string): string => `${categoryColumn} = ${DONATION_CATEGORY_ID}`;
