/**
 * What POST /api/v1/orders answered, in the words step 2 acts on (cart spec §7, §8 "Order creation
 * 400"): the order; a refusal — "a list of key/value items: first is the message, second the
 * result", `[{message}, {result}]` — with the server's message and the checkout step its OK goes
 * back to; the 401 rule; or anything else ("Unable to place an order at this time").
 */
import type { PlacedOrder } from '@pawsook/shared/schemas/orders';
import { normaliseResult, type ApiEnvelope } from '../../lib/normalise-result';
import type { CheckoutStep } from '../cart/checkout-step';

export type OrderAnswer =
  | { kind: 'placed'; order: PlacedOrder }
  | { kind: 'refused'; message: string; step: Exclude<CheckoutStep, 3> }
  | { kind: 'unauthorized' }
  /** a 500, a 409, an answer that is not the envelope: the order may or may not exist */
  | { kind: 'failed' };

/** The step a refusal names (its result, the list's second value): 1 the cart, else 2 the order details, where the shopper is. */
export function refusalStep(result: unknown): Exclude<CheckoutStep, 3> {
  return result === 1 || result === '1' ? 1 : 2;
}

function isPlacedOrder(value: unknown): value is PlacedOrder {
  if (!value || typeof value !== 'object') return false;
  const order = value as Partial<PlacedOrder>;
  return typeof order.orderNo === 'string' && order.orderNo !== '' && typeof order.orderId === 'number';
}

/** The answer from its HTTP status and body (null when the body was not the envelope). */
export function readOrderAnswer(httpStatus: number, envelope: ApiEnvelope<unknown> | null): OrderAnswer {
  const code = envelope ? String(envelope.responseCode) : String(httpStatus);
  if (code === '401' || code === '403' || httpStatus === 401 || httpStatus === 403) return { kind: 'unauthorized' };
  if (!envelope) return { kind: 'failed' };
  const normalised = normaliseResult(envelope);
  if (normalised.status === 200) return isPlacedOrder(normalised.data) ? { kind: 'placed', order: normalised.data } : { kind: 'failed' };
  if (normalised.status === 400) {
    // by position, as the spec says: the first item's value is the message, the second's the result
    const [first, second] = normalised.errors;
    return first ? { kind: 'refused', message: first.message, step: refusalStep(second?.message) } : { kind: 'failed' };
  }
  return { kind: 'failed' };
}
