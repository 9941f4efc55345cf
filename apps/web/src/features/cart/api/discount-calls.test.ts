import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
const pending = new Map<string, () => void>();

vi.mock('../../../lib/api-client', () => {
  const answer = (path: string) =>
    new Promise((resolve) => {
      calls.push(path);
      pending.set(path, () => resolve({ data: { receiveCoin: 1, discountPrice: 10, currentPrice: 90 } }));
    });
  return { api: { get: vi.fn(answer), post: vi.fn(answer) } };
});

const { applyPromoCode, claimCartPageClearing, claimStepTwoClearing, clearCheckoutDiscounts, DISCOUNT_PATHS } = await import('./discount-calls');

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
    expect(calls).toEqual([DISCOUNT_PATHS.cancelPromoCode]);
    pending.get(DISCOUNT_PATHS.cancelPromoCode)!();
    await flush();
    expect(calls).toEqual([DISCOUNT_PATHS.cancelPromoCode, DISCOUNT_PATHS.cancelCoinDiscount]);
    pending.get(DISCOUNT_PATHS.cancelCoinDiscount)!();
    await cleared;
    await flush();
    expect(calls.at(-1)).toBe(DISCOUNT_PATHS.applyPromoCode);
    pending.get(DISCOUNT_PATHS.applyPromoCode)!();
    await expect(applied).resolves.toMatchObject({ discountPrice: 10 });
  });

  it('clear on the cart page once per page load, and on step 2 when something may be held', async () => {
    expect(claimCartPageClearing()).toBe(true);
    expect(claimCartPageClearing()).toBe(false);
    const cleared = clearCheckoutDiscounts();
    for (const path of [DISCOUNT_PATHS.cancelPromoCode, DISCOUNT_PATHS.cancelCoinDiscount]) {
      await flush();
      pending.get(path)!();
    }
    await cleared;
    // the cart page cleared this load and nothing was applied since
    expect(claimStepTwoClearing()).toBe(false);
    const applied = applyPromoCode({ promoCode: 'PAWSOOK10', totalPrice: 580, listSku: [] });
    await flush();
    pending.get(DISCOUNT_PATHS.applyPromoCode)!();
    await applied;
    expect(claimStepTwoClearing()).toBe(true);
    expect(claimStepTwoClearing()).toBe(false);
  });
});
