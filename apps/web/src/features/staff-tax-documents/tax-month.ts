import { BANGKOK_OFFSET_MS } from '../../lib/bangkok-local-time';
import type { Language } from '../../lib/preferences';

/** The month a Bangkok day falls in, YYYY-MM: documents are dated by the shop's calendar, not the viewer's. */
export function bangkokMonth(now: Date): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 7);
}

/** The month the address asks for (?month=2026-11), or this month in Bangkok when it asks for none or for no real month. */
export function taxMonth(raw: string | null, now: Date): string {
  const value = (raw ?? '').trim();
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return bangkokMonth(now);
  const month = Number(match[2]);
  return Number(match[1]) >= 2000 && month >= 1 && month <= 12 ? value : bangkokMonth(now);
}

/** "November 2026", "พฤศจิกายน 2569": a month as the page's language names it, the Buddhist era in Thai. */
export function monthName(month: string, language: Language): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  const name = new Intl.DateTimeFormat(language === 'th' ? 'th-TH' : 'en-GB', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
  return `${name} ${year + (language === 'th' ? 543 : 0)}`;
}
