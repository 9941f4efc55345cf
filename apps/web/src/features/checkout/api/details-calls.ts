/** The calls step 2 makes besides the cart's (cart spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentChannel } from '@pawsook/shared/schemas/payments';
import { api, getResult } from '../../../lib/api-client';
import type { AddressKind, AddressPayload } from '../../addresses/api/address-calls';
import { ORDER_ADDRESS_PATHS } from '../checkout-details';

/** Keeps an address typed in at checkout as the order's own copy; answers its id. */
export async function createOrderAddress(kind: AddressKind, payload: AddressPayload): Promise<number> {
  // spec §7: an order address is the order's default; a receipt is never added to the book from here
  const body = { ...payload, isDefault: true, isAddToAccount: kind === 'shipping' ? (payload.isAddToAccount ?? false) : false };
  return (await api.post<number>(ORDER_ADDRESS_PATHS[kind], body)).data;
}

/** Active channels only (the server leaves the others out); staff change them rarely. */
export const paymentChannelsQuery = queryOptions({
  queryKey: ['reference', 'payment-channels'] as const,
  queryFn: ({ signal }) => getResult<PaymentChannel[]>('/api/v1/payment-channel', { signal }),
  staleTime: 5 * 60_000,
});

export function usePaymentChannels() {
  return useQuery(paymentChannelsQuery);
}
