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

/**
 * A calendar day the API writes as YYYY-MM-DD (the expected delivery day, already Bangkok's): DD/MM/YYYY,
 * the year in the Buddhist era in Thai. Read as written, not as an instant, so no time zone moves it.
 */
export function formatCalendarDay(day: string | null, language: Language): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!match) return '—';
  const [, year, month, date] = match;
  return `${date}/${month}/${Number(year) + (language === 'th' ? 543 : 0)}`;
}
