import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/**
 * The shop's carousels' hook (what embla-carousel-react's `useEmblaCarousel` gives), with Embla
 * itself fetched once the carousel is in the browser's hands, not in the page's first load. Until it arrives the slides stay where the server
 * drew them (Embla moves nothing until scrolled) and the arrows, which need its measurements, are
 * not shown: nothing moves when it takes over. The options are the first draw's, as there.
 */
export function useLazyEmbla(options: EmblaOptionsType): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const firstOptions = useRef(options);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  // React hands the viewport over while it commits; a plain state update there would draw every
  // carousel with all its cards again at once in that same task (when the app takes a drawn page
  // over, one long task on a phone). As a transition it is drawn later, in slices.
  const attach = useCallback((element: HTMLElement | null) => {
    startTransition(() => setViewport(element));
  }, []);
  useEffect(() => {
    if (!viewport) return;
    let live = true;
    let carousel: EmblaCarouselType | undefined;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (!live) return;
      carousel = EmblaCarousel(viewport, firstOptions.current);
      const ready = carousel;
      startTransition(() => setApi(ready));
    });
    return () => {
      live = false;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [viewport]);
  return [attach, api];
}
