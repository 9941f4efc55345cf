import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CarouselArrow, useCarouselScrollState } from '../../../ui/carousel-controls';
import { useLazyEmbla } from '../../../ui/use-lazy-embla';

export interface ProductCarouselProps<T> {
  /** what the carousel shows, e.g. "Best sellers" (its accessible name) */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * Slide widths of cart spec §2 (`.product-slide` in index.css): 5 at full width, 4 below 1024 px,
 * 3 below 600 px, and below 480 px one and a half, so that a phone shows there is more to swipe to.
 */
export const SLIDE_CLASS = 'product-slide';

/**
 * A horizontal list of products (Embla, fetched after the page's first load). Each slide is a
 * labelled group; the buttons scroll a whole view at a time and are disabled at the ends; tabbing
 * to a card that is out of view scrolls it in; without JavaScript-driven scrolling the list still swipes.
 */
export function ProductCarousel<T>({ label, items, itemKey, renderItem }: ProductCarouselProps<T>) {
  const { t } = useTranslation();
  const [viewportRef, api] = useLazyEmbla({ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps', duration: 25 });
  const { canPrev, canNext } = useCarouselScrollState(api);
  const buttonClass =
    'z-10 inline-flex size-11 items-center justify-center rounded-full border border-brand-200 bg-white/95 text-brand-900 shadow-md transition-colors hover:bg-brand-50 disabled:cursor-default disabled:opacity-40 max-[479px]:hidden';
  const scrollable = canPrev || canNext;
  return (
    <div role="region" aria-roledescription={t('products.carousel.roleDescription')} aria-label={label} className="relative">
      <div ref={viewportRef} className="-mx-1 overflow-hidden px-1 py-1">
        <div className="-ml-3 flex touch-pan-y">
          {items.map((item, index) => (
            <div
              key={itemKey(item)}
              role="group"
              aria-roledescription={t('products.carousel.slide')}
              aria-label={t('products.carousel.position', { index: index + 1, total: items.length })}
              className={SLIDE_CLASS}
            >
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      </div>
      {scrollable ? (
        <>
          <button
            type="button"
            className={`${buttonClass} absolute top-[30%] -left-3`}
            onClick={() => api?.scrollPrev()}
            disabled={!canPrev}
            aria-label={t('products.carousel.previous', { label })}
          >
            <CarouselArrow direction="prev" />
          </button>
          <button
            type="button"
            className={`${buttonClass} absolute top-[30%] -right-3`}
            onClick={() => api?.scrollNext()}
            disabled={!canNext}
            aria-label={t('products.carousel.next', { label })}
          >
            <CarouselArrow direction="next" />
          </button>
        </>
      ) : null}
    </div>
  );
}
