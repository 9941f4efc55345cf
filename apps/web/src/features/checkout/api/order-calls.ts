/**
 * Placing the order (cart spec §7, step 2): POST /api/v1/orders with its Idempotency-Key.
 */
import { applyUnauthorizedRule, HTTP_TIMEOUT_MS } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../lib/normalise-result';
import { getAccessToken } from '../../../lib/session-storage';
import { readOrderAnswer, type OrderAnswer } from '../order-answer';
import type { PlaceOrderBody } from '../checkout-totals';

export const ORDERS_PATH = '/api/v1/orders';

export interface SendOrderOptions {
  body: PlaceOrderBody;
  idempotencyKey: string;
  lang: string;
  fetch?: typeof fetch;
}

/**
 * POST /api/v1/orders with its Idempotency-Key. The shop's api client sends no headers of a
 * caller's and keeps no result of a 400, and this call needs both (the key, and the step a refusal
 * names), so it is sent here with the client's own rules: the lang header, the bearer token, the
 * timeout, and the 401 rule (forget the session, go home; `applyUnauthorizedRule`).
 */
export async function sendOrder({ body, idempotencyKey, lang, fetch: send = fetch }: SendOrderOptions): Promise<OrderAnswer> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    lang,
    'Idempotency-Key': idempotencyKey,
  };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await send(ORDERS_PATH, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'failed' };
  }
  let envelope: ApiEnvelope<unknown> | null = null;
  let parsed: unknown = null;
  try {
    parsed = await response.json();
    if (parsed && typeof parsed === 'object' && 'responseCode' in parsed) envelope = parsed as ApiEnvelope<unknown>;
  } catch {
    // not JSON (a proxy's error page): the status decides
  }
  const answer = readOrderAnswer(response.status, envelope);
  if (answer.kind === 'unauthorized') applyUnauthorizedRule(ORDERS_PATH, response.status, parsed);
  return answer;
}
