import { describe, expect, it } from 'vitest';
import type { CartLine, DonationGroup } from '@pawsook/shared/schemas/cart';
import type { GeneralGroup } from '../cart/cart-rules';
import {
  canConfirmCoins,
  chargedLines,
  checkoutTotals,
  coinChoices,
  coinOrderPrice,
  NO_DISCOUNTS,
  placeOrderBody,
  promoCodeBody,
  type CheckoutDiscounts,
  type OrderChoices,
} from './checkout-totals';

function line(skuId: number, price: number, amount: number, orderProductTypeId = 1): CartLine {
  return {
    totalAmount: amount,
    totalPrice: orderProductTypeId <= 2 ? price * amount : 0,
    product: {
      skuId,
      productId: skuId + 1000,
      productNameTh: 'ไทย',
      productNameEn: 'English',
      mainImage: 'x.svg',
      price,
      minSellPrice: price,
      totalProduct: 20,
      displayStatus: 'active',
      orderProductTypeId,
      orderProductTypeDisplay: 'normal',
      isProductVariant: false,
      productChoice: null,
    },
  };
}

/** 2 × ฿290.00 + a gift and a coin reward; ฿50.00 shipping; ฿20.00 promotion; earns 5 coins */
const general: GeneralGroup = {
  totalAmount: 4,
  totalPrice: 580,
  products: [line(193, 290, 2), line(77, 99, 1, 3), line(88, 45, 1, 4)],
  totalShippingPrice: 50,
  totalDiscountPromotion: 20,
  grandTotalPrice: 610,
  receiveCoin: 5,
};

const donation: DonationGroup = {
  totalAmount: 1,
  totalPrice: 699,
  products: [line(237, 699, 1, 2)],
  totalShippingPrice: 0,
  totalDiscountPromotion: 0,
  grandTotalPrice: 699,
  receiveCoin: 6,
  donationId: 940000002,
  status: 'active',
  donationPlace: 'Sukjai Animal Shelter',
  receiveName: 'Khun Somsri',
  contact: '0812345678',
  address: '1 Road',
  subDistrictId: 100101,
  subDistrict: 'A',
  districtId: 1001,
  district: 'B',
  provinceId: 1,
  province: 'C',
  postelCode: '10200',
};

const withCode: CheckoutDiscounts = { promoCode: { code: 'pawsook10', discountPrice: 56 }, coins: null, receiveCoin: 5 };
const withBoth: CheckoutDiscounts = { promoCode: { code: 'CATLOVER', discountPrice: 56.5 }, coins: { coins: 50, discountPrice: 50 }, receiveCoin: 35 };

const choices: OrderChoices = { shippingAddressId: 41, receiptNeed: false, receiptSame: true, receiptAddressId: null, paymentChannelId: 4 };

describe('checkoutTotals', () => {
  it('is the cart’s own figures without a discount, in satang', () => {
    expect(checkoutTotals(general, NO_DISCOUNTS)).toEqual({
      productSatang: 58_000,
      promotionSatang: 2_000,
      shippingSatang: 5_000,
      grandTotalSatang: 61_000,
      codeSatang: 0,
      coinSatang: 0,
      netSatang: 61_000,
      receiveCoin: 5,
    });
  });

  it('takes the code and the coins off the grand total (spec §9: final = grand total + shipping - code - coins)', () => {
    const totals = checkoutTotals(general, withBoth);
    expect(totals).toMatchObject({ codeSatang: 5_650, coinSatang: 5_000, netSatang: 61_000 - 5_650 - 5_000 });
    // a code's bonus coins come with the answer
    expect(totals.receiveCoin).toBe(35);
  });

  it('never goes below nothing to pay', () => {
    expect(
      checkoutTotals(general, { promoCode: { code: 'X', discountPrice: 600 }, coins: { coins: 100, discountPrice: 100 }, receiveCoin: null }).netSatang,
    ).toBe(0);
  });

  it('gives a donation no discount, whatever is remembered (its boxes are hidden)', () => {
    expect(checkoutTotals(donation, withBoth)).toMatchObject({ codeSatang: 0, coinSatang: 0, netSatang: 69_900, receiveCoin: 6 });
  });
});

describe('the lines sent', () => {
  it('lists only what is paid for: gifts and coin rewards are the server’s to add', () => {
    expect(chargedLines(general)).toEqual([{ skuId: 193, price: 290, amount: 2 }]);
    expect(chargedLines(donation)).toEqual([{ skuId: 237, price: 699, amount: 1 }]);
  });

  it('asks about a code with the products’ total and lines, for the server to compare', () => {
    expect(promoCodeBody(general, 'PAWSOOK10')).toEqual({ promoCode: 'PAWSOOK10', totalPrice: 580, listSku: [{ skuId: 193, price: 290, amount: 2 }] });
  });

  it('prices the coin calls after the promotions and the code, before shipping', () => {
    expect(coinOrderPrice(general, NO_DISCOUNTS)).toBe(560);
    expect(coinOrderPrice(general, withBoth)).toBe(503.5);
  });
});

describe('placeOrderBody', () => {
  it('carries every figure the page shows, as the server will charge them', () => {
    expect(placeOrderBody(general, withBoth, choices)).toEqual({
      products: [{ skuId: 193, price: 290, amount: 2 }],
      productAmount: 4,
      productPrice: 580,
      netTotalPrice: 503.5,
      promoCode: 'CATLOVER',
      coinUsed: 50,
      shippingAddressId: 41,
      receiptAddressSame: false,
      receiptAddressId: null,
      paymentChannelId: 4,
      receiptNeed: false,
      isDonation: false,
      donationId: null,
      shippingPrice: 50,
      discountPromotion: 20,
      receiveCoin: 35,
      discountPromoCode: 56.5,
      discountCoin: 50,
    });
  });

  it('sends the invoice address only when one is wanted', () => {
    expect(placeOrderBody(general, withCode, { ...choices, receiptAddressId: 7 })).toMatchObject({
      receiptNeed: false,
      receiptAddressId: null,
      receiptAddressSame: false,
    });
    expect(placeOrderBody(general, withCode, { ...choices, receiptNeed: true, receiptAddressId: 7 })).toMatchObject({
      receiptNeed: true,
      receiptAddressId: 7,
      receiptAddressSame: true,
      promoCode: 'pawsook10',
      netTotalPrice: 554,
    });
  });

  it('sends a donation to its place, without an address of the member’s, a code or coins', () => {
    expect(placeOrderBody(donation, withBoth, { ...choices, receiptNeed: true, receiptAddressId: 9 })).toMatchObject({
      isDonation: true,
      donationId: 940000002,
      shippingAddressId: null,
      receiptAddressSame: false,
      receiptAddressId: 9,
      promoCode: null,
      coinUsed: 0,
      netTotalPrice: 699,
      discountPromoCode: 0,
      discountCoin: 0,
    });
  });
});

describe('the coin modal', () => {
  it('offers the server’s amounts above 0, once each, smallest first, with their value', () => {
    expect(coinChoices({ coinPerBaht: 1, listChangeCoin: [50, 10, 0, 10, -5, 20] })).toEqual([
      { coins: 10, valueSatang: 1_000 },
      { coins: 20, valueSatang: 2_000 },
      { coins: 50, valueSatang: 5_000 },
    ]);
    expect(coinChoices({ coinPerBaht: 4, listChangeCoin: [10] })).toEqual([{ coins: 10, valueSatang: 250 }]);
    expect(coinChoices({ coinPerBaht: 0, listChangeCoin: [10] })).toEqual([]);
  });

  it('confirms only an amount of the list above 0', () => {
    const list = coinChoices({ coinPerBaht: 1, listChangeCoin: [10, 20] });
    expect(canConfirmCoins(null, list)).toBe(false);
    expect(canConfirmCoins(0, list)).toBe(false);
    expect(canConfirmCoins(30, list)).toBe(false);
    expect(canConfirmCoins(20, list)).toBe(true);
    expect(canConfirmCoins(10, [])).toBe(false);
  });
});
