/**
 * Which categories the home page shows where. Category ids are fixed by the shop's data
 * (member-area spec §3): 900000879 is the regular catch-all, 900002075 the donation products,
 * and 900000880–900000884 the five pets.
 */
import type { Category } from './api/catalog-types';

export const REGULAR_CATEGORY_ID = 900000879;
export const DONATION_CATEGORY_ID = 900002075;

export type PetType = 'dog' | 'cat' | 'fish' | 'bird' | 'small-pet';

export const PET_CATEGORY_IDS: ReadonlyArray<{ pet: PetType; categoryId: number }> = [
  { pet: 'dog', categoryId: 900000880 },
  { pet: 'cat', categoryId: 900000881 },
  { pet: 'fish', categoryId: 900000882 },
  { pet: 'bird', categoryId: 900000883 },
  { pet: 'small-pet', categoryId: 900000884 },
];

export interface PetEntryPoint {
  pet: PetType;
  category: Category;
}

export interface HomeCategoryGroups {
  /** the five pets, in the shop's order, when the category exists and is active */
  pets: PetEntryPoint[];
  /** every regular category (pets included), the catch-all first, then in the API's order */
  categories: Category[];
  /** the donation category, if active */
  donation: Category | null;
}

export function groupHomeCategories(all: readonly Category[]): HomeCategoryGroups {
  const byId = new Map(all.map((category) => [category.id, category]));
  const pets: PetEntryPoint[] = [];
  for (const { pet, categoryId } of PET_CATEGORY_IDS) {
    const category = byId.get(categoryId);
    if (category) pets.push({ pet, category });
  }
  const rest = all.filter((c) => c.id !== DONATION_CATEGORY_ID);
  const catchAll = rest.filter((c) => c.id === REGULAR_CATEGORY_ID);
  const others = rest.filter((c) => c.id !== REGULAR_CATEGORY_ID);
  return { pets, categories: [...catchAll, ...others], donation: byId.get(DONATION_CATEGORY_ID) ?? null };
}

export function categoryPath(category: { seoUrlSlug: string }): string {
  return `/categories/${encodeURIComponent(category.seoUrlSlug)}`;
}

export function brandPath(brand: { seoUrl: string }): string {
  return `/brands/${encodeURIComponent(brand.seoUrl)}`;
}
