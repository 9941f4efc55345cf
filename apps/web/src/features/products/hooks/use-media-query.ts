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

/** The product page's two columns from 768 px (Tailwind's md); below it a phone's sticky buy bar. */
export const PRODUCT_COLUMNS_QUERY = '(min-width: 768px)';
