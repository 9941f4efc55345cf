/**
 * What `react` resolves to in the shop's builds (decision 0053): Preact's compatibility layer, with
 * our own `useSyncExternalStore`. Preact's tracks "hydrating" through its render hooks and stays
 * stuck on when a part that suspends was the last drawn while taking a page over; every store whose
 * server snapshot differs from the browser's then draws again for ever (seen: a phone's page frozen
 * after a search). Ours knows hydration from `hydrateRoot` itself (react-dom-client.ts).
 */
/* eslint-disable react-hooks/refs -- this module is one of React's own hooks written on Preact's: it
   keeps whether a part was drawn before in a ref, read while drawing, as React keeps it in its fiber */
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
 * React's semantics: a part's first draw on the server or while the browser takes the page over
 * reads the server's snapshot, every other draw the browser's; a change between reading and
 * subscribing draws again. Only a first draw reads the server's, so even a hydration mark left on
 * by mistake costs one extra draw, never a loop.
 */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot?: () => T): T {
  const storeRef = useRef<Store<T> | null>(null);
  const firstDraw = storeRef.current === null;
  const server = firstDraw && (typeof document === 'undefined' || isHydrating());
  const value = server && getServerSnapshot ? getServerSnapshot() : getSnapshot();
  const [, setDraws] = useState(0);
  const draw = () => setDraws((draws) => draws + 1);

  useLayoutEffect(() => {
    const store = { value, getSnapshot };
    storeRef.current = store;
    if (changed(store)) draw();
  }, [value, getSnapshot]);

  useEffect(() => {
    const check = () => {
      if (storeRef.current && changed(storeRef.current)) draw();
    };
    check();
    return subscribe(check);
  }, [subscribe]);

  return value;
}

export default { ...compat, useSyncExternalStore };
