import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { orders } from './orders.tables';

export interface OrderForMessage {
  orderId: number;
  orderNo: string;
  memberId: number;
  netTotalSatang: number;
  carrier: string | null;
  parcelNo: string | null;
}

/** What a message about an order names (LINE's order messages): its number, total and parcel. */
export async function orderForMessage(db: DbOrTx, orderId: number): Promise<OrderForMessage | undefined> {
  const [order] = await db
    .select({
      orderId: orders.id,
      orderNo: orders.orderNo,
      memberId: orders.memberId,
      netTotalSatang: orders.netTotalSatang,
      carrier: orders.carrier,
      parcelNo: orders.parcelNo,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order;
}
