/**
 * Promo codes and automatic promotions on the back office's screens: the Bangkok wall-clock times
 * their forms take, where each stands now (display only: the API decides whether a code applies),
 * and their names in the page's language. Nothing here computes a discount.
 */
import type { StaffPromoCode } from '@pawsook/shared/schemas/staff-promo-codes';
import type { StaffPromotion } from '@pawsook/shared/schemas/staff-promotions';
import type { Language } from '../../lib/preferences';
import { ENDING_SOON_DAYS } from '@pawsook/shared/staff/staff-thresholds';
import { BANGKOK_OFFSET_MS } from '../../lib/bangkok-local-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's midnight in Bangkok as a datetime-local value: a new code's default start. */
export function bangkokTodayStart(now: number): string {
  return `${new Date(now + BANGKOK_OFFSET_MS).toISOString().slice(0, 10)}T00:00`;
}

export type PromotionState = 'off' | 'scheduled' | 'running' | 'ended' | 'usedUp';

type Window = Pick<StaffPromotion, 'status' | 'startsAt' | 'endsAt'>;

/** Where a promotion or code stands at `now`: switched off, not started, running, over, or (a code) with no uses left. */
export function promotionState(item: Window & { quotaLeft?: number | null }, now: number): PromotionState {
  if (item.status === 'inactive') return 'off';
  if (item.endsAt !== null && new Date(item.endsAt).getTime() <= now) return 'ended';
  if (item.quotaLeft === 0) return 'usedUp';
  if (new Date(item.startsAt).getTime() > now) return 'scheduled';
  return 'running';
}

/** A running code or promotion whose end comes within ENDING_SOON_DAYS. */
export function endsSoon(item: Window & { quotaLeft?: number | null }, now: number): boolean {
  return promotionState(item, now) === 'running' && item.endsAt !== null && new Date(item.endsAt).getTime() - now <= ENDING_SOON_DAYS * DAY_MS;
}

export const nameIn = (item: { nameTh: string; nameEn: string }, language: Language): string => (language === 'th' ? item.nameTh : item.nameEn);

/** A SKU as a picker shows it: the product, its option, its code. */
export function skuLabel(
  sku: { productNameTh: string; productNameEn: string; choiceNameTh: string | null; choiceNameEn: string | null; skuCode: string },
  language: Language,
): string {
  const product = language === 'th' ? sku.productNameTh : sku.productNameEn;
  const choice = language === 'th' ? sku.choiceNameTh : sku.choiceNameEn;
  return `${product}${choice ? ` – ${choice}` : ''} (${sku.skuCode})`;
}

export type { StaffPromoCode, StaffPromotion };
