import { inArray, sql, type SQL } from 'drizzle-orm';
import { ORDER_PRODUCT_TYPE } from '@pawsook/shared/pricing/price-group';
import type { BatchStatement } from '../../db/batch-statement';
import { cartLines } from './cart.tables';

/** A cart line as an order reads it. */
export interface CartLineForOrder {
  skuId: number;
  orderProductTypeId: number;
  donationPlaceId: number;
  amount: number;
}

/**
 * A member's cart lines, locked and read as they are now (lines another order took are gone), as a
 * JSON array in line order: a part of the caller's reading statement; the member may be a column.
 */
export function lockedCartLinesPart(memberId: SQL): SQL<CartLineForOrder[]> {
  return sql`(select coalesce(json_agg(c order by c.id), '[]'::json) from (
    select ${cartLines.id} as id, ${cartLines.skuId} as "skuId", ${cartLines.orderProductTypeId} as "orderProductTypeId",
      ${cartLines.donationPlaceId} as "donationPlaceId", ${cartLines.amount} as amount
    from ${cartLines} where ${cartLines.memberId} = ${memberId} for update) as c)`;
}

/**
 * Takes the bought groups out of a batch's carts, as a part of its writing statement: the general
 * products with their rewards, or one place's donations.
 */
export function clearBoughtGroups(statement: BatchStatement, batch: readonly { memberId: number; donationPlaceId: number | null }[]): void {
  if (batch.length === 0) return;
  const bought = JSON.stringify(batch.map((o) => ({ member_id: o.memberId, place: o.donationPlaceId })));
  statement.add(
    'cleared',
    sql`delete from ${cartLines} using jsonb_to_recordset(${bought}::jsonb) as b(member_id int, place bigint)
      where ${cartLines.memberId} = b.member_id and case when b.place is null
        then ${inArray(cartLines.orderProductTypeId, [ORDER_PRODUCT_TYPE.normal, ORDER_PRODUCT_TYPE.free])}
        else ${cartLines.orderProductTypeId} = ${ORDER_PRODUCT_TYPE.donated} and ${cartLines.donationPlaceId} = b.place end`,
  );
}
