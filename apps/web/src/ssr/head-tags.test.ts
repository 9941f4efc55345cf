import { describe, expect, it } from 'vitest';
import { splitHeadTags } from './head-tags';

describe("React's head tags in a drawn page", () => {
  it('takes the preload links React puts before the markup, and nothing of the markup', () => {
    const preload = '<link rel="preload" as="image" href="/images/banner/home-hero.webp" fetchPriority="high"/>';
    expect(splitHeadTags(`${preload}<div class="page"><link rel="x"/></div>`)).toEqual({ headTags: preload, html: '<div class="page"><link rel="x"/></div>' });
    expect(splitHeadTags('<div>no links</div>')).toEqual({ headTags: '', html: '<div>no links</div>' });
  });
});
