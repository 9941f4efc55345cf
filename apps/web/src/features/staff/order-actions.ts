/**
 * What the back office offers on an order: decided here, from the role table (`mayUse`) and what
 * the API says the order may do now (`nextStatusIds`, from the shared transition table). The API
 * still decides; a refusal (409) shows its reason. Components render what this returns.
 */
import { isFinalStatus, ORDER_STATUS } from '@pawsook/shared/status/order-status';
import { mayUse, type StaffRole } from '@pawsook/shared/staff/staff-roles';

export interface OrderForActions {
  statusId: number;
  nextStatusIds: readonly number[];
  /** what a refund would hand back now, as the API says; null: nothing to refund */
  refundable: { amount: number; provider: string; channelNameTh: string; channelNameEn: string } | null;
}

export interface OrderActions {
  /** one button per status staff may move the order to now */
  moves: number[];
  /** the parcel handed to a carrier: paid orders not yet delivered */
  shipment: boolean;
  /** a bank transfer staff saw arrive: orders waiting for payment */
  payment: boolean;
  /** money handed back: what the API says a refund would hand back (a cancelled paid order's payment, money that came late) */
  refund: boolean;
}

/** Statuses 2 (paid) to 7 (out for delivery): the goods are the shop's to send. */
const SHIPPABLE_FROM = ORDER_STATUS.paid;
const SHIPPABLE_TO = ORDER_STATUS.outForDelivery;

export function orderActionsFor(order: OrderForActions, role: StaffRole): OrderActions {
  const fulfil = mayUse(role, 'orders.fulfil');
  // an unpaid order becomes paid by recording the payment (the form), never by a bare move: the
  // order's payments then say where the money came from; likewise money goes back only through the
  // refund, which moves the order 9 → 10 → 11 itself (a bare "Refund" or "refunded" moved no money)
  const moves = order.nextStatusIds.filter(
    (to) => !(order.statusId === ORDER_STATUS.waitingForPayment && to === ORDER_STATUS.paid) && to !== ORDER_STATUS.refunding && to !== ORDER_STATUS.refunded,
  );
  return {
    moves: fulfil ? moves : [],
    shipment: fulfil && order.statusId >= SHIPPABLE_FROM && order.statusId <= SHIPPABLE_TO,
    payment: mayUse(role, 'orders.payment') && order.statusId === ORDER_STATUS.waitingForPayment,
    refund: mayUse(role, 'orders.refund') && order.refundable !== null,
  };
}

/** Cancelling cannot be undone: the button asks first. */
export const needsConfirmation = (statusId: number): boolean => statusId === ORDER_STATUS.cancelled;

export const hasAnyAction = (actions: OrderActions): boolean => actions.moves.length > 0 || actions.shipment || actions.payment || actions.refund;

/**
 * Why the order offers this role nothing: it is at its end (delivered, refunded, expired, or
 * cancelled with nothing to refund) — said to every role, the owner too; or a role with more rights
 * could act on it; or nothing can be done to it now.
 */
export type NoActionReason = 'final' | 'role' | 'nothingNow';

export function noActionReason(order: OrderForActions, role: StaffRole): NoActionReason {
  if (isFinalStatus(order.statusId) || (order.statusId === ORDER_STATUS.cancelled && order.refundable === null)) return 'final';
  return hasAnyAction(orderActionsFor(order, 'owner')) && !hasAnyAction(orderActionsFor(order, role)) ? 'role' : 'nothingNow';
}
