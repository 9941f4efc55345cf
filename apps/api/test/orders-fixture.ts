import { expect } from 'vitest';
import { signedInMember } from './members-fixture';
import { transferAccount } from '../src/modules/payments/payments.tables';
import type { TestServer } from './test-server';

export type Member = Awaited<ReturnType<typeof signedInMember>>;
export type Shopper = Member & { shippingAddressId: number };

/** Thai QR: a channel every test shop has. */
export const QR = 4;
export const BANGKOK_ADDRESS = {
  name: 'Malee',
  surname: 'Srisuk',
  address: '99/1 Sukhumvit',
  province: 1,
  district: 1004,
  subDistrict: 100402,
  postelCode: '10500',
  phone: '0891234567',
};

/**
 * Members with a cart and an order address, and order bodies as the browser sends them: what the
 * order tests share. `staff` is the staff call's header, for members who need coins; `serverOf`
 * names the server once it has started.
 */
export function ordersFixture(serverOf: () => TestServer, staff: Record<string, string> = {}) {
  async function shopper(lines: { skuId: number; amount: number; orderProductTypeId?: 1 | 2; donationId?: number }[], coins = 0): Promise<Shopper> {
    const server = serverOf();
    const m = await signedInMember(server);
    for (const line of lines) expect((await server.request('/api/v1/carts', { method: 'POST', headers: m.auth, json: line })).status).toBe(200);
    const address = await server.request('/api/v1/order-shipping-address', {
      method: 'POST',
      headers: m.auth,
      json: { ...BANGKOK_ADDRESS, isAddToAccount: false, isDefault: true },
    });
    expect(address.status, address.text).toBe(200);
    if (coins > 0) {
      await server.request('/api/v1/staff/coin-adjustments', {
        method: 'POST',
        headers: staff,
        json: { memberId: m.id, coin: coins, reference: `orders-test-${m.id}` },
      });
    }
    return { ...m, shippingAddressId: address.body.result as number };
  }

  /**
   * The order body of the member's general group as the browser would send it, at the cart's own
   * prices. A code or coins in `extra` are chosen first, as step 2 does (the server prices an order
   * only from what step 2 kept); a refusal there is left for the order to meet.
   */
  async function orderBody(m: Shopper, extra: Record<string, unknown> = {}, discounts = { code: 0, coin: 0 }) {
    const server = serverOf();
    const cart = (await server.request('/api/v1/carts', { headers: m.auth })).body.result.cart;
    const group = cart.generalProduct;
    if (typeof extra.promoCode === 'string') {
      await server.request('/api/v1/promo-code/apply-promo-code', { method: 'POST', headers: m.auth, json: { promoCode: extra.promoCode } });
    }
    if (typeof extra.coinUsed === 'number' && extra.coinUsed > 0) {
      const price = Math.round((group.grandTotalPrice - discounts.code) * 100) / 100;
      await server.request('/api/v1/coin-history/use-coin-discount', { method: 'POST', headers: m.auth, json: { coin: extra.coinUsed, price } });
    }
    const products = group.products
      .filter((p: { product: { orderProductTypeId: number } }) => p.product.orderProductTypeId === 1)
      .map((p: { product: { skuId: number; price: number }; totalAmount: number }) => ({
        skuId: p.product.skuId,
        price: p.product.price,
        amount: p.totalAmount,
      }));
    return {
      products,
      productAmount: group.totalAmount,
      productPrice: group.totalPrice,
      netTotalPrice: Math.round((group.grandTotalPrice - discounts.code - discounts.coin) * 100) / 100,
      promoCode: null,
      coinUsed: 0,
      shippingAddressId: m.shippingAddressId,
      receiptAddressSame: false,
      receiptAddressId: null,
      paymentChannelId: QR,
      receiptNeed: false,
      isDonation: false,
      donationId: null,
      shippingPrice: group.totalShippingPrice,
      discountPromotion: group.totalDiscountPromotion,
      receiveCoin: group.receiveCoin,
      discountPromoCode: discounts.code,
      discountCoin: discounts.coin,
      ...extra,
    };
  }

  async function place(m: Member, body: object, headers: Record<string, string> = {}, lang: 'th' | 'en' = 'en') {
    return serverOf().request('/api/v1/orders', { method: 'POST', headers: { ...m.auth, ...headers }, json: body, lang });
  }

  return { shopper, orderBody, place };
}

/** The bank-transfer channel: offered only once the shop's transfer account is set (`withTransferAccount`). */
export const TRANSFER = 5;
export const TEST_TRANSFER_ACCOUNT = { bankCode: 'SCB', accountName: 'Pawsook Co., Ltd.', accountNumber: '1112223334', promptPayId: '0994000617721' } as const;

/** Sets the shop's transfer account as staff would, and waits until the channels follow. */
export async function withTransferAccount(server: TestServer): Promise<void> {
  await server.app.database.db.insert(transferAccount).values(TEST_TRANSFER_ACCOUNT).onConflictDoNothing();
  await server.app.payments.settle();
}
