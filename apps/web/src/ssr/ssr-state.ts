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

let read: { state: SsrState | null } | null = null;

/** The page's state, parsed once (i18n and the app's start both ask; it is tens of kilobytes). */
export function readSsrState(): SsrState | null {
  if (typeof document === 'undefined') return null;
  read ??= { state: parse(document.getElementById(SSR_STATE_ID)?.textContent) };
  return read.state;
}

function parse(text: string | null | undefined): SsrState | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}

/**
 * The page's queries as fetched at `now`. The server keeps a drawn page until what it shows changes
 * (its page cache), so a page drawn an hour ago is as current as one drawn now; with the time it
 * was drawn, every query older than its fresh time would be asked again the moment the app took the
 * page over (a product page after 30 s), the very call the drawn page is there to spare.
 */
export function queriesAsOf(queries: DehydratedState, now: number): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}
