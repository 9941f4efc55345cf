import { IN_TRANSIT_STATUSES } from '@pawsook/shared/status/order-history-tabs';
import { ORDER_STATUS, isOrderStatusId, type OrderStatusId } from '@pawsook/shared/status/order-status';

/**
 * What step 3 of the checkout shows for an order's status (cart spec §2 "Step 3, result, by status
 * id"): 1 waits for payment, 2 is paid, any other status ended the payment. The spec writes the
 * last as "expired"; an order reached again later (from my orders) may have moved on past 2, so the
 * statuses the payment went through (3 to 8: preparing to delivered) read as paid, and the ended
 * ones name why they ended (expired, cancelled, refunded).
 */
export type ResultView = 'waiting' | 'paid' | 'ended';

const PAID_ONWARDS: readonly OrderStatusId[] = [...IN_TRANSIT_STATUSES, ORDER_STATUS.delivered];

export function resultViewOf(statusId: number): ResultView {
  if (statusId === ORDER_STATUS.waitingForPayment) return 'waiting';
  if (isOrderStatusId(statusId) && PAID_ONWARDS.includes(statusId)) return 'paid';
  return 'ended';
}

/** Why an ended order ended: the heading of step 3's "ended" view (`orders.result.ended.{reason}`). */
export type EndedReason = 'expired' | 'cancelled' | 'refunding' | 'refunded';

export function endedReasonOf(statusId: number): EndedReason {
  switch (statusId) {
    case ORDER_STATUS.cancelled:
      return 'cancelled';
    case ORDER_STATUS.refunding:
      return 'refunding';
    case ORDER_STATUS.refunded:
      return 'refunded';
    default:
      // 12, and a status this web app does not know yet: the spec's "the payment has expired"
      return 'expired';
  }
}

/** The status's name in the catalogs (`orders.status.{id}`), or the unknown-status text. */
export function statusNameKey(statusId: number): string {
  return isOrderStatusId(statusId) ? `orders.status.${statusId}` : 'orders.status.unknown';
}

/**
 * An order number worth asking the server about: what the status call accepts (1 to 40
 * characters once trimmed). Anything else is not an order of this shop.
 */
export function plausibleOrderNo(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed.length >= 1 && trimmed.length <= 40 ? trimmed : null;
}
