import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element named by the URL fragment into view (e.g. /about-us#contact-us-section),
 * also after a client-side navigation, and moves keyboard focus there. `ready` lets a page wait
 * until the target is rendered.
 */
export function useScrollToHash(ready = true): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const target = document.getElementById(id);
    if (!target) return;
    const frame = requestAnimationFrame(() => {
      target.scrollIntoView({ block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, key, ready]);
}
