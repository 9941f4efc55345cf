import type { Db } from '../apps/api/src/db/database';
import { orders } from '../apps/api/src/modules/orders/orders.tables';

/** The shipping address every bench shopper keeps in its address book. */
export const BANGKOK = {
  name: 'Bench',
  surname: 'Buyer',
  phone: '0891234567',
  address: '99/1 Sukhumvit',
  provinceId: 1,
  districtId: 1004,
  subDistrictId: 100402,
  postelCode: '10500',
};

/** The same address as an order made in the database keeps it, with its names. */
const benchAddress = {
  ...BANGKOK,
  provinceTh: 'กรุงเทพมหานคร',
  provinceEn: 'Bangkok',
  districtTh: 'บางรัก',
  districtEn: 'Bang Rak',
  subDistrictTh: 'สีลม',
  subDistrictEn: 'Si Lom',
};

/** What the cart's group says one unit of a SKU costs, in baht as the API answers. */
export interface OneUnitTotals {
  price: number;
  grand: number;
  shipping: number;
  promotion: number;
  receiveCoin: number;
}

/** The cart's general group as the API answers it. */
export interface CartGroup {
  grandTotalPrice: number;
  totalShippingPrice: number;
  totalDiscountPromotion: number;
  receiveCoin: number;
  products: { product: { skuId: number; price: number } }[];
}

/** The totals of one unit of `skuId` in `group`. */
export function oneUnitTotals(group: CartGroup, skuId: number): OneUnitTotals {
  const line = group.products.find((p) => p.product.skuId === skuId);
  return {
    price: line?.product.price ?? 0,
    grand: group.grandTotalPrice,
    shipping: group.totalShippingPrice,
    promotion: group.totalDiscountPromotion,
    receiveCoin: group.receiveCoin,
  };
}

/** The order of one unit of `skuId` at `t`'s prices with `coinsOff` coins off, paid by Thai QR (channel 4). */
export function oneUnitOrder(skuId: number, t: OneUnitTotals, coinsOff: number, addressId: number | string) {
  return {
    products: [{ skuId, price: t.price, amount: 1 }],
    productAmount: 1,
    productPrice: t.price,
    netTotalPrice: Math.round((t.grand - coinsOff) * 100) / 100,
    promoCode: null,
    coinUsed: coinsOff,
    shippingAddressId: addressId,
    receiptAddressSame: false,
    receiptAddressId: null,
    // Thai QR: paid by the bank's signed notification
    paymentChannelId: 4,
    receiptNeed: false,
    isDonation: false,
    donationId: null,
    shippingPrice: t.shipping,
    discountPromotion: t.promotion,
    receiveCoin: t.receiveCoin,
    discountPromoCode: 0,
    discountCoin: coinsOff,
  };
}

/**
 * The order body of one unit of `skuId` with `coinsOff` coins off, at the shop's own prices: a
 * probe member puts the SKU in its cart once, reads the group's totals and takes it out again.
 */
export async function orderBodyFor(base: string, probeToken: string, skuId: number, coinsOff: number): Promise<(addressId: number | string) => string> {
  const probe = { authorization: `Bearer ${probeToken}`, 'content-type': 'application/json' };
  const added = await fetch(`${base}/api/v1/carts`, { method: 'POST', headers: probe, body: JSON.stringify({ skuId, amount: 1, orderProductTypeId: 1 }) });
  if (!added.ok) throw new Error(`the probe could not add SKU ${skuId}: ${added.status} ${await added.text()}`);
  const group = ((await added.json()) as { result: { cart: { generalProduct: CartGroup } } }).result.cart.generalProduct;
  const t = oneUnitTotals(group, skuId);
  await fetch(`${base}/api/v1/carts/${skuId}`, { method: 'DELETE', headers: probe, body: JSON.stringify({ orderProductTypeId: 1 }) });
  return (addressId) => JSON.stringify(oneUnitOrder(skuId, t, coinsOff, addressId));
}

type OrderRow = typeof orders.$inferInsert;

/**
 * `count` orders `PSBENCH0000000`, `PSBENCH0000001`, … of the members in turn, 100 to 598 baht, paid
 * by channel 4, in batches of a thousand; `more` gives each order what a bench needs besides.
 */
export async function insertBenchOrders(
  db: Db,
  count: number,
  memberIds: number[],
  more: (i: number, order: { orderNo: string; netTotalSatang: number }) => Partial<OrderRow> & Pick<OrderRow, 'expiresAt'>,
): Promise<void> {
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, k): OrderRow => {
      const i = start + k;
      const orderNo = `PSBENCH${String(i).padStart(7, '0')}`;
      const netTotalSatang = 10_000 + (i % 500) * 100;
      return {
        orderNo,
        memberId: memberIds[i % memberIds.length]!,
        paymentChannelId: 4,
        productTotalSatang: netTotalSatang,
        netTotalSatang,
        shippingAddress: benchAddress,
        ...more(i, { orderNo, netTotalSatang }),
      };
    });
    await db.insert(orders).values(batch);
  }
}
