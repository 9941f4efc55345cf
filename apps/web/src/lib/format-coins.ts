import type { Language } from './preferences';

/** Coins are whole numbers shown with thousands separators (member-area spec §9), in the shopper's language. */
export function formatCoins(coins: number, language: Language): string {
  return new Intl.NumberFormat(language === 'th' ? 'th-TH' : 'en-US', { maximumFractionDigits: 0, numberingSystem: 'latn' }).format(coins);
}
