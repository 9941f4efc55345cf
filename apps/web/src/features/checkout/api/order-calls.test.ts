import { describe, expect, it, vi } from 'vitest';

// the one client sends the order; only its 401 rule (which navigates) is watched instead of run
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  applyUnauthorizedRule: vi.fn(() => true),
}));

const { applyUnauthorizedRule, configureApiClient } = await import('../../../lib/api-client');

const { sendOrder } = await import('./order-calls');

/** The client's transport answers as `answer` says; the UI language is `lang`. */
function sendingWith(answer: () => Promise<Response>, lang = 'en') {
  const fetch = vi.fn(answer);
  configureApiClient({ transport: fetch, getLanguage: () => lang });
  return fetch;
}

describe('sendOrder', () => {
  const body = { products: [{ skuId: 1, price: 10, amount: 1 }], netTotalPrice: 60 };

  it('sends the Idempotency-Key and the language, and reads the answer', async () => {
    const refusal = { responseCode: '400', errorMessage: [{ message: 'Please select payment method.' }, { result: '2' }], result: null };
    const fetch = sendingWith(async () => new Response(JSON.stringify(refusal), { status: 400 }));
    const answer = await sendOrder({ body, idempotencyKey: 'b3b1c5a2-0000-4000-8000-000000000001' });
    expect(answer).toEqual({ kind: 'refused', message: 'Please select payment method.', step: 2 });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/v1/orders');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'b3b1c5a2-0000-4000-8000-000000000001', lang: 'en', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it('hands a 401 to the client’s 401 rule, with the body as sent', async () => {
    const refused = { responseCode: '401', errorMessage: 'Please log in to continue.', result: null };
    sendingWith(async () => new Response(JSON.stringify(refused), { status: 401 }));
    expect(await sendOrder({ body, idempotencyKey: 'k-0000000002' })).toEqual({ kind: 'unauthorized' });
    expect(applyUnauthorizedRule).toHaveBeenCalledWith('/api/v1/orders', 401, refused);
  });

  it('calls a lost connection a failure (the next press sends the same key)', async () => {
    sendingWith(async () => {
      throw new TypeError('Failed to fetch');
    }, 'th');
    expect(await sendOrder({ body, idempotencyKey: 'k-0000000001' })).toEqual({ kind: 'failed' });
  });

  it('calls an answer that is not the envelope a failure', async () => {
    sendingWith(async () => new Response('<html>Bad gateway</html>', { status: 502 }), 'th');
    expect(await sendOrder({ body, idempotencyKey: 'k-0000000001' })).toEqual({ kind: 'failed' });
  });
});
