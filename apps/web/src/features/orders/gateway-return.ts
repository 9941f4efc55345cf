import { ORDER_STATUS } from '@pawsook/shared/status/order-status';

/**
 * Step 3 after the card gateway's hosted page sends the shopper back (cart spec §2: "the card
 * payment returns to step=3 on success, failure or cancel"). The return says nothing of the
 * outcome (the order's status does, and the gateway's signed data feed the shop recorded), and the
 * feed may reach the shop a moment after the shopper: so step 3 keeps asking for a short while
 * before it settles on "waiting" — unless the feed has said the card was declined, which step 3
 * says at once (issue 38).
 *
 * Just before the browser leaves for the gateway, the tab keeps which order went and when; the
 * page the gateway sends back finds it. Session storage: this tab's journey, gone with the tab.
 */
export const GATEWAY_HAND_OFF_STORAGE_KEY = 'pawsook.order.gatewayHandOff';

/** After a return, the status is asked this often... */
export const GATEWAY_RETURN_POLL_MS = 2_000;
/** ...for at most this long after the first answer, then step 3 shows the order as it is. */
export const GATEWAY_RETURN_CHECK_MS = 20_000;
/** A hand-off older than this is not the one coming back (a card order waits 30 minutes by default). */
const HAND_OFF_LASTS_MS = 60 * 60_000;

type HandOffStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface HandOff {
  orderNo: string;
  /** when the browser left, ms since the epoch */
  at: number;
}

/** How the page now showing came to be loaded. */
export interface PageLoad {
  /** the Navigation Timing entry's type: 'navigate' for a link, a form or a redirect; 'reload' and 'back_forward' are not a return */
  type: string;
  /** when this document first ran this module (Date.now(): the same clock as the hand-off's) */
  startedAt: number;
}

/**
 * Evaluated once per document, before any step 3 of it can hand an order off: a hand-off written
 * later came from this very page (Back restored it as it was, or the shopper moved on inside it).
 */
const DOCUMENT_STARTED_AT = Date.now();

function sessionStore(): HandOffStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The browser is about to leave for the gateway's page with this order. */
export function rememberGatewayHandOff(orderNo: string, at = Date.now(), storage = sessionStore()): void {
  try {
    storage?.setItem(GATEWAY_HAND_OFF_STORAGE_KEY, JSON.stringify({ orderNo, at } satisfies HandOff));
  } catch {
    // storage blocked: the page coming back shows the status as it is, without waiting for the feed
  }
}

function readHandOff(storage: HandOffStorage | null): HandOff | null {
  try {
    const raw = storage?.getItem(GATEWAY_HAND_OFF_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<HandOff>) : null;
    return parsed && typeof parsed.orderNo === 'string' && typeof parsed.at === 'number' ? { orderNo: parsed.orderNo, at: parsed.at } : null;
  } catch {
    return null;
  }
}

/**
 * Whether this page is the gateway's return for `orderNo`: this order left from this tab, less than
 * an hour ago, and this document was loaded after it left, by the redirect (not by Back, nor by a
 * reload). Only reads: asking twice gives the same answer until the hand-off is spent.
 */
export function isGatewayReturn(orderNo: string, load: PageLoad, now = Date.now(), storage = sessionStore()): boolean {
  const handOff = readHandOff(storage);
  if (handOff?.orderNo !== orderNo) return false;
  return load.type === 'navigate' && load.startedAt >= handOff.at && now - handOff.at < HAND_OFF_LASTS_MS;
}

/** The page of `orderNo` is shown: its hand-off, if it names this order, counts no more. */
export function spendGatewayHandOff(orderNo: string, storage = sessionStore()): void {
  if (readHandOff(storage)?.orderNo !== orderNo) return;
  try {
    storage?.removeItem(GATEWAY_HAND_OFF_STORAGE_KEY);
  } catch {
    // nothing to spend it in
  }
}

/** What the gateway's feed said of the attempt the shopper came back from, when it paid nothing. */
export type GatewayRefusal = 'declined' | 'cancelled';

/**
 * The refusal step 3 says on the way back: the feed's word on the latest attempt, while the order
 * still waits for payment (a paid order is paid whatever the feed's last word; an ended one ended).
 * The word never pays anything: only the order's status does.
 */
export function gatewayRefusalOf(outcome: string | null | undefined, statusId: number | undefined): GatewayRefusal | null {
  return statusId === ORDER_STATUS.waitingForPayment && isRefusal(outcome) ? outcome : null;
}

/** Whether the feed's word is that the attempt paid nothing (then nothing more is waited for). */
export function isRefusal(outcome: string | null | undefined): outcome is GatewayRefusal {
  return outcome === 'declined' || outcome === 'cancelled';
}

/** This document's load, as the browser tells it. */
export function thisPageLoad(): PageLoad {
  const [entry] = typeof performance === 'undefined' ? [] : (performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]);
  return { type: entry?.type ?? 'navigate', startedAt: DOCUMENT_STARTED_AT };
}
