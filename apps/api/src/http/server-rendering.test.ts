import { describe, expect, it } from 'vitest';
import { afterFirstPaint, isDrawnByServer, isServerRendered, pageLanguage, withHeadTags } from './server-rendering';

describe('which pages the server draws', () => {
  it.each([
    '/',
    '/categories/dog',
    '/brands/royal-canin',
    '/search',
    '/promotion',
    '/en/product/920000001',
    '/th/product/1/',
    '/product',
    '/about-us',
    '/how-to-order',
    '/terms-conditions',
    '/international',
  ])('draws %s', (path) => {
    expect(isServerRendered(path, true)).toBe(true);
    expect(isServerRendered(path, false)).toBe(true);
  });

  it("draws the checkout for a guest, not a member's", () => {
    expect(isServerRendered('/cart/checkout', true)).toBe(true);
    expect(isServerRendered('/cart/checkout/', true)).toBe(true);
    expect(isServerRendered('/cart/checkout', false)).toBe(false);
  });

  it.each(['/cart', '/user/account/profile', '/staff', '/staff/orders', '/content', '/register/verify', '/fr/product/1', '/categories/a/b'])(
    'leaves %s to the browser',
    (path) => {
      expect(isServerRendered(path, true)).toBe(false);
      expect(isServerRendered(path, false)).toBe(false);
    },
  );
});

describe('an address the app has no page for', () => {
  const isAppPage = (pathname: string) => pathname !== '/no-such-page';
  it('is drawn by the server (its 404 page, with its status), for a guest and a member', () => {
    expect(isDrawnByServer('/no-such-page', true, isAppPage)).toBe(true);
    expect(isDrawnByServer('/no-such-page', false, isAppPage)).toBe(true);
  });
  it("leaves the app's own browser-drawn pages to the browser", () => {
    expect(isDrawnByServer('/user/account/profile', true, isAppPage)).toBe(false);
    expect(isDrawnByServer('/cart/checkout', false, isAppPage)).toBe(false);
    expect(isDrawnByServer('/categories/dog', false, isAppPage)).toBe(true);
  });
});

describe("a drawn page's language", () => {
  const none = new URLSearchParams();
  it('follows the address first, then the cookie, then Thai', () => {
    expect(pageLanguage('/en/product/1', new URLSearchParams('lang=th'), 'pawsook_lang=th')).toEqual({ lang: 'en', from: 'address' });
    expect(pageLanguage('/', new URLSearchParams('lang=en'), 'pawsook_lang=th')).toEqual({ lang: 'en', from: 'address' });
    expect(pageLanguage('/', none, 'a=1; pawsook_lang=en; b=2')).toEqual({ lang: 'en', from: 'cookie' });
    expect(pageLanguage('/', none, undefined)).toEqual({ lang: 'th', from: 'default' });
  });

  it('ignores a language it does not have', () => {
    expect(pageLanguage('/', new URLSearchParams('lang=fr'), 'pawsook_lang=de')).toEqual({ lang: 'th', from: 'default' });
  });
});

describe("a drawn page's scripts", () => {
  const index =
    '<script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/vendor-2.js">\n<link rel="stylesheet" crossorigin href="/assets/index-4.css"><link rel="modulepreload" crossorigin href="/assets/texts-th-3.js"></head>';

  it('start with the after-paint script, which names the app and its chunks to fetch once the page is painted', () => {
    expect(afterFirstPaint(index, '/assets/boot-9.js')).toBe(
      '<script type="module" crossorigin src="/assets/boot-9.js" data-app-entry="/assets/index-1.js" data-app-chunks="/assets/vendor-2.js /assets/texts-th-3.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-4.css"></head>',
    );
  });

  it('are fetched at low priority when the build has no after-paint script', () => {
    expect(afterFirstPaint(index, null)).toBe(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/vendor-2.js">\n<link rel="stylesheet" crossorigin href="/assets/index-4.css"><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/texts-th-3.js"></head>',
    );
  });
});

describe("a drawn page's head", () => {
  const hero = '<link rel="preload" as="image" href="/images/banner/home-hero.webp" fetchPriority="high"/>';
  const card = '<link rel="preload" as="image" href="/images/product/1-1.webp" fetchPriority="high"/>';

  it("takes React's preloads, each once: one the head already has is not added again", () => {
    const index = '<head><link rel="preload" as="image" href="/images/banner/home-hero.webp" fetchpriority="high" /></head><body></body>';
    expect(withHeadTags(index, hero + card)).toBe(
      `<head><link rel="preload" as="image" href="/images/banner/home-hero.webp" fetchpriority="high" />${card}</head><body></body>`,
    );
    expect(withHeadTags(index, hero)).toBe(index);
    expect(withHeadTags(index, undefined)).toBe(index);
  });
});
