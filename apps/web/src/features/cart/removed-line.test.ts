import { describe, expect, it } from 'vitest';
import type { CartAnswer, CartLine } from '@pawsook/shared/schemas/cart';
import { amountInCart, putBackOutcome, removedLine } from './removed-line';

function line(skuId: number, orderProductTypeId: 1 | 2 | 4, amount: number): CartLine {
  return {
    totalAmount: amount,
    totalPrice: 0,
    product: {
      skuId,
      productId: 1,
      productNameTh: 'ไทย',
      productNameEn: 'English',
      mainImage: '',
      price: 0,
      minSellPrice: 0,
      totalProduct: 9,
      displayStatus: 'active',
      orderProductTypeId,
      orderProductTypeDisplay: 'normal',
      isProductVariant: true,
      productChoice: null,
    },
  };
}

const group = (products: CartLine[]) => ({
  totalAmount: 0,
  totalPrice: 0,
  products,
  totalShippingPrice: 0,
  totalDiscountPromotion: 0,
  grandTotalPrice: 0,
  receiveCoin: 0,
});

const cart = {
  generalProduct: group([line(7, 1, 3), line(7, 4, 1)]),
  donationProduct: [{ ...group([line(7, 2, 2)]), donationId: 5 }],
} as unknown as CartAnswer['cart'];

describe('undoing a deleted line', () => {
  it('remembers the SKU (the chosen option), type, place and quantity', () => {
    expect(removedLine(line(7, 2, 2), 5)).toEqual({ skuId: 7, orderProductTypeId: 2, donationId: 5, amount: 2 });
  });

  it('finds the same line by SKU, type and place only', () => {
    expect(amountInCart(cart, { skuId: 7, orderProductTypeId: 1, donationId: null, amount: 1 })).toBe(3);
    expect(amountInCart(cart, { skuId: 7, orderProductTypeId: 4, donationId: null, amount: 1 })).toBe(1);
    expect(amountInCart(cart, { skuId: 7, orderProductTypeId: 2, donationId: 5, amount: 1 })).toBe(2);
    expect(amountInCart(cart, { skuId: 7, orderProductTypeId: 2, donationId: 6, amount: 1 })).toBe(0);
    expect(amountInCart(undefined, { skuId: 7, orderProductTypeId: 1, donationId: null, amount: 1 })).toBe(0);
  });

  it('says whether all, some or none came back', () => {
    const removed = { skuId: 7, orderProductTypeId: 1, donationId: null, amount: 3 };
    expect(putBackOutcome(removed, 0, 3)).toEqual({ kind: 'all' });
    // the shopper added one meanwhile: the undo still put back all three
    expect(putBackOutcome(removed, 1, 4)).toEqual({ kind: 'all' });
    expect(putBackOutcome(removed, 0, 2)).toEqual({ kind: 'some', amount: 2 });
    expect(putBackOutcome(removed, 0, 0)).toEqual({ kind: 'none' });
    expect(putBackOutcome(removed, 2, 2)).toEqual({ kind: 'none' });
  });
});
