import { ORDER_TAB_STATUSES } from '@pawsook/shared/status/order-history-tabs';

/**
 * The tabs of the order history (member-area spec §2 "My orders"): 0 all, 1 waiting, 2 processing,
 * 3 done, 4 failed, 5 old orders. The chosen tab is remembered in session storage, and step 3's
 * "order history" buttons choose it for the order's status (cart spec §2: tabs for statuses 2, 1
 * and 4).
 */
export const ORDER_HISTORY_TABS = { all: 0, waiting: 1, processing: 2, done: 3, failed: 4, old: 5 } as const;
export type OrderHistoryTab = (typeof ORDER_HISTORY_TABS)[keyof typeof ORDER_HISTORY_TABS];

export const ORDER_HISTORY_TAB_STORAGE_KEY = 'pawsook.orders.historyTab';

const TAB_IDS = Object.values(ORDER_HISTORY_TABS) as number[];

/** The tab an order of this status is listed under (member-area spec §2, tab to status mapping). */
export function historyTabOf(statusId: number): OrderHistoryTab {
  const tab = ([1, 2, 3, 4] as const).find((t) => (ORDER_TAB_STATUSES[t] as readonly number[]).includes(statusId));
  return tab ?? ORDER_HISTORY_TABS.all;
}

type TabStorage = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): TabStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberHistoryTab(tab: OrderHistoryTab, storage: TabStorage | null = sessionStore()): void {
  try {
    storage?.setItem(ORDER_HISTORY_TAB_STORAGE_KEY, String(tab));
  } catch {
    // storage blocked: the history opens on its first tab
  }
}

/** A tab id written as text (the address's `?tab=`, the stored one), or null when it is not one. */
export function historyTabFrom(raw: string | null | undefined): OrderHistoryTab | null {
  if (raw == null || !/^\s*\d\s*$/.test(raw)) return null;
  const tab = Number(raw);
  return TAB_IDS.includes(tab) ? (tab as OrderHistoryTab) : null;
}

/** The remembered tab; "all" when none (or something unreadable) is kept. */
export function readHistoryTab(storage: TabStorage | null = sessionStore()): OrderHistoryTab {
  try {
    return historyTabFrom(storage?.getItem(ORDER_HISTORY_TAB_STORAGE_KEY)) ?? ORDER_HISTORY_TABS.all;
  } catch {
    return ORDER_HISTORY_TABS.all;
  }
}
