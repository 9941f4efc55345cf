import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (and stays true once it has), so a
 * long page can leave what is far below the fold unrendered until the shopper scrolls towards it.
 * Without IntersectionObserver (old browsers, tests) everything counts as near. The server has no
 * viewport: there the element counts as near when `nearOnServer` says it belongs to the first
 * screens of a page it draws (decision 0047).
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { margin = '600px', nearOnServer = true }: { margin?: string; nearOnServer?: boolean } = {},
): boolean {
  const [near, setNear] = useState(() => (typeof window === 'undefined' ? nearOnServer : typeof IntersectionObserver === 'undefined'));
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
