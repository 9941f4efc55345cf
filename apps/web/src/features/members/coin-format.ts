/** Coins are whole numbers shown with thousands separators (spec §9), in the shopper's language. */
export function formatCoins(coins: number, lang: 'th' | 'en'): string {
  return new Intl.NumberFormat(lang === 'th' ? 'th-TH' : 'en-US', { maximumFractionDigits: 0 }).format(coins);
}
