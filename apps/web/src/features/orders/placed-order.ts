import type { PlacedOrder } from '@pawsook/shared/schemas/orders';

/**
 * The order just placed, kept for step 3 (cart spec §2: "the status comes from browser storage, or
 * from the order status call when Ref is present"). Session storage: it belongs to this tab's
 * checkout and is gone when the tab closes.
 */
export const PLACED_ORDER_STORAGE_KEY = 'pawsook.order.placed';

export interface RememberedOrder extends Omit<PlacedOrder, 'productType'> {
  /** step 2 knows it; an order remembered by its payment does not */
  productType?: string;
  /** 1 (waiting for payment) when placed; later steps may write what they learnt */
  statusId: number;
  /**
   * Set by step 2 as it hands the order over: step 3 opens the order's payment at once, one time.
   * Step 3 clears it when the payment has opened, so a reload shows the order without it.
   */
  payNow?: boolean;
}

type OrderStorage = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): OrderStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function write(order: RememberedOrder, storage: OrderStorage | null): void {
  try {
    storage?.setItem(PLACED_ORDER_STORAGE_KEY, JSON.stringify(order));
  } catch {
    // storage blocked: step 3 asks the status call with Ref instead
  }
}

/** Step 2's hand-off: the order as placed, waiting for payment, with its payment to open at once. */
export function rememberPlacedOrder(order: PlacedOrder, { payNow = false }: { payNow?: boolean } = {}, storage = sessionStore()): void {
  write({ ...order, statusId: 1, ...(payNow ? { payNow } : {}) }, storage);
}

/** An order as my orders lists it (GET /api/v1/orders/get-order, the spec's names). */
export interface ListedOrder {
  id: number;
  orderNo: string;
  grandTotalPrice: number;
  /** pay by */
  expireDate: string;
}

/**
 * What step 3 keeps of an order my orders lists: the list speaks the member area's names
 * (`id`, `grandTotalPrice`, `expireDate`), step 3 those of the placed order (cart spec §8:
 * `orderId`, `netTotalPrice`, `expiryDate`).
 */
export function rememberedFactsOf(order: ListedOrder): Pick<RememberedOrder, 'orderNo' | 'orderId' | 'netTotalPrice' | 'expiryDate'> {
  return { orderNo: order.orderNo, orderId: order.id, netTotalPrice: order.grandTotalPrice, expiryDate: order.expireDate };
}

/**
 * "Pay now" in my orders (member-area spec §2, status 1): the order as the list shows it, with its
 * payment to open at once on its step 3, the way step 2 hands a new order over (and spent the same
 * way, so a reload of step 3 does not open it again).
 */
export function rememberOrderToPay(order: ListedOrder, storage = sessionStore()): void {
  write({ ...rememberedFactsOf(order), statusId: 1, payNow: true }, storage);
}

/** The remembered order when it is the one named (Ref), else null. */
export function readPlacedOrder(orderNo: string | null, storage = sessionStore()): RememberedOrder | null {
  try {
    const raw = storage?.getItem(PLACED_ORDER_STORAGE_KEY);
    if (!raw) return null;
    const order = JSON.parse(raw) as RememberedOrder;
    if (typeof order?.orderNo !== 'string' || typeof order.statusId !== 'number') return null;
    return orderNo === null || order.orderNo === orderNo ? order : null;
  } catch {
    return null;
  }
}

/** Step 3 opened the order's payment: a reload of the page no longer opens it by itself. */
export function spendPayNow(orderNo: string, storage = sessionStore()): void {
  const order = readPlacedOrder(orderNo, storage);
  if (!order?.payNow) return;
  const { payNow: _spent, ...rest } = order;
  write(rest, storage);
}

/**
 * What a payment learnt of an order (cart spec §4 "QR payment flow": the order number, status id
 * and order id are kept in the tab), over what step 2 kept of the same order, or in its place.
 */
export function rememberOrderStatus(
  facts: Pick<RememberedOrder, 'orderNo' | 'orderId' | 'statusId' | 'netTotalPrice' | 'expiryDate'>,
  storage = sessionStore(),
): void {
  const known: RememberedOrder = readPlacedOrder(facts.orderNo, storage) ?? facts;
  const { payNow: _spent, ...kept } = known;
  write({ ...kept, ...facts }, storage);
}

/** Step 3's address for an order. */
export const stepThreeHref = (orderNo: string) => `/cart/checkout?step=3&Ref=${encodeURIComponent(orderNo)}`;
