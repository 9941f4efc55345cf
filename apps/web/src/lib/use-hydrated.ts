import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server draws a page and while the browser takes that drawing over, true after:
 * for parts the server cannot know (the address's query on a kept page), so taking over never
 * meets a drawing that differs from the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
