import type { ProductList } from '@pawsook/shared/schemas/products';

/** The promotion lists have tabs on /promotion; every list is also a listing category (member-area spec §2). */
export const PROMOTION_LISTS = ['special-price', 'flash-sale', 'clearance'] as const satisfies readonly ProductList[];
export type PromotionList = (typeof PROMOTION_LISTS)[number];

export function isPromotionList(value: string | null): value is PromotionList {
  return value !== null && (PROMOTION_LISTS as readonly string[]).includes(value);
}

/** Where a list's "see all" leads. */
export function listPath(list: ProductList): string {
  return isPromotionList(list) ? `/promotion?list=${list}` : `/categories/${list}`;
}
