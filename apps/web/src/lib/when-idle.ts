/**
 * Runs `run` once the browser has nothing else to do, or after `timeoutMs` at the latest; returns
 * a cancel. Safari has no requestIdleCallback: there it waits the whole timeout.
 */
export function whenIdle(run: () => void, timeoutMs = 4000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, timeoutMs);
  return () => window.clearTimeout(id);
}
