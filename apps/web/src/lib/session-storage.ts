/**
 * Where the browser keeps the signed-in member (member-area spec §3: "member id and access token
 * are stored in cookies"), the cached member profile and the guest cart. One module, so that the
 * 401 rule can clear all of it in one place.
 */

import { ACCESS_TOKEN_COOKIE, MEMBER_ID_COOKIE } from '@pawsook/shared/members/session-cookies';
import { cookieValue } from '@pawsook/shared/text/cookie-value';

/** The window event of a session saved or cleared (lib/auth-events re-renders on it). */
export const SESSION_CHANGED = 'pawsook:session-changed';

function announceSessionChanged(): void {
  if (typeof window.dispatchEvent === 'function') window.dispatchEvent(new Event(SESSION_CHANGED));
}

export { ACCESS_TOKEN_COOKIE, MEMBER_ID_COOKIE };
export const USER_STORAGE_KEY = 'pawsook.user';
export const CART_STORAGE_KEY = 'pawsook.cart';
/** the group chosen for buying on the checkout page (cart spec §3 cart.chooseTabProductType) */
export const CART_CHOICE_STORAGE_KEY = 'pawsook.cart.chooseTabProductType';

/**
 * `document.cookie` asks the browser for the cookies each time it is read, a few milliseconds on a
 * phone, and a page's first draw reads the session in many parts: one read serves the rest of the
 * task's run. A write here forgets it; a change from another tab is seen from the next task on.
 */
let cookiesOfThisRun: string | null = null;

function allCookies(): string {
  if (cookiesOfThisRun === null) {
    cookiesOfThisRun = document.cookie;
    queueMicrotask(() => {
      cookiesOfThisRun = null;
    });
  }
  return cookiesOfThisRun;
}

function readCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : cookieValue(allCookies(), name);
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
  cookiesOfThisRun = null;
}

function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  cookiesOfThisRun = null;
}

export function getAccessToken(): string | null {
  const token = readCookie(ACCESS_TOKEN_COOKIE);
  return token ? token : null;
}

export function getMemberId(): string | null {
  const id = readCookie(MEMBER_ID_COOKIE);
  return id ? id : null;
}

/** Called by sign-in (member accounts) with the token and member id the server returned. */
export function saveSession(memberId: string | number, accessToken: string, maxAgeSeconds = 60 * 60 * 24 * 30): void {
  writeCookie(MEMBER_ID_COOKIE, String(memberId), maxAgeSeconds);
  writeCookie(ACCESS_TOKEN_COOKIE, accessToken, maxAgeSeconds);
  announceSessionChanged();
}

/** A sign-in's answer, (token, user) as member-area §7 says: the cookies keep the token and the user's id. */
export function saveSignIn(result: { token: string; user: { id: number } }): void {
  saveSession(result.user.id, result.token);
}

/** The 401 rule and log-out: forget the member, the token and the cart. */
export function clearSession(): void {
  deleteCookie(MEMBER_ID_COOKIE);
  deleteCookie(ACCESS_TOKEN_COOKIE);
  try {
    window.localStorage.removeItem(USER_STORAGE_KEY);
    window.localStorage.removeItem(CART_STORAGE_KEY);
    window.localStorage.removeItem(CART_CHOICE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, policy); there is then nothing to clear.
  }
  if (typeof window !== 'undefined') announceSessionChanged();
}
