import { historyTabFrom, type OrderHistoryTab } from './order-history-tab';
import { pageFromSearch } from './order-pages';

/**
 * What my orders shows, kept in the address (`?tab=2&orderNo=PS12&sort=asc&page=3&size=20`) so
 * that Back, Forward, a reload and a shared link show the same list (decision 0032). Defaults stay
 * out of the address: newest first, page 1, ten a page (member-area spec §9), no search.
 */
export const ORDER_PAGE_SIZES = [10, 20, 50] as const;
export type OrderPageSize = (typeof ORDER_PAGE_SIZES)[number];
export const DEFAULT_ORDER_PAGE_SIZE: OrderPageSize = 10;

export type OrderSort = 'desc' | 'asc';

/** What the list call accepts as part of an order number. */
export const ORDER_NO_SEARCH_MAX = 40;

export interface OrderListState {
  tab: OrderHistoryTab;
  /** part of an order number; '' for none */
  orderNo: string;
  sort: OrderSort;
  page: number;
  size: OrderPageSize;
}

export function pageSizeFrom(raw: string | null): OrderPageSize {
  const size = Number(raw);
  return (ORDER_PAGE_SIZES as readonly number[]).includes(size) ? (size as OrderPageSize) : DEFAULT_ORDER_PAGE_SIZE;
}

/** The search as the list call takes it: trimmed, at most 40 characters. */
export function orderNoSearch(raw: string | null): string {
  return (raw ?? '').trim().slice(0, ORDER_NO_SEARCH_MAX).trim();
}

/** The list the address asks for; without a tab in it, the tab the member chose last (`remembered`). */
export function readOrderListState(params: URLSearchParams, remembered: OrderHistoryTab): OrderListState {
  return {
    tab: historyTabFrom(params.get('tab')) ?? remembered,
    orderNo: orderNoSearch(params.get('orderNo')),
    sort: params.get('sort') === 'asc' ? 'asc' : 'desc',
    page: pageFromSearch(params.get('page')),
    size: pageSizeFrom(params.get('size')),
  };
}

/**
 * The state after a change. A new tab, search, sort or page size starts again at page 1
 * (member-area spec §4 "Lists"); only a change of page keeps the rest.
 */
export function changeOrderList(state: OrderListState, change: Partial<OrderListState>): OrderListState {
  const next = { ...state, ...change };
  const filtersChanged = next.tab !== state.tab || next.orderNo !== state.orderNo || next.sort !== state.sort || next.size !== state.size;
  return filtersChanged && change.page === undefined ? { ...next, page: 1 } : next;
}

/** The address's search part for a state: the tab always (it overrides the remembered one), the rest when not the default. */
export function orderListSearch(state: OrderListState): string {
  const params = new URLSearchParams({ tab: String(state.tab) });
  if (state.orderNo) params.set('orderNo', state.orderNo);
  if (state.sort !== 'desc') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.size !== DEFAULT_ORDER_PAGE_SIZE) params.set('size', String(state.size));
  return `?${params.toString()}`;
}
