/**
 * Listing addresses name a category or brand by its slug (/categories/cat, /brands/royal-canin) or
 * by its id (/categories/900000881?categories={brandId}); both find the same record.
 */
import type { Language } from '../../lib/preferences';
import type { Brand, Category } from './api/catalog-types';

export function findCategory(categories: readonly Category[], slugOrId: string): Category | null {
  const key = slugOrId.toLowerCase();
  return categories.find((c) => c.seoUrlSlug.toLowerCase() === key || String(c.id) === key) ?? null;
}

export function findBrand(brands: readonly Brand[], seoUrlOrId: string): Brand | null {
  const key = seoUrlOrId.toLowerCase();
  return brands.find((b) => b.seoUrl.toLowerCase() === key || String(b.id) === key) ?? null;
}

export interface FacetOption {
  /** the id, as the address and the API take it */
  value: string;
  label: string;
}

// made once per language: setting a collator up loads its language's rules (a long task on a phone)
const collators = new Map<Language, Intl.Collator>();

function byLabel(language: Language) {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language === 'th' ? 'th' : 'en');
    collators.set(language, collator);
  }
  return (a: FacetOption, b: FacetOption) => collator.compare(a.label, b.label);
}

const nameIn = (language: Language) => (record: { nameTh: string; nameEn: string }) =>
  language === 'th' ? record.nameTh || record.nameEn : record.nameEn || record.nameTh;

/** The brands inside a category, for its brand filter, in alphabetical order of the current language. */
export function brandOptions(brands: ReadonlyArray<{ id: number; nameTh: string; nameEn: string }>, language: Language): FacetOption[] {
  const name = nameIn(language);
  return brands.map((b) => ({ value: String(b.id), label: name(b) })).sort(byLabel(language));
}

/** The categories a brand is sold in, for its category filter. */
export function categoryOptions(categories: ReadonlyArray<{ id: number; nameTh: string; nameEn: string }>, language: Language): FacetOption[] {
  const name = nameIn(language);
  return categories.map((c) => ({ value: String(c.id), label: name(c) })).sort(byLabel(language));
}
