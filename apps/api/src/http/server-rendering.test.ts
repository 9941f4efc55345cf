import { describe, expect, it } from 'vitest';
import { afterFirstPaint, isServerRendered, pageLanguage } from './server-rendering';

describe('which pages the server draws', () => {
  it.each(['/', '/categories/dog', '/brands/royal-canin', '/search', '/promotion', '/en/product/920000001', '/th/product/1/', '/product', '/about-us', '/how-to-order', '/terms-conditions', '/international'])(
    'draws %s',
    (path) => expect(isServerRendered(path)).toBe(true),
  );

  it.each(['/cart', '/cart/checkout', '/user/account/profile', '/staff', '/staff/orders', '/content', '/register/verify', '/fr/product/1', '/categories/a/b'])(
    'leaves %s to the browser',
    (path) => expect(isServerRendered(path)).toBe(false),
  );
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
  it('are fetched at low priority: the page paints without them', () => {
    const html = afterFirstPaint(
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-2.js"><link rel="modulepreload" crossorigin href="/assets/texts-th-3.js"><link rel="stylesheet" crossorigin href="/assets/index-4.css">',
    );
    expect(html).toBe(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/vendor-2.js"><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/texts-th-3.js"><link rel="stylesheet" crossorigin href="/assets/index-4.css">',
    );
  });
});
