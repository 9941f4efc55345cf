import { formatDate, formatDateTime, type DateInput } from '@pawsook/shared/format/date';
import { bahtToSatang, formatBaht } from '@pawsook/shared/money/money';
import type { Language } from '../../lib/preferences';

/** Order dates on screen: DD/MM/YYYY HH:mm (cart spec §9), the shop's one rule (decision 0025). */
export function formatOrderDateTime(input: DateInput, language: Language): string {
  return isDate(input) ? formatDateTime(input, language) : '—';
}

/** "15/03/2569" in Thai, "15/03/2026" in English. */
export function formatOrderDate(input: DateInput, language: Language): string {
  return isDate(input) ? formatDate(input, language) : '—';
}

/** What the API sent may be missing or garbled: the page shows "—" for it instead of failing. */
function isDate(input: DateInput): boolean {
  return !Number.isNaN((input instanceof Date ? input : new Date(input)).getTime());
}

/** Baht as the API sends them, on screen with the shop's one formatter (฿1,234.00). */
export function showBaht(baht: number): string {
  return formatBaht(bahtToSatang(baht));
}
