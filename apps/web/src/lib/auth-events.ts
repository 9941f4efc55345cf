import { useEffect, useSyncExternalStore } from 'react';
import { getAccessToken, getMemberId, SESSION_CHANGED } from './session-storage';

/**
 * How features ask for a signed-in member without importing the members feature: they call
 * requestSignIn(), and the members feature (which owns the login modal) listens.
 */
const SIGN_IN_REQUESTED = 'pawsook:sign-in-requested';
const SIGN_IN_EXPECTED = 'pawsook:sign-in-expected';
let signInExpected = false;

export interface SignInRequest {
  /** where to go after signing in; the current page when absent */
  returnTo?: string;
  mode?: 'login' | 'register';
}

let listening = 0;
/**
 * A request made before the members feature listens: on a page the server drew, the header (which
 * holds the dialogs) is taken over after the page's content, which may ask at once (a guest's checkout).
 */
let unheard: SignInRequest | null = null;

export function requestSignIn(request: SignInRequest = {}): void {
  if (listening === 0) unheard = request;
  window.dispatchEvent(new CustomEvent<SignInRequest>(SIGN_IN_REQUESTED, { detail: request }));
}

export function onSignInRequested(listener: (request: SignInRequest) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<SignInRequest>).detail ?? {});
  window.addEventListener(SIGN_IN_REQUESTED, handler);
  listening += 1;
  if (unheard) {
    const request = unheard;
    unheard = null;
    listener(request);
  }
  return () => {
    window.removeEventListener(SIGN_IN_REQUESTED, handler);
    listening -= 1;
  };
}

/**
 * A sign-in may be asked for soon (a guest sees a log-in button): the members feature fetches its
 * forms then, not with every page, so a shopper who never signs in never evaluates them.
 */
export function expectSignIn(): void {
  signInExpected = true;
  window.dispatchEvent(new Event(SIGN_IN_EXPECTED));
}

/** `listener` runs once a sign-in is expected: at once if it already was (whoever mounted first). */
export function onSignInExpected(listener: () => void): () => void {
  if (signInExpected) {
    listener();
    return () => {};
  }
  window.addEventListener(SIGN_IN_EXPECTED, listener, { once: true });
  return () => window.removeEventListener(SIGN_IN_EXPECTED, listener);
}

/** While `shown`, a log-in or register button is on screen: the sign-in's code is fetched. */
export function useExpectSignIn(shown = true): void {
  useEffect(() => {
    if (shown) expectSignIn();
  }, [shown]);
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
