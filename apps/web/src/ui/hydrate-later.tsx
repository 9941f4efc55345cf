import { Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { endResumedHydration, isHydrating, isResumingHydration, resumeHydrationInThisTask } from '../preact/hydration';
import { yieldToMain } from '../lib/yield-to-main';

let partsWaiting = 0;
let whenAllTakenOver: Array<() => void> = [];

function settle(): void {
  // a part drawn in the last turn may have left a part of its own for later
  if (partsWaiting > 0) return;
  const callbacks = whenAllTakenOver;
  whenAllTakenOver = [];
  for (const callback of callbacks) callback();
}

/** Calls `callback` once every part left for later is the app's: at once if none is waiting. */
export function afterPartsTakenOver(callback: () => void): void {
  if (partsWaiting === 0) callback();
  else whenAllTakenOver.push(callback);
}

/** A part's wait for its turn: a task of its own, after the tasks already waiting. */
function laterTurn() {
  let waiting = true;
  partsWaiting += 1;
  const turn = yieldToMain().then(() => {
    waiting = false;
    resumeHydrationInThisTask();
    partsWaiting -= 1;
    // the part is drawn later in this task
    if (partsWaiting === 0) setTimeout(settle, 0);
  });
  return {
    /** throws (Suspense's way to wait) until the part's turn */
    wait(): void {
      if (waiting) throw turn;
    },
  };
}

function Later({ children }: { children: ReactNode }) {
  // Preact may draw a part that waited as new, its state gone: it is then the part being resumed
  const [turn] = useState(() => (isHydrating() && !isResumingHydration() ? laterTurn() : null));
  const [resumed] = useState(isResumingHydration);
  turn?.wait();
  // runs after the layout effects of everything in the part: its stores have read the server's snapshots
  useLayoutEffect(() => {
    if (resumed) endResumedHydration();
  }, [resumed]);
  return children;
}

/**
 * A part of a page the server drew that the browser takes over in a task of its own, after the
 * parts before it (decision 0053): Preact takes a page over in one task, a long one on a phone for
 * the home page with its shelves of cards. Until its turn the part stays as the server drew it
 * (Preact keeps a waiting part's DOM while hydrating). Drawn in the browser otherwise (another
 * page opened in the app), it is drawn at once. Its children are one element (Preact keeps one
 * node for a waiting part).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Later>{children}</Later>
    </Suspense>
  );
}
