import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { describeOneScreenPerLanguage, isPhone, openPage, TEXT } from './support/shop';

/**
 * Radix (the header's menus, popovers and drawers) is not part of a landing page's first load: the
 * header draws plain stand-in buttons, and the popups' code comes when the browser is first idle or
 * a trigger is reached (ui/lazy-popup.tsx). Marks of Radix that survive minification are looked
 * for in the scripts: its focus guards (dialogs, popovers, menus) and its popper (menus, popovers).
 */
const RADIX_MARKS = ['data-radix-focus-guard', 'data-radix-popper-content-wrapper'];

declare global {
  interface Window {
    runHeldIdleCallbacks?: () => void;
  }
}

/** The page's idle moments wait until the test lets them happen. */
async function holdIdleCallbacks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const held = new Map<number, IdleRequestCallback>();
    let last = 0;
    window.requestIdleCallback = (callback) => {
      held.set(++last, callback);
      return last;
    };
    window.cancelIdleCallback = (id) => void held.delete(id);
    window.runHeldIdleCallbacks = () => {
      const callbacks = [...held.values()];
      held.clear();
      for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
    };
  });
}

/**
 * Watches the page's scripts: which carried Radix; while `hold` is on, those are kept back until
 * `release()` (as on a slow line).
 */
async function watchRadixScripts(page: Page) {
  const radix: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const state = { hold: false };
  await page.route('**/assets/*.js', async (route) => {
    let response, body;
    try {
      response = await route.fetch();
      body = await response.text();
    } catch {
      // the test went on to its next page while this script was coming: it no longer matters
      await route.abort().catch(() => {});
      return;
    }
    if (RADIX_MARKS.some((mark) => body.includes(mark))) {
      radix.push(new URL(route.request().url()).pathname);
      if (state.hold) await released;
    }
    await route.fulfill({ response, body });
  });
  return { radix, state, release };
}

test('the landing pages’ first load fetches no Radix: the popups’ code comes when the page is idle', async ({ page, request }) => {
  const product = (await (await request.get('/api/v1/products?limit=1', { headers: { lang: 'th' } })).json()).result[0];
  await holdIdleCallbacks(page);
  const scripts = await watchRadixScripts(page);
  for (const path of ['/', '/categories/dog', '/search?keyword=cat', `/th/product/${product.productId}`]) {
    await openPage(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(scripts.radix, `Radix scripts fetched by ${path} before the page was idle`).toEqual([]);
  }
  // the stand-ins (the listing's filter button among them on a phone) are what a shopper sees until then
  await openPage(page, '/categories/dog');
  await expectAccessible(page, 'stand-ins');

  await page.evaluate(() => window.runHeldIdleCallbacks?.());
  await expect.poll(() => scripts.radix.length).toBeGreaterThan(0);
});

for (const lang of ['th', 'en'] as const) {
  test.describe(`a header popup asked for before its code arrives, in ${lang}`, () => {
    describeOneScreenPerLanguage(lang, 'desktop');
    test.beforeEach(async ({ page }) => {
      await holdIdleCallbacks(page);
    });

    test('a click or tap opens it once the code has arrived, with the focus where Radix puts it', async ({ page }, testInfo) => {
      const scripts = await watchRadixScripts(page);
      await openPage(page, '/', lang);
      scripts.state.hold = true;
      const phone = isPhone(testInfo);
      const trigger = phone
        ? page.getByRole('button', { name: TEXT[lang].openMenu })
        : page.getByRole('navigation', { name: TEXT[lang].mainNav }).getByRole('button', { name: TEXT[lang].categories });
      if (phone) await trigger.tap();
      else await trigger.click();
      const popup = phone ? page.getByRole('dialog', { name: lang === 'th' ? 'เมนู' : 'Menu' }) : page.getByRole('menu');
      await expect.poll(() => scripts.radix.length).toBeGreaterThan(0);
      await expect(popup).toHaveCount(0);
      await expectAccessible(page, `stand-in pressed ${lang} ${testInfo.project.name}`);

      scripts.release();
      await expect(popup).toBeVisible();
      if (phone) await expect(popup.getByRole('link', { name: lang === 'th' ? 'โปรโมชั่น' : 'Promotions' })).toBeVisible();
      else await expect(popup.getByRole('menuitem', { name: TEXT[lang].dogs })).toBeVisible();
      expect(await popup.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expectAccessible(page, `popup opened late ${lang} ${testInfo.project.name}`);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    test('a key on the focused trigger opens it once the code has arrived; focus stays with the trigger', async ({ page }, testInfo) => {
      const scripts = await watchRadixScripts(page);
      await openPage(page, '/', lang);
      scripts.state.hold = true;
      const phone = isPhone(testInfo);
      const trigger = phone
        ? page.getByRole('button', { name: TEXT[lang].account })
        : page.getByRole('navigation', { name: TEXT[lang].mainNav }).getByRole('button', { name: TEXT[lang].brands });
      const standIn = await trigger.elementHandle();
      await trigger.focus();
      await expect.poll(() => scripts.radix.length).toBeGreaterThan(0);
      if (phone) {
        // focus alone brings the code: the trigger that replaces the stand-in keeps the focus
        scripts.release();
        await expect.poll(() => standIn?.evaluate((element) => element.isConnected)).toBe(false);
        await expect(trigger).toBeFocused();
        await page.keyboard.press('Enter');
        const popover = page.getByRole('dialog', { name: lang === 'th' ? 'ยินดีต้อนรับสู่ Pawsook' : 'Welcome to Pawsook' });
        await expect(popover).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(trigger).toBeFocused();
        return;
      }
      await page.keyboard.press('ArrowDown');
      const menu = page.getByRole('menu');
      await expect(menu).toHaveCount(0);
      scripts.release();
      await expect(menu).toBeVisible();
      // opened from the keyboard: the first brand has the focus, as when Radix sees the key itself
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
      await expectAccessible(page, `brand menu opened late ${lang}`);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  });
}
