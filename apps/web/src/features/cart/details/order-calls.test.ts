import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
const pending = new Map<string, () => void>();

vi.mock('../../../lib/api-client', () => {
  const answer = (path: string) =>
    new Promise((resolve) => {
      calls.push(path);
      pending.set(path, () => resolve({ data: { receiveCoin: 1, discountPrice: 10, currentPrice: 90 } }));
    });
  return { HTTP_TIMEOUT_MS: 200_000, api: { get: vi.fn(answer), post: vi.fn(answer) }, applyUnauthorizedRule: vi.fn(() => true) };
});

const { applyUnauthorizedRule } = await import('../../../lib/api-client');

const { applyPromoCode, claimCartPageClearing, claimStepTwoClearing, clearCheckoutDiscounts, ORDER_PATHS, sendOrder } = await import('./order-calls');

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  calls.length = 0;
  pending.clear();
});

describe('discount calls', () => {
  it('go out one after another: a code applied after a clearing reaches the server after it', async () => {
    const cleared = clearCheckoutDiscounts();
    const applied = applyPromoCode({ promoCode: 'PAWSOOK10', totalPrice: 580, listSku: [] });
    await flush();
    expect(calls).toEqual([ORDER_PATHS.cancelPromoCode]);
    pending.get(ORDER_PATHS.cancelPromoCode)!();
    await flush();
    expect(calls).toEqual([ORDER_PATHS.cancelPromoCode, ORDER_PATHS.cancelCoinDiscount]);
    pending.get(ORDER_PATHS.cancelCoinDiscount)!();
    await cleared;
    await flush();
    expect(calls.at(-1)).toBe(ORDER_PATHS.applyPromoCode);
    pending.get(ORDER_PATHS.applyPromoCode)!();
    await expect(applied).resolves.toMatchObject({ discountPrice: 10 });
  });

  it('clear on the cart page once per page load, and on step 2 when something may be held', async () => {
    expect(claimCartPageClearing()).toBe(true);
    expect(claimCartPageClearing()).toBe(false);
    const cleared = clearCheckoutDiscounts();
    for (const path of [ORDER_PATHS.cancelPromoCode, ORDER_PATHS.cancelCoinDiscount]) {
      await flush();
      pending.get(path)!();
    }
    await cleared;
    // the cart page cleared this load and nothing was applied since
    expect(claimStepTwoClearing()).toBe(false);
    const applied = applyPromoCode({ promoCode: 'PAWSOOK10', totalPrice: 580, listSku: [] });
    await flush();
    pending.get(ORDER_PATHS.applyPromoCode)!();
    await applied;
    expect(claimStepTwoClearing()).toBe(true);
    expect(claimStepTwoClearing()).toBe(false);
  });
});

describe('sendOrder', () => {
  const body = { products: [{ skuId: 1, price: 10, amount: 1 }], netTotalPrice: 60 };

  it('sends the Idempotency-Key and the language, and reads the answer', async () => {
    const refusal = { responseCode: '400', errorMessage: [{ message: 'Please select payment method.' }, { result: '2' }], result: null };
    const fetch = vi.fn(async () => new Response(JSON.stringify(refusal), { status: 400 }));
    const answer = await sendOrder({ body, idempotencyKey: 'b3b1c5a2-0000-4000-8000-000000000001', lang: 'en', fetch });
    expect(answer).toEqual({ kind: 'refused', message: 'Please select payment method.', step: 2 });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/v1/orders');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'b3b1c5a2-0000-4000-8000-000000000001', lang: 'en', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it('hands a 401 to the client’s 401 rule, with the body as sent', async () => {
    const refused = { responseCode: '401', errorMessage: 'Please log in to continue.', result: null };
    const fetch = vi.fn(async () => new Response(JSON.stringify(refused), { status: 401 }));
    expect(await sendOrder({ body, idempotencyKey: 'k-0000000002', lang: 'en', fetch })).toEqual({ kind: 'unauthorized' });
    expect(applyUnauthorizedRule).toHaveBeenCalledWith('/api/v1/orders', 401, refused);
  });

  it('calls a lost connection a failure (the next press sends the same key)', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendOrder({ body, idempotencyKey: 'k-0000000001', lang: 'th', fetch })).toEqual({ kind: 'failed' });
  });

  it('calls an answer that is not the envelope a failure', async () => {
    const fetch = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await sendOrder({ body, idempotencyKey: 'k-0000000001', lang: 'th', fetch })).toEqual({ kind: 'failed' });
  });
});
