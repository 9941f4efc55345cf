/**
 * The orders board's filters live in the address (`?statusId=1&channelId=4&memberId=12&slipWaiting=true&q=PS2611&from=2026-11-01&to=2026-11-30&page=2`),
 * as the audit log's do: a filtered board can be shared, reloaded and walked with Back, and the
 * dashboard links straight to the orders waiting in a status. The CSV export takes the same
 * filters without the page. What the call would refuse (staffOrdersQuery in packages/shared) is
 * left out rather than sent.
 */
import { ORDER_STATUS_IDS } from '@pawsook/shared/status/order-status';
import { calendarDay } from '../../lib/calendar-day';

export const ORDER_SEARCH_MAX = 100;

export interface OrdersBoardFilters {
  statusId: number | null;
  /** a payment channel's id */
  channelId: number | null;
  /** one member's orders (from the member's page) */
  memberId: number | null;
  /** only waiting transfer orders whose slip waits for a check */
  slipWaiting: boolean;
  /** part of an order number or of the member's e-mail; '' for any */
  q: string;
  /** Bangkok calendar days YYYY-MM-DD, inclusive; '' for open */
  from: string;
  to: string;
  page: number;
}

export const NO_ORDER_FILTERS: OrdersBoardFilters = { statusId: null, channelId: null, memberId: null, slipWaiting: false, q: '', from: '', to: '', page: 1 };

function statusOf(raw: string | null): number | null {
  if (raw === null || !/^\d{1,2}$/.test(raw.trim())) return null;
  const id = Number(raw);
  return (ORDER_STATUS_IDS as number[]).includes(id) ? id : null;
}

/** a positive whole id, else none (what the call would refuse is never sent) */
function idOf(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

function pageOf(raw: string | null): number {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return 1;
  return Math.max(1, Number(raw));
}

export function orderSearch(raw: string | null): string {
  return (raw ?? '').trim().slice(0, ORDER_SEARCH_MAX).trim();
}

export function readOrdersBoardFilters(params: URLSearchParams): OrdersBoardFilters {
  return {
    statusId: statusOf(params.get('statusId')),
    channelId: idOf(params.get('channelId')),
    memberId: idOf(params.get('memberId')),
    slipWaiting: params.get('slipWaiting') === 'true',
    q: orderSearch(params.get('q')),
    from: calendarDay(params.get('from')),
    to: calendarDay(params.get('to')),
    page: pageOf(params.get('page')),
  };
}

/** Any change of filter starts again at page 1; only a change of page keeps the rest. */
export function changeOrdersBoardFilters(filters: OrdersBoardFilters, change: Partial<OrdersBoardFilters>): OrdersBoardFilters {
  const next = { ...filters, ...change };
  const filtered =
    next.statusId !== filters.statusId ||
    next.channelId !== filters.channelId ||
    next.memberId !== filters.memberId ||
    next.slipWaiting !== filters.slipWaiting ||
    next.q !== filters.q ||
    next.from !== filters.from ||
    next.to !== filters.to;
  return filtered && change.page === undefined ? { ...next, page: 1 } : next;
}

/** The filters as the calls take them: only what is set; the export leaves the page out. */
export function ordersQuery(filters: OrdersBoardFilters, { withPage = true }: { withPage?: boolean } = {}): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.statusId !== null) query.statusId = String(filters.statusId);
  if (filters.channelId !== null) query.channelId = String(filters.channelId);
  if (filters.memberId !== null) query.memberId = String(filters.memberId);
  if (filters.slipWaiting) query.slipWaiting = 'true';
  if (filters.q) query.q = filters.q;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (withPage && filters.page > 1) query.page = String(filters.page);
  return query;
}

/** The address's search part: only what is set, '' for the unfiltered first page. */
export function ordersBoardSearch(filters: OrdersBoardFilters): string {
  const search = new URLSearchParams(ordersQuery(filters)).toString();
  return search ? `?${search}` : '';
}

export const ordersBoardHref = (change: Partial<OrdersBoardFilters> = {}): string => `/staff/orders${ordersBoardSearch({ ...NO_ORDER_FILTERS, ...change })}`;

export const orderDetailHref = (orderNo: string): string => `/staff/orders/${encodeURIComponent(orderNo)}`;

export function isOrdersBoardFiltered(filters: OrdersBoardFilters): boolean {
  return (
    filters.statusId !== null ||
    filters.channelId !== null ||
    filters.memberId !== null ||
    filters.slipWaiting ||
    filters.q !== '' ||
    filters.from !== '' ||
    filters.to !== ''
  );
}
