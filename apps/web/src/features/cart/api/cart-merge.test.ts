import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { createCartMerge, mergeLines } from './cart-merge';

const guestLine = {
  skuId: 930000002,
  amount: 2,
  orderProductTypeId: 1,
  donationId: null,
  productId: 920000001,
  productNameTh: 'รอยัล คานิน',
  productNameEn: 'Royal Canin',
  mainImage: 'rc.svg',
  price: 850,
  totalProduct: 12,
  choiceNameTh: null,
  choiceNameEn: null,
};
const answer = { cart: { generalProduct: { products: [] }, donationProduct: [] }, coin: { currentCoin: 100, rewardProducts: [] } };

function setUp() {
  const queryClient = new QueryClient();
  const post = vi.fn().mockResolvedValue({ data: answer });
  const clear = vi.fn();
  const merge = createCartMerge({ queryClient, post: post as never, clear, memberId: () => '42' });
  return { queryClient, post, clear, merge };
}

describe('merging the guest cart after sign-in', () => {
  it('sends only the lines the merge call takes, with the fields it names', async () => {
    const { post, merge } = setUp();
    await merge([guestLine, { ...guestLine, skuId: 930000237, orderProductTypeId: 2, donationId: 940000002, amount: 1 }]);
    expect(post).toHaveBeenCalledWith('/api/v1/carts/merge', {
      lines: [
        { skuId: 930000002, amount: 2, orderProductTypeId: 1, donationId: null },
        { skuId: 930000237, amount: 1, orderProductTypeId: 2, donationId: 940000002 },
      ],
    });
  });

  it("empties the browser cart and shows the member's merged cart at once", async () => {
    const { queryClient, clear, merge } = setUp();
    await merge([guestLine]);
    expect(clear).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData(['member', '42', 'cart'])).toEqual(answer);
  });

  it('keeps the guest cart and rejects when the shop refuses, so the sign-in goes to /?q=cart-fail', async () => {
    const { post, clear, merge } = setUp();
    post.mockRejectedValueOnce(new ApiError({ kind: 'server', code: '500', message: 'x' }));
    await expect(merge([guestLine])).rejects.toThrow();
    expect(clear).not.toHaveBeenCalled();
  });

  it('leaves out malformed lines (a donation without its place, amounts below 1) and sends nothing when none is left', async () => {
    expect(mergeLines([{ sku: 'A' }, { ...guestLine, amount: 0 }, { ...guestLine, orderProductTypeId: 2, donationId: null }, guestLine])).toHaveLength(1);
    const { post, clear, merge } = setUp();
    await merge([{ sku: 'A' }]);
    expect(post).not.toHaveBeenCalled();
    expect(clear).toHaveBeenCalledOnce();
  });

  it('sends at most the 100 lines the call accepts', () => {
    expect(mergeLines(Array.from({ length: 120 }, (_, i) => ({ ...guestLine, skuId: i + 1 })))).toHaveLength(100);
  });
});
