import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { orderStatusSchema, reOrderResultSchema } from '@pawsook/shared/schemas/orders';
import type { oldOrderListItemSchema, orderListItemSchema, OldOrderDetail, OrderDetail, OrderTracking } from '@pawsook/shared/schemas/order-history';
import { IN_TRANSIT_STATUSES } from '@pawsook/shared/status/order-history-tabs';
import type { PaymentChannel, PaymentOutcomeAnswer } from '@pawsook/shared/schemas/payments';
import { api, getResult } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth-events';

export type OrderListItem = z.infer<typeof orderListItemSchema>;
export type OldOrderListItem = z.infer<typeof oldOrderListItemSchema>;
export type { OldOrderDetail, OrderDetail, OrderTracking };
export type ReorderAnswer = z.infer<typeof reOrderResultSchema>;
type OrderStatusAnswer = z.infer<typeof orderStatusSchema>;

/** Member-area spec §9: ten orders a page (the tracking list's size; my orders lets the member choose). */
export const ORDERS_PAGE_SIZE = 10;

export interface OrderPage<Item = OrderListItem> {
  orders: Item[];
  totalRecord: number;
}

/** What GET /api/v1/orders/get-order is asked: a tab (none: all) or statuses, part of a number, the order, the page. */
export interface OrderListParams {
  tab?: 1 | 2 | 3 | 4;
  statusIds?: readonly number[];
  orderNo?: string;
  sort: 'desc' | 'asc';
  page: number;
  limit: number;
}

/** What GET /api/v1/orders/old/get-order is asked (no status filter: the old statuses are text). */
export type OldOrderListParams = Omit<OrderListParams, 'tab' | 'statusIds'>;

/**
 * Keys start with ['member', memberId]: log-out and the 401 rule forget them with the rest of the
 * member's data, and another member on the same browser never sees them.
 */
export const orderKeys = {
  all: (memberId: string) => ['member', memberId, 'orders'] as const,
  status: (memberId: string, orderNo: string) => ['member', memberId, 'orders', 'status', orderNo] as const,
  paymentOutcome: (memberId: string, orderNo: string) => ['member', memberId, 'orders', 'payment-outcome', orderNo] as const,
  list: (memberId: string, params: OrderListParams) => ['member', memberId, 'orders', 'list', params] as const,
  oldList: (memberId: string, params: OldOrderListParams) => ['member', memberId, 'orders', 'old-list', params] as const,
  find: (memberId: string, orderNo: string) => ['member', memberId, 'orders', 'find', orderNo] as const,
  detail: (memberId: string, id: number) => ['member', memberId, 'orders', 'detail', id] as const,
  oldDetail: (memberId: string, id: number) => ['member', memberId, 'orders', 'old-detail', id] as const,
  tracking: (memberId: string, id: number) => ['member', memberId, 'orders', 'tracking', id] as const,
};

/** The cart feature's queries: a re-order changes the cart (features/cart/api/cart-keys.ts). */
const cartKey = (memberId: string) => ['member', memberId, 'cart'] as const;

function useMemberId(): string | null {
  const session = useSession();
  return session.signedIn ? session.memberId : null;
}

export function orderStatusQuery(memberId: string, orderNo: string) {
  return queryOptions({
    queryKey: orderKeys.status(memberId, orderNo),
    queryFn: async ({ signal }) => (await api.get<OrderStatusAnswer>(`/api/v1/orders/${encodeURIComponent(orderNo)}/status`, { signal })).data.statusId,
    // a payment made in the bank's app shows when the shopper comes back to this tab
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/**
 * The status of one of the member's orders; a 404 (unknown, or another member's) is the error.
 * With `pollMs`, asked again that often (one call at a time) while the order waits for payment.
 */
export function useOrderStatus(orderNo: string | null, { pollMs }: { pollMs?: number } = {}) {
  const memberId = useMemberId();
  return useQuery({
    ...orderStatusQuery(memberId ?? '', orderNo ?? ''),
    enabled: memberId !== null && orderNo !== null,
    refetchInterval: (query) => (pollMs !== undefined && query.state.data === ORDER_STATUS.waitingForPayment ? pollMs : false),
  });
}

/**
 * What the provider said of the order's latest payment attempt (GET /orders/{orderNo}/payment/outcome),
 * asked on the way back from the card page: with `pollMs`, again that often until it has said
 * something. Kept as first learnt (no refetch on focus): once step 3 hands the card form over anew
 * the server counts a new attempt, and the decline already said must stay on screen.
 */
export function usePaymentOutcome(orderNo: string, { enabled, pollMs }: { enabled: boolean; pollMs?: number }) {
  const memberId = useMemberId();
  return useQuery({
    queryKey: orderKeys.paymentOutcome(memberId ?? '', orderNo),
    queryFn: async ({ signal }) =>
      (await api.get<PaymentOutcomeAnswer>(`/api/v1/orders/${encodeURIComponent(orderNo)}/payment/outcome`, { signal })).data.outcome,
    enabled: enabled && memberId !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: (query) => (pollMs !== undefined && query.state.data === null ? pollMs : false),
    // a failed ask is not a decline: step 3 goes on checking the status as before
    retry: false,
    meta: { systemError: false },
  });
}

/** Puts a status learnt elsewhere (the payment watch on step 3) in place of the one asked before. */
export function useLearntOrderStatus(orderNo: string): (statusId: number) => void {
  const queryClient = useQueryClient();
  const memberId = useMemberId();
  return useCallback(
    (statusId: number) => {
      if (memberId !== null) queryClient.setQueryData(orderKeys.status(memberId, orderNo), statusId);
    },
    [queryClient, memberId, orderNo],
  );
}

function listQueryOf(params: OrderListParams) {
  return {
    page: params.page,
    limit: params.limit,
    sort: params.sort,
    tab: params.tab,
    statusIds: params.statusIds?.join(','),
    orderNo: params.orderNo || undefined,
  };
}

/**
 * A page of the member's orders. The spec's list failure message is the page's own (member-area
 * spec §8), so a failure does not open the System Error dialog too.
 */
export function orderListQuery(memberId: string, params: OrderListParams) {
  return queryOptions({
    queryKey: orderKeys.list(memberId, params),
    queryFn: async ({ signal }): Promise<OrderPage> => {
      const answer = await api.get<OrderListItem[]>('/api/v1/orders/get-order', { query: listQueryOf(params), signal });
      return { orders: answer.data, totalRecord: answer.totalRecord ?? answer.data.length };
    },
    staleTime: 30_000,
    // paging keeps the current page on screen until the next one arrives
    placeholderData: keepPreviousData,
    meta: { systemError: false },
  });
}

/** A page of the member's orders from the shop's previous system (tab 5). */
export function oldOrderListQuery(memberId: string, params: OldOrderListParams) {
  return queryOptions({
    queryKey: orderKeys.oldList(memberId, params),
    queryFn: async ({ signal }): Promise<OrderPage<OldOrderListItem>> => {
      const { page, limit, sort, orderNo } = params;
      const answer = await api.get<OldOrderListItem[]>('/api/v1/orders/old/get-order', { query: { page, limit, sort, orderNo: orderNo || undefined }, signal });
      return { orders: answer.data, totalRecord: answer.totalRecord ?? answer.data.length };
    },
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    meta: { systemError: false },
  });
}

/**
 * The payment channels (GET /api/v1/payment-channel, no sign-in), for the kind of channel each
 * order was placed with. The same call and key as step 2's list of channels: one answer serves both.
 */
const paymentChannelsQuery = queryOptions({
  queryKey: ['reference', 'payment-channels'] as const,
  queryFn: ({ signal }) => getResult<PaymentChannel[]>('/api/v1/payment-channel', { signal }),
  staleTime: 5 * 60_000,
});

const kindsById = (channels: PaymentChannel[]): ReadonlyMap<number, PaymentChannelKind> => new Map(channels.map((channel) => [channel.id, channel.kind]));

/** Each channel's kind by its id (the ids are the shop's data; the kinds are what the web app knows). */
export function usePaymentChannelKinds() {
  return useQuery({ ...paymentChannelsQuery, select: kindsById });
}

export function useMemberQueryEnabled(): { memberId: string; enabled: boolean } {
  const memberId = useMemberId();
  return { memberId: memberId ?? '', enabled: memberId !== null };
}

/** A page of my orders (tabs 0 to 4), or the orders of some statuses (the tracking list). */
export function useOrderList(params: OrderListParams, { enabled = true }: { enabled?: boolean } = {}) {
  const member = useMemberQueryEnabled();
  return useQuery({ ...orderListQuery(member.memberId, params), enabled: enabled && member.enabled });
}

/** A page of the old system's orders (tab 5). */
export function useOldOrderList(params: OldOrderListParams, { enabled = true }: { enabled?: boolean } = {}) {
  const member = useMemberQueryEnabled();
  return useQuery({ ...oldOrderListQuery(member.memberId, params), enabled: enabled && member.enabled });
}

/** The orders on their way to the member (the tracking list), newest first. */
export function useInTransitOrders(page: number) {
  return useOrderList({ statusIds: IN_TRANSIT_STATUSES, sort: 'desc', page, limit: ORDERS_PAGE_SIZE });
}

/** One order (GET /api/v1/orders/web/{id}): a 404 (unknown, or another member's) is the error. */
export function useOrderDetail(id: number | null) {
  const member = useMemberQueryEnabled();
  return useQuery({
    queryKey: orderKeys.detail(member.memberId, id ?? 0),
    queryFn: ({ signal }) => getResult<OrderDetail>(`/api/v1/orders/web/${id}`, { signal }),
    enabled: member.enabled && id !== null,
    staleTime: 30_000,
  });
}

/** One order of the old system (GET /api/v1/orders/web/old/{id}). */
export function useOldOrderDetail(id: number | null) {
  const member = useMemberQueryEnabled();
  return useQuery({
    queryKey: orderKeys.oldDetail(member.memberId, id ?? 0),
    queryFn: ({ signal }) => getResult<OldOrderDetail>(`/api/v1/orders/web/old/${id}`, { signal }),
    enabled: member.enabled && id !== null,
    staleTime: 5 * 60_000,
  });
}

function trackingQuery(memberId: string, id: number) {
  return queryOptions({
    queryKey: orderKeys.tracking(memberId, id),
    queryFn: ({ signal }) => getResult<OrderTracking>(`/api/v1/orders/web/${id}/tracking`, { signal }),
    staleTime: 30_000,
  });
}

/** An order's way to the door (GET /api/v1/orders/web/{id}/tracking). */
export function useOrderTracking(id: number | null) {
  const member = useMemberQueryEnabled();
  return useQuery({ ...trackingQuery(member.memberId, id ?? 0), enabled: member.enabled && id !== null });
}

/**
 * An order's number, amount, expiry and id when step 3 did not keep them (another tab, a link from
 * my orders, a reload after the storage was cleared): the list call with the order's number, whose
 * exact match is the order (the call finds numbers containing the text). null when it is not the
 * member's.
 */
export function useOrderByNumber(orderNo: string | null, enabled: boolean) {
  const member = useMemberQueryEnabled();
  return useQuery({
    queryKey: orderKeys.find(member.memberId, orderNo ?? ''),
    queryFn: async ({ signal }): Promise<OrderListItem | null> => {
      const answer = await api.get<OrderListItem[]>('/api/v1/orders/get-order', { query: { orderNo: orderNo ?? '', limit: 100 }, signal });
      return answer.data.find((order) => order.orderNo === orderNo) ?? null;
    },
    enabled: enabled && member.enabled && orderNo !== null,
    staleTime: 30_000,
  });
}

/**
 * Puts every line of an order back in the cart at today's prices (POST /api/v1/orders/re-order).
 * The answer names the lines that could not be; when none could, the call is a 400 with the
 * server's message. Afterwards the cart and the member's orders are asked again.
 */
export function useReorder() {
  const queryClient = useQueryClient();
  const memberId = useMemberId();
  return useMutation({
    mutationFn: async (orderId: number): Promise<ReorderAnswer> => (await api.post<ReorderAnswer>('/api/v1/orders/re-order', { orderId })).data,
    onSettled: async () => {
      if (!memberId) return;
      await Promise.all([queryClient.invalidateQueries({ queryKey: cartKey(memberId) }), queryClient.invalidateQueries({ queryKey: orderKeys.all(memberId) })]);
    },
  });
}

/**
 * "Buy again" for one line of an order (POST /api/v1/orders/re-order-item): the line goes back in
 * the cart at today's price; a gift or a product no longer sold is a 400 with the server's message.
 */
export function useReorderItem() {
  const queryClient = useQueryClient();
  const memberId = useMemberId();
  return useMutation({
    mutationFn: async (line: { orderId: number; skuCode: string }): Promise<ReorderAnswer> =>
      (await api.post<ReorderAnswer>('/api/v1/orders/re-order-item', line)).data,
    onSettled: async () => {
      if (!memberId) return;
      await queryClient.invalidateQueries({ queryKey: cartKey(memberId) });
    },
  });
}
