import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderPayment, orderStatusSchema } from '@pawsook/shared/schemas/orders';
import { bahtToSatang } from '@pawsook/shared/money/money';
import type { CardCheckout } from '@pawsook/shared/schemas/card-checkout';
import type { MemberTransferSlip } from '@pawsook/shared/schemas/transfer-account';
import type { walletStartBody, WalletStart } from '@pawsook/shared/schemas/payments';
import type { z } from 'zod';
import { api, fetchMemberFile } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth-events';

export type { OrderPayment };
type OrderStatusAnswer = z.infer<typeof orderStatusSchema>;
type WalletStartBody = z.input<typeof walletStartBody>;

/**
 * Keys start with ['member', memberId]: log-out and the 401 rule forget them with the rest of the
 * member's data, and a payment of one member is never shown to another on the same browser.
 */
export const paymentKeys = {
  order: (memberId: string, orderNo: string) => ['member', memberId, 'payments', orderNo] as const,
};

const orderPath = (orderNo: string) => `/api/v1/orders/${encodeURIComponent(orderNo)}`;

/** How an order is paid: its channel's kind and, for a Thai QR the bill, for a card the gateway's form (GET /orders/{orderNo}/payment). */
export function orderPaymentQuery(memberId: string, orderNo: string) {
  return queryOptions({
    queryKey: paymentKeys.order(memberId, orderNo),
    queryFn: async ({ signal }) => (await api.get<OrderPayment>(`${orderPath(orderNo)}/payment`, { signal })).data,
    // the bill stays the same until the order expires; the status is watched by its own call
    staleTime: 60_000,
  });
}

export function useOrderPayment(orderNo: string) {
  const session = useSession();
  const memberId = session.signedIn ? session.memberId : null;
  return useQuery({ ...orderPaymentQuery(memberId ?? '', orderNo), enabled: memberId !== null });
}

/**
 * The order's status for the payment watch (GET /orders/{orderNo}/status). Asked outside the query
 * cache: the watch decides when to ask and what a failure means (cart spec §4 "QR payment flow").
 */
export async function fetchOrderStatus(orderNo: string, signal: AbortSignal): Promise<number> {
  return (await api.get<OrderStatusAnswer>(`${orderPath(orderNo)}/status`, { signal })).data.statusId;
}

/**
 * Asks the e-wallet for a payment request of the order (POST /api/v1/payments/tmn, cart spec §7):
 * a QR valid three minutes and, on a phone, a link that opens the wallet's app. Each call is a
 * new request with its own three minutes.
 */
export async function startWalletPayment(body: WalletStartBody, signal?: AbortSignal): Promise<WalletStart> {
  return (await api.post<WalletStart>('/api/v1/payments/tmn', body, { signal })).data;
}

/**
 * A card payment at a payment-link provider (cart spec §7 "online checkout helper", channel 1):
 * the provider's checkout page for the order's amount in minor units (satang), to send the shopper to.
 */
export async function startCardCheckout(order: Pick<OrderPayment, 'orderNo' | 'netTotalPrice'>, signal?: AbortSignal): Promise<string> {
  // the API's baht become the provider's minor units here, at the edge
  const answer = await api.post<CardCheckout>(
    '/api/v1/payments/online-checkout',
    { orderNo: order.orderNo, amount: bahtToSatang(order.netTotalPrice) },
    { signal },
  );
  return answer.data.data.checkout_url;
}

/**
 * Sends pictures of a transfer slip for the member's waiting transfer order (POST
 * /orders/{orderNo}/transfer-slips); the order's payment is then asked again, slips and all. The
 * dialog shows a refusal itself (a picture that is not one, an order that ended).
 */
export function useSendTransferSlips(orderNo: string) {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    meta: { systemError: false },
    mutationFn: async (slips: readonly File[]): Promise<MemberTransferSlip[]> => {
      const form = new FormData();
      for (const slip of slips) form.append('slips', slip, slip.name);
      return (await api.post<MemberTransferSlip[]>(`${orderPath(orderNo)}/transfer-slips`, form)).data;
    },
    onSettled: async () => {
      if (session.signedIn && session.memberId) await queryClient.invalidateQueries({ queryKey: paymentKeys.order(session.memberId, orderNo) });
    },
  });
}

/** A slip's picture: it shows a name and an account, so it is the member's own call, not a public image. */
export const fetchSlipPicture = (address: string, signal: AbortSignal) => fetchMemberFile(address, signal);
