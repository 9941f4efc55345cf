import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';

const session = vi.hoisted(() => ({ memberId: null as string | null, token: null as string | null }));
const post = vi.hoisted(() => vi.fn());
const requestSignIn = vi.hoisted(() => vi.fn());

vi.mock('../../../lib/session-storage', () => ({ getMemberId: () => session.memberId, getAccessToken: () => session.token }));
vi.mock('../../../lib/api-client', () => ({ api: { post } }));
vi.mock('../../../lib/auth-events', () => ({ requestSignIn }));

const { addToCart, setGuestCartKeeper } = await import('./add-to-cart');

const normal = { skuId: 930000001, amount: 2, orderProductTypeId: 1 as const, donationId: null };
const context = { stock: 5, returnTo: '/th/product/920000001' };

describe('addToCart', () => {
  beforeEach(() => {
    session.memberId = '1';
    session.token = 'token';
    post.mockReset().mockResolvedValue({ data: null });
    requestSignIn.mockReset();
  });

  it('asks a guest to sign in, coming back to the product, without calling the cart', async () => {
    session.token = null;
    expect(await addToCart(normal, context)).toBe('sign-in-requested');
    expect(requestSignIn).toHaveBeenCalledWith({ returnTo: '/th/product/920000001' });
    expect(post).not.toHaveBeenCalled();
  });

  describe('a guest', () => {
    const guestLine = {
      productId: 920000001,
      productNameTh: 'รอยัล คานิน',
      productNameEn: 'Royal Canin',
      mainImage: 'rc.svg',
      price: 395,
      choiceNameTh: '800 กรัม',
      choiceNameEn: '800 g',
    };
    const keeper = vi.fn();
    beforeEach(() => {
      session.token = null;
      keeper.mockReset().mockReturnValue('kept');
      setGuestCartKeeper(keeper);
    });
    afterEach(() => setGuestCartKeeper(null));

    it('keeps the line in the guest cart and asks to sign in (the login modal)', async () => {
      expect(await addToCart(normal, { ...context, guestLine })).toBe('kept-for-guest');
      expect(keeper).toHaveBeenCalledWith({ ...normal, ...guestLine, totalProduct: 5 });
      expect(requestSignIn).toHaveBeenCalledWith({ returnTo: '/th/product/920000001' });
      expect(post).not.toHaveBeenCalled();
    });

    it('says "exceeds the total number of products" when, with what is kept already, it would pass the stock', async () => {
      keeper.mockReturnValue('exceeds-stock');
      expect(await addToCart(normal, { ...context, guestLine })).toBe('exceeds-stock');
      expect(await addToCart({ ...normal, amount: 6 }, { ...context, guestLine })).toBe('exceeds-stock');
      expect(requestSignIn).not.toHaveBeenCalled();
    });

    it('still asks to sign in when the line cannot be kept (storage blocked, nothing plugged in)', async () => {
      keeper.mockReturnValue('not-kept');
      expect(await addToCart(normal, { ...context, guestLine })).toBe('sign-in-requested');
      setGuestCartKeeper(null);
      expect(await addToCart(normal, { ...context, guestLine })).toBe('sign-in-requested');
      expect(requestSignIn).toHaveBeenCalledTimes(2);
    });

    it('needs the donation place before keeping a donated line', async () => {
      expect(await addToCart({ ...normal, orderProductTypeId: 2, donationId: null }, { ...context, guestLine })).toBe('needs-donation-place');
      expect(keeper).not.toHaveBeenCalled();
    });
  });

  it('posts the cart line of the spec for a member', async () => {
    expect(await addToCart(normal, context)).toBe('added');
    expect(post).toHaveBeenCalledWith('/api/v1/carts', { skuId: 930000001, amount: 2, orderProductTypeId: 1, donationId: null });
  });

  it('sends the donation place with a donated product, and refuses one without', async () => {
    expect(await addToCart({ ...normal, orderProductTypeId: 2, donationId: 940000001 }, context)).toBe('added');
    expect(post).toHaveBeenLastCalledWith('/api/v1/carts', expect.objectContaining({ orderProductTypeId: 2, donationId: 940000001 }));
    post.mockClear();
    expect(await addToCart({ ...normal, orderProductTypeId: 2, donationId: null }, context)).toBe('needs-donation-place');
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses an amount over the stock before calling', async () => {
    expect(await addToCart({ ...normal, amount: 6 }, context)).toBe('exceeds-stock');
    expect(post).not.toHaveBeenCalled();
  });

  it("turns the server's 400 into the over-stock message and anything else into the generic refusal", async () => {
    post.mockRejectedValueOnce(new ApiError({ kind: 'bad-request', code: '400', message: 'x' }));
    expect(await addToCart(normal, context)).toBe('exceeds-stock');
    post.mockRejectedValueOnce(new ApiError({ kind: 'not-found', code: '404', message: 'Not Found' }));
    expect(await addToCart(normal, context)).toBe('refused');
    post.mockRejectedValueOnce(new ApiError({ kind: 'server', code: '500', message: 'x' }));
    expect(await addToCart(normal, context)).toBe('refused');
    post.mockRejectedValueOnce(new TypeError('boom'));
    expect(await addToCart(normal, context)).toBe('refused');
  });
});
