import type { orderLines, orders } from './orders.tables';

export type { OrderAddressCopy } from './orders.tables';
export type { OrderRow } from './order-transitions';
/** An order as checkout writes it. */
export type NewOrder = typeof orders.$inferInsert;
/** An order's line as checkout writes it. */
export type NewOrderLine = typeof orderLines.$inferInsert;
