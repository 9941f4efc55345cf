import { describe, expect, it } from 'vitest';
import { isServerRendered, pageLanguage } from './server-rendering';

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
