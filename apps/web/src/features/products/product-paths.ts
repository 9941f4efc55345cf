import type { Language } from '../../lib/preferences';

/** The product page of the spec: /{lang}/product/{productId} (cart-checkout-payments.md §2). */
export function productPath(language: Language, productId: number, skuId?: number | null): string {
  const path = `/${language}/product/${productId}`;
  return skuId ? `${path}?sku=${skuId}` : path;
}

/** A product id from the address, or null when it is not a positive whole number. */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The same page in another language: only the {lang} segment changes (query and hash are kept). */
export function withPathLanguage(pathname: string, language: Language): string {
  return pathname.replace(/^\/(th|en)(?=\/product(\/|$))/, `/${language}`);
}
