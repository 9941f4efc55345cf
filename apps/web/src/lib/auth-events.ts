import { useSyncExternalStore } from 'react';
import { getAccessToken, getMemberId } from './session-storage';

/**
 * How features ask for a signed-in member without importing the members feature: they call
 * requestSignIn(), and the members feature (which owns the login modal) listens.
 */
const SIGN_IN_REQUESTED = 'pawsook:sign-in-requested';
const SESSION_CHANGED = 'pawsook:session-changed';

export interface SignInRequest {
  /** where to go after signing in; the current page when absent */
  returnTo?: string;
  mode?: 'login' | 'register';
}

export function requestSignIn(request: SignInRequest = {}): void {
  window.dispatchEvent(new CustomEvent<SignInRequest>(SIGN_IN_REQUESTED, { detail: request }));
}

export function onSignInRequested(listener: (request: SignInRequest) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<SignInRequest>).detail ?? {});
  window.addEventListener(SIGN_IN_REQUESTED, handler);
  return () => window.removeEventListener(SIGN_IN_REQUESTED, handler);
}

/** Called by session-storage whenever the session is saved or cleared. */
export function announceSessionChanged(): void {
  if (typeof window.dispatchEvent === 'function') window.dispatchEvent(new Event(SESSION_CHANGED));
}

export interface SessionSnapshot {
  memberId: string | null;
  signedIn: boolean;
}

const GUEST: SessionSnapshot = { memberId: null, signedIn: false };
let cached: SessionSnapshot = GUEST;
function snapshot(): SessionSnapshot {
  const memberId = getMemberId();
  const signedIn = memberId !== null && getAccessToken() !== null;
  if (cached.memberId !== memberId || cached.signedIn !== signedIn) cached = { memberId, signedIn };
  return cached;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_CHANGED, onChange);
  // another tab signing in or out
  window.addEventListener('focus', onChange);
  return () => {
    window.removeEventListener(SESSION_CHANGED, onChange);
    window.removeEventListener('focus', onChange);
  };
}

/** Whether a member is signed in in this browser, re-rendering when that changes. */
export function useSession(): SessionSnapshot {
  // the server draws every page for a guest; the browser's first draw does the same, then the member's
  return useSyncExternalStore(subscribe, snapshot, () => GUEST);
}
