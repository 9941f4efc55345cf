import { useSyncExternalStore } from 'react';

/**
 * The current time, ticking once a second while anything shows a countdown. One timer for every
 * countdown on the page, so they tick together.
 */
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const getSnapshot = () => now;
// the server's clock and the browser's differ: a page the server drew shows no time until it runs here
const getServerSnapshot = () => null;

/** The current time, or null while the page is drawn on the server and first drawn again here. */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
