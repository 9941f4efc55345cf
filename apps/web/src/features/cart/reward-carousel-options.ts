/**
 * The reward carousel of step 1 (cart spec §2 "Step 1, cart", §9): up to 5 slides at full width,
 * 4 below 1024 px, 3 below 600 px, 1 below 480 px; scroll step 5; 500 ms.
 */
import type { EmblaOptionsType } from 'embla-carousel';

export const REWARD_SCROLL_STEP = 5;

/** Widest first: from `minWidth` px the carousel shows `perView` slides. */
export const REWARD_BREAKPOINTS = [
  { minWidth: 1024, perView: 5 },
  { minWidth: 600, perView: 4 },
  { minWidth: 480, perView: 3 },
  { minWidth: 0, perView: 1 },
] as const;

export function rewardSlidesPerView(viewportWidth: number): number {
  return REWARD_BREAKPOINTS.find((b) => viewportWidth >= b.minWidth)!.perView;
}

/**
 * How many slides one press of an arrow moves: the spec's 5, but never more than are in view, so
 * that a narrower screen does not skip rewards the shopper has not seen.
 */
export function rewardScrollStep(viewportWidth: number): number {
  return Math.min(REWARD_SCROLL_STEP, rewardSlidesPerView(viewportWidth));
}

/**
 * Embla's `duration` is a spring setting, not milliseconds: at 20 a move comes within 1% of its
 * target in about 500 ms at 60 frames a second (the spec's speed); Embla's recommended range
 * starts there.
 */
export const REWARD_EMBLA_DURATION = 20;

export function rewardEmblaOptions(): EmblaOptionsType {
  const breakpoints: NonNullable<EmblaOptionsType['breakpoints']> = {};
  // narrowest first: where several match, Embla lets the last one win
  for (const { minWidth } of [...REWARD_BREAKPOINTS].reverse()) {
    if (minWidth > 0) breakpoints[`(min-width: ${minWidth}px)`] = { slidesToScroll: rewardScrollStep(minWidth) };
  }
  return {
    align: 'start',
    containScroll: 'trimSnaps',
    duration: REWARD_EMBLA_DURATION,
    slidesToScroll: rewardScrollStep(0),
    breakpoints,
  };
}

/** Slide widths for the same breakpoints (whole class names, so Tailwind sees them). */
export const REWARD_SLIDE_CLASS = 'min-w-0 shrink-0 grow-0 basis-full min-[480px]:basis-1/3 min-[600px]:basis-1/4 min-[1024px]:basis-1/5';
