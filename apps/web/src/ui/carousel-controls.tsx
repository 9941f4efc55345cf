import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useSyncExternalStore } from 'react';

/** Whether an Embla carousel can scroll back or on, kept current as it moves, re-initialises or resizes. */
export function useCarouselScrollState(api: EmblaCarouselType | undefined) {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!api) return () => {};
      api.on('select', notify).on('reInit', notify).on('resize', notify);
      return () => {
        api.off('select', notify).off('reInit', notify).off('resize', notify);
      };
    },
    [api],
  );
  // the server has no carousel to ask: both arrows start inert, as before the carousel measures itself
  const canPrev = useSyncExternalStore(
    subscribe,
    () => api?.canScrollPrev() ?? false,
    () => false,
  );
  const canNext = useSyncExternalStore(
    subscribe,
    () => api?.canScrollNext() ?? false,
    () => false,
  );
  return { canPrev, canNext };
}

/** The chevron of a carousel's back and on buttons (the button carries the accessible name). */
export function CarouselArrow({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}
