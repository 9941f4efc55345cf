import { describe, expect, it } from 'vitest';
import { REWARD_SLIDE_CLASS, rewardEmblaOptions, rewardScrollStep, rewardSlidesPerView } from './reward-carousel-options';

describe('the reward carousel (spec §2: 5/4/3/1 slides, scroll step 5, 500 ms)', () => {
  it('shows 5 at full width, 4 below 1024 px, 3 below 600 px and 1 below 480 px', () => {
    expect(rewardSlidesPerView(1280)).toBe(5);
    expect(rewardSlidesPerView(1024)).toBe(5);
    expect(rewardSlidesPerView(1023)).toBe(4);
    expect(rewardSlidesPerView(600)).toBe(4);
    expect(rewardSlidesPerView(599)).toBe(3);
    expect(rewardSlidesPerView(480)).toBe(3);
    expect(rewardSlidesPerView(479)).toBe(1);
    expect(rewardSlidesPerView(375)).toBe(1);
  });

  it('scrolls 5 at a time, never past slides not yet seen', () => {
    expect(rewardScrollStep(1280)).toBe(5);
    expect(rewardScrollStep(800)).toBe(4);
    expect(rewardScrollStep(500)).toBe(3);
    expect(rewardScrollStep(375)).toBe(1);
  });

  it('gives Embla the same steps, narrowest first (the last matching breakpoint wins)', () => {
    const options = rewardEmblaOptions();
    expect(options.slidesToScroll).toBe(1);
    expect(Object.entries(options.breakpoints ?? {})).toEqual([
      ['(min-width: 480px)', { slidesToScroll: 3 }],
      ['(min-width: 600px)', { slidesToScroll: 4 }],
      ['(min-width: 1024px)', { slidesToScroll: 5 }],
    ]);
    expect(options.duration).toBe(20);
  });

  it('sizes slides at the same widths', () => {
    expect(REWARD_SLIDE_CLASS).toContain('basis-full');
    expect(REWARD_SLIDE_CLASS).toContain('min-[480px]:basis-1/3');
    expect(REWARD_SLIDE_CLASS).toContain('min-[600px]:basis-1/4');
    expect(REWARD_SLIDE_CLASS).toContain('min-[1024px]:basis-1/5');
  });
});

describe('the carousel speed', () => {
  it("comes within 1% of a move in about 500 ms with Embla's spring (friction 0.68, 60 frames a second)", () => {
    const options = rewardEmblaOptions();
    let location = 0;
    let velocity = 0;
    let frames = 0;
    while (Math.abs(1 - location) > 0.01 && frames < 1000) {
      velocity = (velocity + (1 - location) / options.duration!) * 0.68;
      location += velocity;
      frames += 1;
    }
    const ms = (frames * 1000) / 60;
    expect(ms).toBeGreaterThan(400);
    expect(ms).toBeLessThan(600);
  });
});
