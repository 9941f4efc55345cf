/** Whether the browser is taking over a page the server drew (set around `hydrateRoot`). */
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

export function whileHydrating<T>(work: () => T): T {
  hydrating = true;
  try {
    return work();
  } finally {
    hydrating = false;
  }
}
