import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '../lib/preferences';

/** What a server-rendered page hands to the browser's first render, so it draws the same page. */
export interface SsrState {
  lang: Language;
  /** the page's address (a product page's /en/…, `?lang=`), the language cookie, or the shop's default */
  langFrom: 'address' | 'cookie' | 'default';
  queries: DehydratedState;
}

/** A JSON data block, not a script that runs: the content security policy allows no inline script. */
export const SSR_STATE_ID = 'pawsook-ssr-state';

export function readSsrState(): SsrState | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
