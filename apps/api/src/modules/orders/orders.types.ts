import type { orderLines, orders } from './orders.tables';

export type { OrderAddressCopy } from './orders.tables';
export type { OrderRow } from './order-transitions';
/** An order as checkout writes it. */
export type NewOrder = typeof orders.$inferInsert;
/** An order's line as checkout writes it. */
export type NewOrderLine = typeof orderLines.$inferInsert;
/** A promotion an order earned, named as it was when the order was placed (the cart names them the same way). */
export interface AppliedPromotionName {
  id: number;
  nameTh: string;
  nameEn: string;
}
