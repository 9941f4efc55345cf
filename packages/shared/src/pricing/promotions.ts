/**
 * Automatic promotions of the general products (docs/domain.md "Promotions"): gifts with purchase
 * and order discounts. Pure, like priceGroup: the cart, the checkout and order creation ask the
 * same question of the same lines and get the same gifts and discount.
 */
import { ORDER_PRODUCT_TYPE, type OrderProductTypeId } from './price-group';

export interface Promotion {
  id: number;
  kind: 'gift' | 'discount';
  /** the charged normal lines must come to at least this much */
  minSpendSatang: number;
  /** and, when set, hold at least `conditionAmount` of this SKU */
  conditionSkuId: number | null;
  conditionAmount: number;
  /** gift: what is given, and how many */
  giftSkuId: number | null;
  giftAmount: number;
  /** discount: a fixed amount, or a percentage of the charged lines (rounded down to the satang) */
  discountSatang: number | null;
  discountPercent: number | null;
  /** epoch ms; runs while startsAt <= now < endsAt */
  startsAt: number;
  endsAt: number | null;
}

export interface PromotionLine {
  skuId: number;
  orderProductTypeId: OrderProductTypeId;
  amount: number;
  unitPriceSatang: number;
  /** active and in stock for its quantity: only such lines count towards a condition */
  buyable: boolean;
}

export interface GiftLine {
  skuId: number;
  amount: number;
  /** the promotions that give it (two may give the same SKU) */
  promotionIds: number[];
}

export interface AppliedPromotions {
  gifts: GiftLine[];
  discountSatang: number;
  /** the promotion the discount comes from; null without one */
  discountPromotionId: number | null;
}

export function isRunning(promotion: Promotion, now: number): boolean {
  return promotion.startsAt <= now && (promotion.endsAt === null || now < promotion.endsAt);
}

function conditionHolds(promotion: Promotion, spentSatang: number, amountOf: (skuId: number) => number): boolean {
  if (spentSatang < promotion.minSpendSatang) return false;
  return promotion.conditionSkuId === null || amountOf(promotion.conditionSkuId) >= promotion.conditionAmount;
}

export function discountOf(promotion: Promotion, spentSatang: number): number {
  const off = promotion.discountSatang ?? Math.floor((spentSatang * (promotion.discountPercent ?? 0)) / 100);
  return Math.min(off, spentSatang);
}

/**
 * The gifts and the one best discount the general products earn now. Only normal lines that can be
 * bought count; a gift is given only while its SKU can supply it (`canGive`), so a sold-out gift
 * quietly stops instead of blocking the order.
 */
export function applyPromotions(
  lines: readonly PromotionLine[],
  promotions: readonly Promotion[],
  now: number,
  canGive: (skuId: number, amount: number) => boolean,
): AppliedPromotions {
  const counted = lines.filter((l) => l.orderProductTypeId === ORDER_PRODUCT_TYPE.normal && l.buyable);
  const spentSatang = counted.reduce((sum, l) => sum + l.unitPriceSatang * l.amount, 0);
  const amountOf = (skuId: number) => counted.filter((l) => l.skuId === skuId).reduce((sum, l) => sum + l.amount, 0);
  const earned = promotions.filter((p) => isRunning(p, now) && conditionHolds(p, spentSatang, amountOf));

  const gifts = new Map<number, GiftLine>();
  for (const p of earned) {
    if (p.kind !== 'gift' || p.giftSkuId === null || p.giftAmount < 1) continue;
    const gift = gifts.get(p.giftSkuId) ?? { skuId: p.giftSkuId, amount: 0, promotionIds: [] };
    if (!canGive(p.giftSkuId, gift.amount + p.giftAmount)) continue;
    gifts.set(p.giftSkuId, { ...gift, amount: gift.amount + p.giftAmount, promotionIds: [...gift.promotionIds, p.id] });
  }

  let discountSatang = 0;
  let discountPromotionId: number | null = null;
  for (const p of earned) {
    if (p.kind !== 'discount') continue;
    const off = discountOf(p, spentSatang);
    if (off > discountSatang) {
      discountSatang = off;
      discountPromotionId = p.id;
    }
  }
  return { gifts: [...gifts.values()], discountSatang, discountPromotionId };
}
