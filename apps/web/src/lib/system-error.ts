/**
 * The global System Error dialog's state (spec §8): any 500 or unexpected exception from a query
 * or mutation opens it once; further failures while it is open do not stack dialogs.
 */
type Listener = () => void;

let open = false;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showSystemError(): void {
  if (open) return;
  open = true;
  emit();
}

export function dismissSystemError(): void {
  if (!open) return;
  open = false;
  emit();
}

export function isSystemErrorOpen(): boolean {
  return open;
}

export function subscribeSystemError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
