import { bahtToSatang, formatBaht } from '@pawsook/shared/money/money';
import type { Language } from '../../lib/preferences';

/** Baht as the API sends them, on screen (one formatter: ฿1,234.00). */
export function showBaht(baht: number): string {
  return formatBaht(bahtToSatang(baht));
}

/** The product page a cart line links to (spec §2: /{lang}/product/{productId}, in a new tab). */
export function cartProductPath(language: Language, productId: number): string {
  return `/${language}/product/${productId}`;
}
