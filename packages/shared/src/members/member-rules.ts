/** Thai letters (consonants, vowels, tone marks; not Thai digits or the baht sign) and Latin letters. */
export const THAI_LETTER = '\\u0E01-\\u0E3A\\u0E40-\\u0E4E';

/** Registration names: Thai or English letters and spaces (member-area.md §5). */
export const REGISTRATION_NAME = new RegExp(`^[A-Za-z${THAI_LETTER} ]+$`);
/** Profile names: letters, spaces and hyphens (member-area.md §5). */
export const PROFILE_NAME = new RegExp(`^[A-Za-z${THAI_LETTER} -]+$`);

/** At least 8 characters with a letter, a digit and a character that is neither (member-area.md §5). */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9\s]/.test(password)
  );
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

/** dd/MM/yyyy as typed in the form → YYYY-MM-DD as the API takes it; null when it is not a real date. */
export function displayDateToIso(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
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
  return space === -1
    ? { name: trimmed, surname: '' }
    : { name: trimmed.slice(0, space), surname: trimmed.slice(space + 1).trim() };
}
