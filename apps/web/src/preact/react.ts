/**
 * What `react` resolves to in the shop's builds (decision 0053): Preact's compatibility layer, with
 * our own `useSyncExternalStore`. Preact's tracks "hydrating" through its render hooks and stays
 * stuck on when a part that suspends was the last drawn while taking a page over; every store whose
 * server snapshot differs from the browser's then draws again for ever (seen: a phone's page frozen
 * after a search). Ours knows hydration from `hydrateRoot` itself (react-dom-client.ts).
 */
import compat, { useEffect, useLayoutEffect, useRef, useState } from 'preact/compat';
import { isHydrating } from './hydration';

// @ts-expect-error Preact's types declare `export =`; the module itself has named exports
export * from 'preact/compat';

interface Store<T> {
  value: T;
  getSnapshot: () => T;
}

const changed = <T>(store: Store<T>) => !Object.is(store.value, store.getSnapshot());

/**
 * React's semantics: the server's snapshot while drawing on the server and while taking the page
 * over, the browser's after; a change between reading and subscribing draws again.
 */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot?: () => T): T {
  const server = typeof document === 'undefined' || isHydrating();
  const value = server && getServerSnapshot ? getServerSnapshot() : getSnapshot();
  const storeRef = useRef<Store<T>>({ value, getSnapshot });
  const [, setDraws] = useState(0);
  const draw = () => setDraws((draws) => draws + 1);

  useLayoutEffect(() => {
    storeRef.current = { value, getSnapshot };
    if (changed(storeRef.current)) draw();
  }, [value, getSnapshot]);

  useEffect(() => {
    const check = () => {
      if (changed(storeRef.current)) draw();
    };
    check();
    return subscribe(check);
  }, [subscribe]);

  return value;
}

export default { ...compat, useSyncExternalStore };
