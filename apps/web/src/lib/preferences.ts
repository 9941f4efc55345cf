/** The shopper's language choice, remembered in localStorage. Thai is the shop's default. */

export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'th';
export const LANGUAGE_STORAGE_KEY = 'pawsook.lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): Language {
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
export function languageFromAddress(search: string = window.location.search): Language | null {
  const asked = new URLSearchParams(search).get('lang');
  return isLanguage(asked) ? asked : null;
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered when storage is blocked; the page still switches.
  }
}
