/**
 * Placing the order (cart spec §7, step 2): POST /api/v1/orders with its Idempotency-Key.
 */
import { applyUnauthorizedRule, requestAnswer } from '../../../lib/api-client';
import { readOrderAnswer, type OrderAnswer } from '../order-answer';
import type { PlaceOrderBody } from '../checkout-totals';

export const ORDERS_PATH = '/api/v1/orders';

export interface SendOrderOptions {
  body: PlaceOrderBody;
  idempotencyKey: string;
}

/**
 * POST /api/v1/orders with its Idempotency-Key. Its answer is read here, not by the member's usual
 * reading, which keeps no result of a 400: a refusal names the step to go back to, by position
 * (`[{message},{result}]`). A 401 goes to the client's 401 rule (forget the session, go home).
 */
export async function sendOrder({ body, idempotencyKey }: SendOrderOptions): Promise<OrderAnswer> {
  const answered = await requestAnswer<unknown>('POST', ORDERS_PATH, { body, idempotencyKey, session: 'member' });
  if (!answered) return { kind: 'failed' };
  const answer = readOrderAnswer(answered.status, answered.envelope);
  if (answer.kind === 'unauthorized') applyUnauthorizedRule(ORDERS_PATH, answered.status, answered.body);
  return answer;
}
