import { cookieValue } from '../text/cookie-value';
import type { Lang } from './translate';

/**
 * The shopper's language as the browser remembers it: written by the web app's language switch,
 * read by the app and by the server, which draws the page in it (decision 0046).
 */
export const LANGUAGE_COOKIE = 'pawsook_lang';

/** The language a Cookie header (or `document.cookie`) names, or null. */
export function languageFromCookies(cookieHeader: string | undefined): Lang | null {
  const value = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  return value === 'th' || value === 'en' ? value : null;
}
