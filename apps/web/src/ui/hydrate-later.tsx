import { Suspense, useLayoutEffect, useState, type ReactNode } from 'react';

/** A part of the page, known by its identity. */
type Part = object;

/** Parts drawn with the page whose boundary React has not taken over yet. */
const waiting = new Set<Part>();
const takenOver = new WeakSet<Part>();
let whenAllTakenOver: Array<() => void> = [];

function settle(): void {
  if (waiting.size > 0) return;
  const callbacks = whenAllTakenOver;
  whenAllTakenOver = [];
  for (const callback of callbacks) callback();
}

/** Calls `callback` once every part of the page is the app's: at once if none is waiting. */
export function afterPartsTakenOver(callback: () => void): void {
  whenAllTakenOver.push(callback);
  settle();
}

/** Last in its boundary, so every part inside the boundary has said it waits before this one is done. */
function TakenOver({ part }: { part: Part }) {
  useLayoutEffect(() => {
    takenOver.add(part);
    waiting.delete(part);
    settle();
  }, [part]);
  return null;
}

/**
 * A part of a page that React takes over in a task of its own (decision 0058). Around a server-drawn
 * part, a Suspense boundary is what React's selective hydration works by: the page's first task
 * takes over what lies outside every boundary, then each boundary in turn at a low priority — at
 * once if the shopper touches it first, with their tap replayed. Drawn in the browser (another page
 * opened in the app), it is drawn at once. The page is marked taken over (`data-hydrated`, what the
 * browser tests wait for) only once every part is (`afterPartsTakenOver`).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [part] = useState<Part>(() => ({}));
  // the boundary's own effects run first when it is drawn with the page; a waiting one's come later
  useLayoutEffect(() => {
    if (takenOver.has(part)) return;
    waiting.add(part);
    // a part gone before React took it over (the shopper moved on) is waited for no more
    return () => {
      waiting.delete(part);
      settle();
    };
  }, [part]);
  return (
    <Suspense fallback={null}>
      {children}
      <TakenOver part={part} />
    </Suspense>
  );
}
