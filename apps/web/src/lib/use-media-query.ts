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

/** Tailwind's `md` breakpoint: the cart's tables and the product page's two columns from here, a phone's layout below. */
export const WIDE_SCREEN_QUERY = '(min-width: 768px)';
