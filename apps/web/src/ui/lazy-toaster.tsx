import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type { Toaster } from 'sonner';
import { loadToasts, whenToastsLoad } from '../lib/toast';
import { whenIdle } from '../lib/when-idle';

type ToasterProps = ComponentProps<typeof Toaster>;

/** Idle time after which the toasts are fetched anyway, so the first one shows without a wait. */
const IDLE_TIMEOUT_MS = 4000;

/**
 * sonner's Toaster once toasts are loaded: on the first toast or when the page is idle. A toast
 * made before it has mounted is shown as it subscribes (sonner hands a late Toaster the active ones).
 */
export function LazyToaster(props: ToasterProps) {
  const [Loaded, setLoaded] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let live = true;
    const stop = whenToastsLoad(() => {
      void loadToasts().then((module) => {
        if (live) setLoaded(() => module.Toaster);
      });
    });
    const cancelIdle = whenIdle(() => void loadToasts(), IDLE_TIMEOUT_MS);
    return () => {
      live = false;
      stop();
      cancelIdle();
    };
  }, []);
  return Loaded ? <Loaded {...props} /> : null;
}
