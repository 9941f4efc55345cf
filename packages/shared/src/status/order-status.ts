/**
 * The order's life: the twelve statuses of the specification and the one table of moves between
 * them. Every status change — payment, expiry, the member cancelling, staff shipping — goes
 * through `checkTransition`, and its effects (stock, coins, promo-code use given back) are read
 * from `transitionEffects`, so no caller writes a status or decides a give-back of its own.
 */
export const ORDER_STATUS = {
  waitingForPayment: 1,
  paid: 2,
  preparing: 3,
  inDelivery: 4,
  atDestinationWarehouse: 5,
  deliveredToday: 6,
  outForDelivery: 7,
  delivered: 8,
  cancelled: 9,
  refunding: 10,
  refunded: 11,
  expired: 12,
} as const;

export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUS_IDS = Object.values(ORDER_STATUS) as OrderStatusId[];

export type TransitionActor = 'member' | 'payment' | 'system' | 'staff';

/** Who may move an order from one status to another. */
const MOVES: Readonly<Record<OrderStatusId, Partial<Record<OrderStatusId, readonly TransitionActor[]>>>> = {
  1: { 2: ['payment', 'staff'], 12: ['system'], 9: ['member', 'staff', 'system'] },
  2: { 3: ['staff'], 9: ['staff'] },
  3: { 4: ['staff'], 9: ['staff'] },
  4: { 5: ['staff'], 9: ['staff'] },
  5: { 6: ['staff'], 9: ['staff'] },
  6: { 7: ['staff'], 9: ['staff'] },
  7: { 8: ['staff'], 9: ['staff'] },
  8: {},
  9: { 10: ['staff'] },
  10: { 11: ['staff', 'payment'] },
  11: {},
  12: {},
};

export type TransitionRefusal = 'order.transitionNotAllowed' | 'order.transitionNotYours' | 'order.final';

/** An order at its end: no move leaves it, for anyone (delivered, refunded, expired). */
export const isFinalStatus = (statusId: number): boolean => isOrderStatusId(statusId) && Object.keys(MOVES[statusId]).length === 0;

/**
 * null when the move is allowed for this actor; otherwise the message key of the refusal. An order
 * at its end says so ("order.final"), whoever asks: no role may change it.
 */
export function checkTransition(from: OrderStatusId, to: OrderStatusId, actor: TransitionActor): TransitionRefusal | null {
  if (isFinalStatus(from)) return 'order.final';
  const actors = MOVES[from]?.[to];
  if (!actors) return 'order.transitionNotAllowed';
  return actors.includes(actor) ? null : 'order.transitionNotYours';
}

/** The steps of fulfilment in their order, paid to delivered: goods paid for and not handed back. */
export const FULFILMENT_STATUSES: readonly OrderStatusId[] = [2, 3, 4, 5, 6, 7, 8];

/**
 * The moves one request makes to take an order from `from` to `to`: the move itself when the table
 * has it; for staff marking an order delivered from an earlier step of fulfilment (paid, preparing,
 * …), every step between and then delivered, each one a move of the table, so the order's history
 * keeps them all. Anything else is refused as `checkTransition` refuses it.
 */
export function transitionPath(from: OrderStatusId, to: OrderStatusId, actor: TransitionActor): { steps: OrderStatusId[] } | { refusal: TransitionRefusal } {
  const refusal = checkTransition(from, to, actor);
  if (refusal === null) return { steps: [to] };
  const start = FULFILMENT_STATUSES.indexOf(from);
  if (to === ORDER_STATUS.delivered && actor === 'staff' && start >= 0 && from !== to) {
    const steps = FULFILMENT_STATUSES.slice(start + 1);
    // each step must be staff's own move of the table: a table that changes cannot be skipped through
    if (steps.every((step, i) => checkTransition(i === 0 ? from : steps[i - 1]!, step, actor) === null)) return { steps };
  }
  return { refusal };
}

/**
 * The statuses an actor may move an order on to from `from` (buttons of the back office), in
 * status order: the table's moves, and for staff "delivered" from any earlier step of fulfilment.
 */
export function nextStatuses(from: OrderStatusId, actor: TransitionActor): OrderStatusId[] {
  return ORDER_STATUS_IDS.filter((to) => to !== from && 'steps' in transitionPath(from, to, actor));
}

export interface TransitionEffects {
  /** the reserved units go back on sale: the goods never left the warehouse */
  returnStock: boolean;
  /** the coins spent as a discount go back to the member */
  returnCoins: boolean;
  /** the promo code's use is given back to its quotas */
  returnPromoCodeUse: boolean;
  /** the coins the order earns are credited */
  creditEarnedCoins: boolean;
}

/** Shipped: from status 4 on, the goods are on their way and cannot go back on the shelf. */
const SHIPPED_FROM: OrderStatusId = ORDER_STATUS.inDelivery;

export function transitionEffects(from: OrderStatusId, to: OrderStatusId): TransitionEffects {
  const givesBack = to === ORDER_STATUS.cancelled || to === ORDER_STATUS.expired;
  return {
    returnStock: givesBack && from < SHIPPED_FROM,
    returnCoins: givesBack,
    returnPromoCodeUse: givesBack,
    creditEarnedCoins: to === ORDER_STATUS.delivered,
  };
}

export const isOrderStatusId = (value: unknown): value is OrderStatusId => typeof value === 'number' && (ORDER_STATUS_IDS as number[]).includes(value);
