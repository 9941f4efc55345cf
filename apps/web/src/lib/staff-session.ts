import { useSyncExternalStore } from 'react';
import { registerStaffTokens } from './api-client';

/**
 * Where the browser keeps the staff token: a localStorage key of its own, apart from the member's
 * cookies (lib/session-storage.ts), so signing in or out on one side never touches the other and
 * a member's token is never sent to a staff call (decision 0034).
 */
export const STAFF_TOKEN_STORAGE_KEY = 'pawsook.staff.token';

const CHANGED = 'pawsook:staff-session-changed';

export function getStaffToken(): string | null {
  try {
    return window.localStorage.getItem(STAFF_TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

function announce(): void {
  window.dispatchEvent(new Event(CHANGED));
}

export function saveStaffToken(token: string): void {
  try {
    window.localStorage.setItem(STAFF_TOKEN_STORAGE_KEY, token);
  } catch {
    // storage blocked: the session lasts as long as nothing asks for the token again
  }
  announce();
}

export function clearStaffToken(): void {
  try {
    window.localStorage.removeItem(STAFF_TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
  announce();
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  // signed out in another tab
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The staff token, re-rendering when it is saved or cleared (here or in another tab). */
export function useStaffToken(): string | null {
  return useSyncExternalStore(subscribe, getStaffToken, () => null);
}

// the one HTTP client sends staff calls with this token once the back office's code has loaded
registerStaffTokens({ get: getStaffToken, clear: clearStaffToken });
