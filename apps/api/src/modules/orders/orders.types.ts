import type { CoinsService } from '../coins/coins.service';
import type { PromoCodesService } from '../promotions/promo-codes.service';
import type { orderLines, orders } from './orders.tables';

export type { OrderAddressCopy } from './orders.tables';
/** An order as it is stored. */
export type OrderRow = typeof orders.$inferSelect;
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

/** What moving an order may give back or credit: coins, and the promo code's use. */
export interface TransitionDeps {
  coins: CoinsService;
  promoCodes: PromoCodesService;
}
