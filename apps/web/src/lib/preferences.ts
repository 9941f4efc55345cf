import { LANGUAGE_COOKIE, languageFromCookies } from '@pawsook/shared/i18n/language-cookie';

/**
 * The shopper's language choice, remembered in a cookie the server reads too (it renders the page in
 * that language) and, as before, in localStorage. Thai is the shop's default.
 */

export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'th';
export const LANGUAGE_STORAGE_KEY = 'pawsook.lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const fromCookie = languageFromCookies(document.cookie);
  if (fromCookie) return fromCookie;
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * `?lang=th|en` in the address: links in mails and the sitemap's pages open in their language,
 * and the choice is remembered as if the shopper had made it.
 */
export function languageFromAddress(search: string = typeof window === 'undefined' ? '' : window.location.search): Language | null {
  const asked = new URLSearchParams(search).get('lang');
  return isLanguage(asked) ? asked : null;
}

export function storeLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered when storage is blocked; the page still switches.
  }
}
