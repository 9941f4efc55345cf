import { ORDER_STATUS, type OrderStatusId } from './order-status';

/** The orders on their way to the member: the tracking page's list. */
export const IN_TRANSIT_STATUSES: readonly OrderStatusId[] = [
  ORDER_STATUS.paid,
  ORDER_STATUS.preparing,
  ORDER_STATUS.inDelivery,
  ORDER_STATUS.atDestinationWarehouse,
  ORDER_STATUS.deliveredToday,
  ORDER_STATUS.outForDelivery,
];

/**
 * The statuses each tab of my orders lists (member-area.md §2): 1 waiting, 2 processing (refund
 * done counts as settled business still in motion), 3 done, 4 failed. Tab 0 lists every status;
 * tab 5 is the old system's orders, another call.
 */
export const ORDER_TAB_STATUSES: Readonly<Record<1 | 2 | 3 | 4, readonly OrderStatusId[]>> = {
  1: [ORDER_STATUS.waitingForPayment],
  2: [...IN_TRANSIT_STATUSES, ORDER_STATUS.refunded],
  3: [ORDER_STATUS.delivered],
  4: [ORDER_STATUS.cancelled, ORDER_STATUS.refunding, ORDER_STATUS.expired],
};

/** The detail's tracking link: not while waiting for payment, nor for an order that never went (cancelled, expired). */
export function canTrackStatus(statusId: number): boolean {
  return statusId !== ORDER_STATUS.waitingForPayment && statusId !== ORDER_STATUS.cancelled && statusId !== ORDER_STATUS.expired;
}
