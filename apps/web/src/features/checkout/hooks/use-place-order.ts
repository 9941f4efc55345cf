import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { PlacedOrder } from '@pawsook/shared/schemas/orders';
import { isApiError } from '../../../lib/api-error';
import type { AddressKind, AddressPayload, MemberAddress } from '../../addresses/api/address-calls';
import { donationChoice, GENERAL_CHOICE, type CartGroup } from '../../cart/cart-rules';
import { orderAddressSource, sameAsDeliveryReceipt, type ChosenAddress, type DetailsProblem, type InvoiceFields } from '../checkout-details';
import { isDonationGroup, placeOrderBody, type CheckoutDiscounts } from '../checkout-totals';
import { createOrderAddress } from '../api/details-calls';
import type { OrderAnswer } from '../order-answer';
import { keyForAttempt } from '../order-attempt-key';
import { sendOrder } from '../api/order-calls';
import { rememberOrderedGroup } from '../../cart/ordered-group';

/** Everything step 2 holds when the place-order button is pressed. */
export interface PlaceOrderRequest {
  group: CartGroup;
  discounts: CheckoutDiscounts;
  shipping: ChosenAddress | null;
  shippingBook: readonly MemberAddress[] | undefined;
  receiptNeed: boolean;
  receiptSame: boolean;
  receipt: ChosenAddress | null;
  receiptBook: readonly MemberAddress[] | undefined;
  invoice: InvoiceFields;
  paymentChannelId: number | null;
}

export type PlaceOrderOutcome = Exclude<OrderAnswer, { kind: 'placed' }> | { kind: 'placed' } | { kind: 'missing'; problem: DetailsProblem };

class Stop extends Error {
  constructor(readonly outcome: PlaceOrderOutcome) {
    super(outcome.kind);
  }
}

/** An order-address call's failure as the order's outcome: its 400 message, else "unable to place". */
function addressFailure(error: unknown): PlaceOrderOutcome {
  if (isApiError(error) && error.kind === 'bad-request') return { kind: 'refused', message: error.message, step: 2 };
  if (isApiError(error) && error.kind === 'unauthorized') return { kind: 'unauthorized' };
  return { kind: 'failed' };
}

/**
 * Places the order of step 2 (cart spec §4 "Step flow", §7 POST /api/v1/orders): book addresses are
 * first copied as the order's own (the copies are kept for a retry), then the order is sent with
 * one Idempotency-Key per attempt. On success step 3 gets the order, and the member's data (the
 * cart, the coins) is read again.
 */
/**
 * Step 3 is the orders feature's: the app hands in how the order just placed reaches it (kept for
 * step 3, which opens its payment at once) and answers where step 3 is.
 */
export type HandOverPlacedOrder = (order: PlacedOrder) => string;

export function usePlaceOrder(handOver: HandOverPlacedOrder) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  /** order copies already made of an address, by kind and fields */
  const copies = useRef(new Map<string, number>());
  /** the attempt that ended without an answer: its key serves the same body again */
  const unanswered = useRef<{ key: string; body: string } | null>(null);

  async function copyOf(kind: AddressKind, source: { copyId: number | null; payload: AddressPayload }): Promise<number> {
    if (source.copyId !== null) return source.copyId;
    const cacheKey = `${kind}:${JSON.stringify(source.payload)}`;
    const known = copies.current.get(cacheKey);
    if (known !== undefined) return known;
    try {
      const id = await createOrderAddress(kind, source.payload);
      copies.current.set(cacheKey, id);
      return id;
    } catch (error) {
      throw new Stop(addressFailure(error));
    }
  }

  async function place(request: PlaceOrderRequest): Promise<PlaceOrderOutcome> {
    const donation = isDonationGroup(request.group);
    let shippingAddressId: number | null = null;
    let deliveryFields: AddressPayload | null = null;
    if (!donation) {
      const source = request.shipping ? orderAddressSource(request.shipping, request.shippingBook) : null;
      if (!source) return { kind: 'missing', problem: 'shipping-address' };
      shippingAddressId = await copyOf('shipping', source);
      deliveryFields = source.payload;
    }
    const same = request.receiptNeed && request.receiptSame && !donation;
    let receiptAddressId: number | null = null;
    if (same && deliveryFields) {
      receiptAddressId = await copyOf('receipt', { copyId: null, payload: sameAsDeliveryReceipt(deliveryFields, request.invoice) });
    } else if (request.receiptNeed) {
      const source = request.receipt ? orderAddressSource(request.receipt, request.receiptBook) : null;
      if (!source) return { kind: 'missing', problem: 'receipt-address' };
      receiptAddressId = await copyOf('receipt', source);
    }

    const body = placeOrderBody(request.group, request.discounts, {
      shippingAddressId,
      receiptNeed: request.receiptNeed,
      receiptSame: same,
      receiptAddressId,
      paymentChannelId: request.paymentChannelId,
    });
    const bodyText = JSON.stringify(body);
    const idempotencyKey = keyForAttempt(unanswered.current, bodyText);
    unanswered.current = { key: idempotencyKey, body: bodyText };
    const answer = await sendOrder({ body, idempotencyKey });
    if (answer.kind !== 'failed') unanswered.current = null;
    if (answer.kind !== 'placed') return answer;

    // straight from here, step 3 opens the order's payment at once (a reload of step 3 does not)
    const stepThree = handOver(answer.order);
    rememberOrderedGroup(isDonationGroup(request.group) ? donationChoice(request.group.donationId) : GENERAL_CHOICE);
    // leave step 2 first: its cart, read again, no longer holds the group just bought. Step 3 takes
    // step 2's place in the history: the order is placed, and Back from its result goes to the cart
    await navigate(stepThree, { replace: true });
    // the cart, the coin balance, the header's profile and any list of orders are the member's
    void queryClient.invalidateQueries({ queryKey: ['member'] });
    return { kind: 'placed' };
  }

  const mutation = useMutation({
    mutationFn: async (request: PlaceOrderRequest) => {
      try {
        return await place(request);
      } catch (error) {
        if (error instanceof Stop) return error.outcome;
        throw error;
      }
    },
    // step 2 says what went wrong in its own dialog (spec §8 "Order creation 400")
    meta: { systemError: false },
  });

  /** set at once on a press, before the button re-renders disabled: a double click places one order */
  const inFlight = useRef(false);

  return {
    isPending: mutation.isPending,
    /** this step 2 has placed its order (or is placing it): it is on its way to step 3, whatever the cart says now */
    placedOrPlacing: mutation.isPending || mutation.data?.kind === 'placed',
    place(request: PlaceOrderRequest, callbacks: { onOutcome: (outcome: PlaceOrderOutcome) => void; onError: () => void }) {
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate(request, {
        onSuccess: callbacks.onOutcome,
        onError: callbacks.onError,
        onSettled: () => {
          inFlight.current = false;
        },
      });
    },
  };
}
