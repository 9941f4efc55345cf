import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import { ORDER_TAB_STATUSES } from '@pawsook/shared/status/order-history-tabs';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';

/**
 * What my orders offers for an order waiting for payment (member-area spec §2, "order-list actions
 * by status", 1): a Thai QR, card, e-wallet or bank-transfer order can be paid now, from its step 3
 * (the same bill, the card gateway's form again, a new wallet QR, or the transfer's QR, account and
 * slips); a counter-service order
 * is paid at a counter with the barcode the shop e-mailed, so the list says so. Nothing for any
 * other status, for one past its pay-by time (it is about to be expired), or for a channel the
 * list does not know (no longer offered).
 */
export type WaitingOrderAction = 'pay-now' | 'pay-at-counter' | null;

export function waitingOrderAction(
  order: { statusId: number; paymentId: number; expireDate: string; paymentHeld?: boolean },
  kindOfChannel: ReadonlyMap<number, PaymentChannelKind> | undefined,
  now: number,
): WaitingOrderAction {
  if (order.statusId !== ORDER_STATUS.waitingForPayment) return null;
  const expiry = Date.parse(order.expireDate);
  // a transfer whose slip waits for the shop's check does not expire: its slips stay a tap away
  if (!order.paymentHeld && (!Number.isFinite(expiry) || expiry <= now)) return null;
  switch (kindOfChannel?.get(order.paymentId)) {
    case 'qr':
    case 'card':
    case 'wallet':
    case 'transfer':
      return 'pay-now';
    case 'counter':
      return 'pay-at-counter';
    default:
      return null;
  }
}

/** The statuses whose row offers the order's tracking (member-area spec §4: 2–7 and 11): the processing tab's. */
const TRACKED_IN_LIST: readonly number[] = ORDER_TAB_STATUSES[2];

/**
 * What a row of my orders offers (member-area spec §4, "order-list actions by status"): the waiting
 * order's payment or counter note (1), its tracking (2–7, 11), a review of a delivered order that
 * is not a donation and still has a product to review (8); nothing but the status for the rest
 * (9, 10, 12, a reviewed order).
 */
export type OrderListAction = Exclude<WaitingOrderAction, null> | 'tracking' | 'review' | null;

export function orderListAction(
  order: { statusId: number; paymentId: number; expireDate: string; paymentHeld?: boolean; isDonation: boolean; allReview: boolean },
  kindOfChannel: ReadonlyMap<number, PaymentChannelKind> | undefined,
  now: number,
): OrderListAction {
  if (order.statusId === ORDER_STATUS.waitingForPayment) return waitingOrderAction(order, kindOfChannel, now);
  if (TRACKED_IN_LIST.includes(order.statusId)) return 'tracking';
  if (order.statusId === ORDER_STATUS.delivered && !order.isDonation && !order.allReview) return 'review';
  return null;
}
