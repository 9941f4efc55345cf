import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now, re-rendering when it stops or starts matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The cart tables' desktop layout from 768 px; below it each line is a card. */
export const CART_TABLE_QUERY = '(min-width: 768px)';
