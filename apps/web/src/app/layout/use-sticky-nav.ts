import { useEffect, useState, type RefObject } from 'react';
import { isNavSticky } from './sticky-nav';

/**
 * Watches the scroll position against the top of a placeholder that marks where the navigation
 * sits in the page (the placeholder keeps its height, so nothing jumps when the bar is fixed).
 */
export function useStickyNav(anchor: RefObject<HTMLElement | null>): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      // At the very top the bar is never detached, even when the header is shorter than 44 px; the
      // page's layout is then not asked for (a page just taken over has usually not been scrolled)
      if (window.scrollY <= 0) {
        setSticky(false);
        return;
      }
      const element = anchor.current;
      if (!element) return;
      const navTop = element.getBoundingClientRect().top + window.scrollY;
      setSticky(isNavSticky(window.scrollY, navTop));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [anchor]);
  return sticky;
}
