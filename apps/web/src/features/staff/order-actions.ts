/**
 * What the back office offers on an order: decided here, from the role table (`mayUse`) and what
 * the API says the order may do now (`nextStatusIds`, from the shared transition table). The API
 * still decides; a refusal (409) shows its reason. Components render what this returns.
 */
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import { mayUse, type StaffRole } from '@pawsook/shared/staff/staff-roles';

export interface OrderForActions {
  statusId: number;
  nextStatusIds: readonly number[];
  payments: ReadonlyArray<{ outcome: string }>;
}

export interface OrderActions {
  /** one button per status staff may move the order to now */
  moves: number[];
  /** the parcel handed to a carrier: paid orders not yet delivered */
  shipment: boolean;
  /** a bank transfer staff saw arrive: orders waiting for payment */
  payment: boolean;
  /** money handed back: a cancelled or refunding order that was paid */
  refund: boolean;
}

/** Statuses 2 (paid) to 7 (out for delivery): the goods are the shop's to send. */
const SHIPPABLE_FROM = ORDER_STATUS.paid;
const SHIPPABLE_TO = ORDER_STATUS.outForDelivery;

/** Money that reached the shop for this order: applied, or arrived after the order ended. */
export const isPaidFor = (order: Pick<OrderForActions, 'payments'>): boolean => order.payments.some((p) => p.outcome === 'applied' || p.outcome === 'late');

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
    refund: mayUse(role, 'orders.refund') && (order.statusId === ORDER_STATUS.cancelled || order.statusId === ORDER_STATUS.refunding) && isPaidFor(order),
  };
}

/** Cancelling cannot be undone: the button asks first. */
export const needsConfirmation = (statusId: number): boolean => statusId === ORDER_STATUS.cancelled;

export const hasAnyAction = (actions: OrderActions): boolean => actions.moves.length > 0 || actions.shipment || actions.payment || actions.refund;
