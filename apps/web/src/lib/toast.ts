import type { ExternalToast } from 'sonner';
import type { ReactNode } from 'react';

/** Spec §9: alerts and toasts dismiss themselves after 2.5 s. */
export const TOAST_DURATION_MS = 2500;

type Sonner = typeof import('sonner');
type ToastId = string | number;
type Kind = 'default' | 'success' | 'error' | 'info';

let sonner: Promise<Sonner> | null = null;
const whenLoading = new Set<() => void>();

/**
 * sonner (its toasts and their Toaster) is not part of a page's first load (decision 0048): it is
 * fetched by the first toast, or once the page is idle, whichever comes first.
 */
export function loadToasts(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of whenLoading) listener();
    whenLoading.clear();
  }
  return sonner;
}

/** Calls `listener` once toasts are being loaded (at once if they are already). */
export function whenToastsLoad(listener: () => void): () => void {
  if (sonner) {
    listener();
    return () => undefined;
  }
  whenLoading.add(listener);
  return () => whenLoading.delete(listener);
}

let lastId = 0;

function show(kind: Kind, message: ReactNode, options?: ExternalToast): ToastId {
  // the id is known at once, so a toast can be dismissed before sonner has arrived
  const id = options?.id ?? `toast-${++lastId}`;
  void loadToasts().then(({ toast: sonnerToast }) => {
    if (kind === 'default') sonnerToast(message, { ...options, id });
    else sonnerToast[kind](message, { ...options, id });
  });
  return id;
}

/** sonner's `toast`, as much of it as the shop uses, with sonner loaded on first use. */
export const toast = Object.assign((message: ReactNode, options?: ExternalToast) => show('default', message, options), {
  success: (message: ReactNode, options?: ExternalToast) => show('success', message, options),
  error: (message: ReactNode, options?: ExternalToast) => show('error', message, options),
  info: (message: ReactNode, options?: ExternalToast) => show('info', message, options),
  dismiss: (id?: ToastId) => void loadToasts().then(({ toast: sonnerToast }) => sonnerToast.dismiss(id)),
});
