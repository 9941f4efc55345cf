/**
 * Promo codes (the promotion engine): the rules a shop in Thailand runs, as one pure function.
 * The apply call, the cart's re-check and order placement ask it the same question of the same
 * lines, so the discount shown is the discount charged. Money in satang; coins whole.
 */
import { ORDER_PRODUCT_TYPE, type OrderProductTypeId } from './price-group';

export interface PromoCodeRule {
  id: number;
  /** as staff typed it; matched without regard to case */
  code: string;
  kind: 'fixed' | 'percent';
  /** fixed: satang off; percent: whole per cent off the eligible lines */
  value: number;
  /** percent: at most this much off ("10 % off, up to ฿100"); null: no cap */
  maxDiscountSatang: number | null;
  /** the eligible lines must come to at least this much */
  minSpendSatang: number;
  /** epoch ms; valid while startsAt <= now < endsAt */
  startsAt: number;
  endsAt: number | null;
  /** uses by every member together; null: unlimited */
  totalQuota: number | null;
  /** uses by one member; null: unlimited */
  perMemberQuota: number | null;
  audience: 'members' | 'new-members';
  /** empty lists: every product; otherwise a line is eligible when it matches any of them */
  categoryIds: number[];
  brandIds: number[];
  skuIds: number[];
  /** coins credited with the order's own when it is delivered */
  bonusCoins: number;
  active: boolean;
}

export interface PromoCodeLine {
  skuId: number;
  categoryIds: number[];
  brandId: number | null;
  orderProductTypeId: OrderProductTypeId;
  lineTotalSatang: number;
}

export interface PromoCodeContext {
  now: number;
  lines: PromoCodeLine[];
  /** the order's product total after the automatic promotions (what a code may take off at most) */
  payableSatang: number;
  /** uses so far, orders that expired or were cancelled not counted */
  usedTotal: number;
  usedByMember: number;
  /** the member has an order that was paid before */
  memberHasPaidOrder: boolean;
  /** a donation group: codes are for the shop's own products */
  isDonation: boolean;
}

export type PromoCodeRefusal =
  | { key: 'promo.notFound' }
  | { key: 'promo.notStarted' }
  | { key: 'promo.expired' }
  | { key: 'promo.minimumSpend'; missingSatang: number }
  | { key: 'promo.quotaUsedUp' }
  | { key: 'promo.alreadyUsed' }
  | { key: 'promo.notForTheseProducts' }
  | { key: 'promo.newMembersOnly' }
  | { key: 'promo.notForDonations' };

export interface PromoCodeDiscount {
  discountSatang: number;
  bonusCoins: number;
  eligibleSatang: number;
}

export const normalisePromoCode = (code: string): string => code.trim().toUpperCase();

function isEligible(rule: PromoCodeRule, line: PromoCodeLine): boolean {
  if (line.orderProductTypeId !== ORDER_PRODUCT_TYPE.normal) return false;
  const open = rule.categoryIds.length === 0 && rule.brandIds.length === 0 && rule.skuIds.length === 0;
  return (
    open ||
    rule.skuIds.includes(line.skuId) ||
    (line.brandId !== null && rule.brandIds.includes(line.brandId)) ||
    line.categoryIds.some((id) => rule.categoryIds.includes(id))
  );
}

/** What a code takes off this order, or why it does not apply (checked in the order a shopper reads best). */
export function evaluatePromoCode(rule: PromoCodeRule | undefined, context: PromoCodeContext): PromoCodeDiscount | PromoCodeRefusal {
  if (!rule || !rule.active) return { key: 'promo.notFound' };
  if (context.isDonation) return { key: 'promo.notForDonations' };
  if (context.now < rule.startsAt) return { key: 'promo.notStarted' };
  if (rule.endsAt !== null && context.now >= rule.endsAt) return { key: 'promo.expired' };
  if (rule.audience === 'new-members' && context.memberHasPaidOrder) return { key: 'promo.newMembersOnly' };
  if (rule.perMemberQuota !== null && context.usedByMember >= rule.perMemberQuota) return { key: 'promo.alreadyUsed' };
  if (rule.totalQuota !== null && context.usedTotal >= rule.totalQuota) return { key: 'promo.quotaUsedUp' };
  const eligibleSatang = context.lines.filter((line) => isEligible(rule, line)).reduce((sum, line) => sum + line.lineTotalSatang, 0);
  if (eligibleSatang === 0) return { key: 'promo.notForTheseProducts' };
  if (eligibleSatang < rule.minSpendSatang) return { key: 'promo.minimumSpend', missingSatang: rule.minSpendSatang - eligibleSatang };
  const raw = rule.kind === 'fixed' ? rule.value : Math.floor((eligibleSatang * rule.value) / 100);
  const capped = rule.maxDiscountSatang === null ? raw : Math.min(raw, rule.maxDiscountSatang);
  const discountSatang = Math.max(0, Math.min(capped, eligibleSatang, context.payableSatang));
  return { discountSatang, bonusCoins: rule.bonusCoins, eligibleSatang };
}

export const isPromoCodeRefusal = (result: PromoCodeDiscount | PromoCodeRefusal): result is PromoCodeRefusal => 'key' in result;

/**
 * The order's final amount (cart-checkout-payments.md §9): grand total (products after the
 * automatic promotions, plus shipping) less the code's and the coins' discounts, never below zero.
 */
export function finalTotalSatang(grandTotalSatang: number, codeDiscountSatang: number, coinDiscountSatang: number): number {
  return Math.max(0, grandTotalSatang - codeDiscountSatang - coinDiscountSatang);
}
