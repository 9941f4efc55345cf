import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { orderListItemSchema, orderStatusSchema, reOrderResultSchema } from '@pawsook/shared/schemas/orders';
import type { PaymentChannel } from '@pawsook/shared/schemas/payments';
import { api, getResult } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth-events';

export type OrderListItem = z.infer<typeof orderListItemSchema>;
export type ReorderAnswer = z.infer<typeof reOrderResultSchema>;
type OrderStatusAnswer = z.infer<typeof orderStatusSchema>;

/** Member-area spec §9: ten orders a page. */
export const ORDERS_PAGE_SIZE = 10;
/** The most the list call gives in one answer: an order is looked for this many at a time. */
const LOOKUP_PAGE_SIZE = 100;
/** ...for at most this many pages: an order older than the member's last thousand is not looked for. */
const LOOKUP_MAX_PAGES = 10;

export interface OrderPage {
  orders: OrderListItem[];
  totalRecord: number;
}

/**
 * Keys start with ['member', memberId]: log-out and the 401 rule forget them with the rest of the
 * member's data, and another member on the same browser never sees them.
 */
export const orderKeys = {
  all: (memberId: string) => ['member', memberId, 'orders'] as const,
  status: (memberId: string, orderNo: string) => ['member', memberId, 'orders', 'status', orderNo] as const,
  list: (memberId: string, page: number) => ['member', memberId, 'orders', 'list', page] as const,
  find: (memberId: string, orderNo: string) => ['member', memberId, 'orders', 'find', orderNo] as const,
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

export function orderPageQuery(memberId: string, page: number) {
  return queryOptions({
    queryKey: orderKeys.list(memberId, page),
    queryFn: async ({ signal }): Promise<OrderPage> => {
      const answer = await api.get<OrderListItem[]>('/api/v1/orders/get-order', { query: { page, limit: ORDERS_PAGE_SIZE }, signal });
      return { orders: answer.data, totalRecord: answer.totalRecord ?? answer.data.length };
    },
    staleTime: 30_000,
    // paging keeps the current page on screen until the next one arrives
    placeholderData: keepPreviousData,
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

/** One page of the member's orders, newest first. */
export function useOrderPage(page: number) {
  const memberId = useMemberId();
  return useQuery({ ...orderPageQuery(memberId ?? '', page), enabled: memberId !== null });
}

/**
 * An order's number, amount, expiry and id when step 3 did not keep them (another tab, a link from
 * my orders, a reload after the storage was cleared): there is no call for one order yet, so it is
 * looked for in the member's list, newest first. null when it is not there.
 */
export function useOrderInList(orderNo: string | null, enabled: boolean) {
  const memberId = useMemberId();
  return useQuery({
    queryKey: orderKeys.find(memberId ?? '', orderNo ?? ''),
    queryFn: async ({ signal }): Promise<OrderListItem | null> => {
      for (let page = 1; page <= LOOKUP_MAX_PAGES; page += 1) {
        const answer = await api.get<OrderListItem[]>('/api/v1/orders/get-order', { query: { page, limit: LOOKUP_PAGE_SIZE }, signal });
        const found = answer.data.find((order) => order.orderNo === orderNo);
        if (found) return found;
        if (answer.data.length < LOOKUP_PAGE_SIZE || page * LOOKUP_PAGE_SIZE >= (answer.totalRecord ?? 0)) return null;
      }
      return null;
    },
    enabled: enabled && memberId !== null && orderNo !== null,
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
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKey(memberId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all(memberId) }),
      ]);
    },
  });
}
