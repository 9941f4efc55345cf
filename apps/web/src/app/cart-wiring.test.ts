import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const setCartMerge = vi.hoisted(() => vi.fn());
const setGuestCartKeeper = vi.hoisted(() => vi.fn());
vi.mock('../features/members/after-sign-in', () => ({ setCartMerge }));
vi.mock('../features/products/api/add-to-cart', () => ({ setGuestCartKeeper }));

const { wireCart } = await import('./cart-wiring');

describe('the cart plugged into add-to-cart and sign-in', () => {
  afterEach(() => vi.clearAllMocks());

  it('gives add-to-cart the guest cart and the sign-in the cart merge, and takes them back', () => {
    const unwire = wireCart(new QueryClient());
    expect(setGuestCartKeeper).toHaveBeenCalledWith(expect.any(Function));
    expect(setCartMerge).toHaveBeenCalledWith(expect.any(Function));
    unwire();
    expect(setGuestCartKeeper).toHaveBeenLastCalledWith(null);
    expect(setCartMerge).toHaveBeenLastCalledWith(null);
  });
});
