/** Thai letters (consonants, vowels, tone marks; not Thai digits or the baht sign) and Latin letters. */
export const THAI_LETTER = '\\u0E01-\\u0E3A\\u0E40-\\u0E4E';

/** Registration names: Thai or English letters and spaces (member-area.md §5). */
export const REGISTRATION_NAME = new RegExp(`^[A-Za-z${THAI_LETTER} ]+$`);
/** Profile names: letters, spaces and hyphens (member-area.md §5). */
export const PROFILE_NAME = new RegExp(`^[A-Za-z${THAI_LETTER} -]+$`);

/** At least 8 characters with a letter, a digit and a character that is neither (member-area.md §5). */
export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9\s]/.test(password);
}

/** A practical e-mail shape: something@domain.tld without spaces; the confirmation mail proves the rest. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Today's date in Bangkok as YYYY-MM-DD: birthdays are judged by the shop's calendar, not the server's. */
export function bangkokToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900;
}

/** The Buddhist era counts 543 years more than the Christian era (BE 2533 is CE 1990). */
export const BUDDHIST_ERA_OFFSET = 543;

/**
 * Years from 2400 on are Buddhist-era years: no one alive was born in CE 2400 or later, and BE 2400
 * is CE 1857, before any birthday the shop takes (decision 0045).
 */
export const FIRST_BUDDHIST_ERA_YEAR = 2400;

/**
 * A YYYY-MM-DD date with a Buddhist-era year (as Thai people write their birthdays, 2533-02-14)
 * as the same day in the Christian era (1990-02-14); any other text as it is. The year changes
 * before the date is checked, so 29 February of BE 2535 (CE 1992, a leap year) stays a real day.
 */
export function christianEraIsoDate(value: string): string {
  const match = /^(\d{4})(-\d{2}-\d{2})$/.exec(value);
  if (!match || Number(match[1]) < FIRST_BUDDHIST_ERA_YEAR) return value;
  return `${Number(match[1]) - BUDDHIST_ERA_OFFSET}${match[2]}`;
}

/** The Buddhist-era year of a date typed dd/MM/yyyy, or null when its year is of the Christian era. */
export function typedBuddhistEraYear(value: string): number | null {
  const match = /^\d{2}\/\d{2}\/(\d{4})$/.exec(value.trim());
  return match && Number(match[1]) >= FIRST_BUDDHIST_ERA_YEAR ? Number(match[1]) : null;
}

/**
 * dd/MM/yyyy as typed in the form → YYYY-MM-DD as the API takes it, a Buddhist-era year turned
 * into the Christian era; null when it is not a real date.
 */
export function displayDateToIso(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const iso = christianEraIsoDate(`${match[3]}-${match[2]}-${match[1]}`);
  return isIsoDate(iso) ? iso : null;
}

export function isoDateToDisplay(value: string): string {
  const [y, m, d] = value.split('-');
  return `${d}/${m}/${y}`;
}

/** Social names are split on the first space into first and last name (member-area.md §4). */
export function splitFullName(fullName: string): { name: string; surname: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(' ');
  return space === -1 ? { name: trimmed, surname: '' } : { name: trimmed.slice(0, space), surname: trimmed.slice(space + 1).trim() };
}
