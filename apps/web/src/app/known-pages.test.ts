import { describe, expect, it } from 'vitest';
import { hasPage } from './known-pages';
import { routes } from './router';

describe('hasPage', () => {
  it("knows the shop's pages, landing and member ones alike", () => {
    for (const pathname of [
      '/',
      '/categories/dog',
      '/brands/royal-canin',
      '/search',
      '/th/product/920000001',
      '/en/product/1',
      '/cart/checkout',
      '/user/account/profile',
      '/user/purchase/order/PS1',
      '/about-us',
      '/content/a-tip',
    ])
      expect(hasPage(routes, pathname), pathname).toBe(true);
  });

  it('does not count an address only the 404 page matches', () => {
    for (const pathname of ['/no-such-page', '/this/page/does-not-exist', '/categories/dog/extra', '/user/account/nothing'])
      expect(hasPage(routes, pathname), pathname).toBe(false);
  });

  it("leaves every back-office address to the back office's own shell", () => {
    for (const pathname of ['/staff', '/staff/orders', '/staff/no-such-page']) expect(hasPage(routes, pathname), pathname).toBe(true);
  });
});
