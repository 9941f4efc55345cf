import { describe, expect, it } from 'vitest';
import type { CartLine, DonationGroup } from '@pawsook/shared/schemas/cart';
import {
  buyState,
  cartCount,
  cartTotalSatang,
  lineControls,
  lineKey,
  lineState,
  parseGroupChoice,
  resolveChoice,
  stepQuantity,
  type CartGroups,
} from './cart-rules';

function line(overrides: Partial<CartLine['product']> = {}, amount = 1): CartLine {
  return {
    totalAmount: amount,
    totalPrice: 100 * amount,
    product: {
      skuId: 1,
      productId: 10,
      productNameTh: 'ไทย',
      productNameEn: 'English',
      mainImage: 'x.svg',
      price: 100,
      minSellPrice: 90,
      totalProduct: 5,
      displayStatus: 'active',
      orderProductTypeId: 1,
      orderProductTypeDisplay: 'normal',
      isProductVariant: false,
      productChoice: null,
      ...overrides,
    },
  };
}

const totals = { totalShippingPrice: 0, totalDiscountPromotion: 0, receiveCoin: 0 };

function general(products: CartLine[]): CartGroups['generalProduct'] {
  const amount = products.reduce((s, l) => s + l.totalAmount, 0);
  return { ...totals, totalAmount: amount, totalPrice: amount * 100, grandTotalPrice: amount * 100, products };
}

function donation(donationId: number, products: CartLine[], status: 'active' | 'inactive' = 'active'): DonationGroup {
  return {
    ...general(products),
    donationId,
    status,
    donationPlace: `Place ${donationId}`,
    receiveName: 'R',
    contact: '',
    address: '',
    subDistrictId: 1,
    subDistrict: '',
    districtId: 1,
    district: '',
    provinceId: 1,
    province: '',
    postelCode: '10000',
  };
}

function cart(generalLines: CartLine[], donations: DonationGroup[] = []): CartGroups {
  return { generalProduct: general(generalLines), donationProduct: donations };
}

describe('cart quantity (spec §5)', () => {
  it('blocks − at 1 with "cannot reduce, delete the item"', () => {
    expect(stepQuantity('down', 1, 5)).toEqual({ amount: null, problem: 'cannot-reduce' });
    expect(stepQuantity('down', 3, 5)).toEqual({ amount: 2, problem: null });
  });

  it('blocks + at the stock with "exceeds total stock"', () => {
    expect(stepQuantity('up', 5, 5)).toEqual({ amount: null, problem: 'cannot-increase' });
    expect(stepQuantity('up', 4, 5)).toEqual({ amount: 5, problem: null });
    expect(stepQuantity('up', 1, 0)).toEqual({ amount: null, problem: 'cannot-increase' });
  });

  it('brings a quantity above a fallen stock straight down to the stock', () => {
    expect(stepQuantity('down', 8, 3)).toEqual({ amount: 3, problem: null });
    expect(stepQuantity('up', 8, 3)).toEqual({ amount: null, problem: 'cannot-increase' });
  });
});

describe('cart line states (spec §4)', () => {
  it('is active only when displayed and in stock; hidden comes before sold out', () => {
    expect(lineState(line())).toBe('active');
    expect(lineState(line({ totalProduct: 0 }))).toBe('out-of-stock');
    expect(lineState(line({ displayStatus: 'inactive', totalProduct: 0 }))).toBe('not-displayed');
  });

  it('gives normal and donated lines both controls, disabled when the line cannot be bought', () => {
    expect(lineControls(line())).toEqual({ stepper: true, stepperActive: true, deletable: true });
    expect(lineControls(line({ orderProductTypeId: 2 }))).toEqual({ stepper: true, stepperActive: true, deletable: true });
    expect(lineControls(line({ totalProduct: 0 }))).toEqual({ stepper: true, stepperActive: false, deletable: true });
    expect(lineControls(line({ displayStatus: 'inactive' }))).toEqual({ stepper: true, stepperActive: false, deletable: true });
  });

  it('fixes complimentary lines; free lines have an inactive stepper and can be returned (decision 0044)', () => {
    expect(lineControls(line({ orderProductTypeId: 3 }))).toEqual({ stepper: false, stepperActive: false, deletable: false });
    expect(lineControls(line({ orderProductTypeId: 4 }))).toEqual({ stepper: true, stepperActive: false, deletable: true });
    expect(lineControls(line({ orderProductTypeId: 4 }), true)).toEqual({ stepper: false, stepperActive: false, deletable: false });
  });

  it('has no controls in the read-only variant', () => {
    expect(lineControls(line(), true)).toEqual({ stepper: false, stepperActive: false, deletable: false });
  });

  it('keys the same SKU apart by type and donation place', () => {
    const keys = new Set([
      lineKey(line(), null),
      lineKey(line({ orderProductTypeId: 4 }), null),
      lineKey(line({ orderProductTypeId: 2 }), 7),
      lineKey(line({ orderProductTypeId: 2 }), 8),
    ]);
    expect(keys.size).toBe(4);
  });
});

describe('the chosen group (spec §4 "Cart refresh modes")', () => {
  const withBoth = cart([line()], [donation(7, [line({ orderProductTypeId: 2 })])]);

  it('reads only the spec radio values', () => {
    expect(parseGroupChoice('generalProduct')).toBe('generalProduct');
    expect(parseGroupChoice('donation-7')).toBe('donation-7');
    for (const bad of ['donation-', 'donation-0', 'donation-x', 'general', 7, null]) expect(parseGroupChoice(bad)).toBeNull();
  });

  it('keeps the remembered group while it can be bought from', () => {
    expect(resolveChoice(withBoth, 'donation-7')).toBe('donation-7');
    expect(resolveChoice(withBoth, 'generalProduct')).toBe('generalProduct');
  });

  it('falls back to the general products when the remembered place is gone or inactive', () => {
    expect(resolveChoice(withBoth, 'donation-9')).toBe('generalProduct');
    expect(resolveChoice(cart([line()], [donation(7, [line()], 'inactive')]), 'donation-7')).toBe('generalProduct');
  });

  it('chooses the only donation place when there are no general products, and nothing when it cannot tell', () => {
    expect(resolveChoice(cart([], [donation(7, [line()])]), 'generalProduct')).toBe('donation-7');
    expect(resolveChoice(cart([], [donation(7, [line()]), donation(8, [line()])]), 'generalProduct')).toBeNull();
    expect(resolveChoice(cart([]), 'generalProduct')).toBeNull();
  });

  it('settles: resolving a resolved choice changes nothing', () => {
    for (const c of [withBoth, cart([], [donation(7, [line()]), donation(8, [line()])]), cart([])]) {
      for (const remembered of ['generalProduct', 'donation-7', 'donation-9', null] as const) {
        const once = resolveChoice(c, remembered);
        expect(resolveChoice(c, once)).toBe(once);
      }
    }
  });
});

describe('the buy button (spec §4)', () => {
  it('is enabled for a chosen group whose lines can all be bought', () => {
    expect(buyState(cart([line(), line({ skuId: 2, orderProductTypeId: 4 })]), 'generalProduct')).toEqual({ canBuy: true, block: null });
  });

  it('is disabled when the cart is empty, or nothing (or an empty group) is chosen: "Please select a product."', () => {
    expect(buyState(cart([]), 'generalProduct').block).toBe('empty-cart');
    const onlyDonation = cart([], [donation(7, [line()])]);
    expect(buyState(onlyDonation, 'generalProduct').block).toBe('select-product');
    expect(buyState(onlyDonation, null).block).toBe('select-product');
    expect(buyState(onlyDonation, 'donation-7').canBuy).toBe(true);
  });

  it('is disabled when a chosen line is out of stock, hidden or above the stock', () => {
    expect(buyState(cart([line(), line({ skuId: 2, totalProduct: 0 })]), 'generalProduct').block).toBe('unavailable-line');
    expect(buyState(cart([line({ displayStatus: 'inactive' })]), 'generalProduct').block).toBe('unavailable-line');
    expect(buyState(cart([line({ totalProduct: 2 }, 3)]), 'generalProduct').block).toBe('unavailable-line');
    // a sold-out line in another group does not block this one
    expect(buyState(cart([line()], [donation(7, [line({ totalProduct: 0 })])]), 'generalProduct').canBuy).toBe(true);
  });

  it('is disabled for a donation group that is missing or inactive', () => {
    const c = cart([line()], [donation(7, [line()], 'inactive')]);
    expect(buyState(c, 'donation-7').block).toBe('donation-inactive');
    expect(buyState(c, 'donation-8').block).toBe('select-product');
  });
});

describe('the header summary', () => {
  it('counts units in every group and adds the groups as the server priced them', () => {
    const c = cart([line({}, 2), line({ skuId: 2, orderProductTypeId: 4 })], [donation(7, [line({ orderProductTypeId: 2 }, 3)])]);
    expect(cartCount(c)).toEqual({ items: 6, lines: 3 });
    // general 3 units × 100 (the fixture's totals), donation 3 × 100
    expect(cartTotalSatang(c)).toBe(60_000);
  });
});
