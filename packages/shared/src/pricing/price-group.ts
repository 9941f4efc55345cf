/**
 * One pricing function for a group of cart lines (the general products, or one donation place).
 * The cart, the checkout and order creation all call it, so the numbers on screen, in the cart
 * answer and in the order can never differ. Money in satang; coins whole.
 */
export type OrderProductTypeId = 1 | 2 | 3 | 4;

export const ORDER_PRODUCT_TYPE = { normal: 1, donated: 2, complimentary: 3, free: 4 } as const;

export interface PricedLine {
  orderProductTypeId: OrderProductTypeId;
  /** what one unit sells for now; complimentary and free lines are not charged whatever it is */
  unitPriceSatang: number;
  amount: number;
  /** coins earned per 100 baht paid for this product */
  coinsPer100Baht: number;
}

export interface ShippingRule {
  /** flat fee for an order of general products */
  flatFeeSatang: number;
  /** orders of general products from this total ship free; null: never free */
  freeFromSatang: number | null;
  /** donation orders go to the shelter free of charge */
  donationsShipFree: boolean;
}

export interface GroupTotals {
  /** units in the group */
  totalAmount: number;
  /** what the charged lines cost before discounts */
  totalPriceSatang: number;
  totalShippingSatang: number;
  totalDiscountPromotionSatang: number;
  grandTotalSatang: number;
  receiveCoin: number;
  /** each line's total, in the order given */
  lineTotalsSatang: number[];
}

const isCharged = (line: PricedLine) => line.orderProductTypeId === ORDER_PRODUCT_TYPE.normal || line.orderProductTypeId === ORDER_PRODUCT_TYPE.donated;

export function lineTotalSatang(line: PricedLine): number {
  return isCharged(line) ? line.unitPriceSatang * line.amount : 0;
}

/** Coins for a line: coinsPer100Baht for every full 100 baht paid, rounded down. */
export function lineCoins(line: PricedLine): number {
  return isCharged(line) ? Math.floor((lineTotalSatang(line) * line.coinsPer100Baht) / 10_000) : 0;
}

export function priceGroup(lines: PricedLine[], kind: 'general' | 'donation', shipping: ShippingRule, promotionDiscountSatang = 0): GroupTotals {
  const lineTotalsSatang = lines.map(lineTotalSatang);
  const totalPriceSatang = lineTotalsSatang.reduce((sum, t) => sum + t, 0);
  const totalAmount = lines.reduce((sum, l) => sum + l.amount, 0);
  const discount = Math.min(Math.max(0, promotionDiscountSatang), totalPriceSatang);
  const payable = totalPriceSatang - discount;
  const shipsFree =
    lines.length === 0 ||
    (kind === 'donation' && shipping.donationsShipFree) ||
    (shipping.freeFromSatang !== null && payable >= shipping.freeFromSatang) ||
    !lines.some(isCharged);
  const totalShippingSatang = shipsFree ? 0 : shipping.flatFeeSatang;
  return {
    totalAmount,
    totalPriceSatang,
    totalShippingSatang,
    totalDiscountPromotionSatang: discount,
    grandTotalSatang: payable + totalShippingSatang,
    receiveCoin: lines.reduce((sum, l) => sum + lineCoins(l), 0),
    lineTotalsSatang,
  };
}
