/**
 * Whether the browser is taking over a page the server drew: the whole page (around
 * `hydrateRoot`), or a part of it left for a later task (ui/hydrate-later.tsx).
 */
let hydrating = false;
let resuming = false;

export function isHydrating(): boolean {
  return hydrating || resuming;
}

export function isResumingHydration(): boolean {
  return resuming;
}

export function whileHydrating<T>(work: () => T): T {
  hydrating = true;
  try {
    return work();
  } finally {
    hydrating = false;
  }
}

/**
 * A part left for later is taken over in this task: Preact draws it again once its wait ends,
 * before the task is over. Ended by the part's layout effect, or at the latest with the task.
 */
export function resumeHydrationInThisTask(): void {
  resuming = true;
  setTimeout(endResumedHydration, 0);
}

export function endResumedHydration(): void {
  resuming = false;
}
