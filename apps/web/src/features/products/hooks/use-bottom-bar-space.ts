import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps the page clear of a bar fixed to the bottom of the screen: the body ends the bar's height
 * lower, so the footer's last line can be scrolled above it, and the page scrolls a focused
 * control (or a checked-for field) no lower than the bar's top edge. Both follow the bar's height
 * as it changes (a message above its row) and go when it goes, or while CSS hides it (a wide
 * screen: hidden, it measures 0).
 */
export function useBottomBarSpace(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const body = document.body.style;
    const root = document.documentElement.style;
    const apply = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      body.paddingBottom = height ? `${height}px` : '';
      root.scrollPaddingBottom = height ? `${height}px` : '';
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.paddingBottom = '';
      root.scrollPaddingBottom = '';
    };
  }, [bar]);
}
