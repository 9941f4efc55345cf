import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';

/**
 * What my orders offers for an order waiting for payment (member-area spec §2, "order-list actions
 * by status", 1): a Thai QR, card or e-wallet order can be paid now, from its step 3 (the same bill,
 * the card gateway's form again, or a new wallet QR); a counter-service order
 * is paid at a counter with the barcode the shop e-mailed, so the list says so. Nothing for any
 * other status, for one past its pay-by time (it is about to be expired), or for a channel the
 * list does not know (no longer offered).
 */
export type WaitingOrderAction = 'pay-now' | 'pay-at-counter' | null;

export function waitingOrderAction(
  order: { statusId: number; paymentChannelId: number; expiryDate: string },
  kindOfChannel: ReadonlyMap<number, PaymentChannelKind> | undefined,
  now: number,
): WaitingOrderAction {
  if (order.statusId !== ORDER_STATUS.waitingForPayment) return null;
  const expiry = Date.parse(order.expiryDate);
  if (!Number.isFinite(expiry) || expiry <= now) return null;
  switch (kindOfChannel?.get(order.paymentChannelId)) {
    case 'qr':
    case 'card':
    case 'wallet':
      return 'pay-now';
    case 'counter':
      return 'pay-at-counter';
    default:
      return null;
  }
}
