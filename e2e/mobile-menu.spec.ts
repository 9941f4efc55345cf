import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { openPage, TEXT } from './support/shop';

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu drawer is for screens below the md breakpoint');

  test('opens, traps focus, closes with Escape, and navigates', async ({ page }, testInfo) => {
    await openPage(page, '/');
    // the desktop bar is hidden; the hamburger is there
    await expect(page.getByRole('navigation', { name: TEXT.th.mainNav })).toBeHidden();
    const hamburger = page.getByRole('button', { name: TEXT.th.openMenu });
    await hamburger.click();
    const drawer = page.getByRole('dialog', { name: 'เมนู' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'โปรโมชั่น' })).toBeVisible();
    await expectAccessible(page, `mobile menu ${testInfo.project.name}`);

    // focus stays inside the drawer
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(hamburger).toBeFocused();

    // categories, then a link closes the drawer
    await hamburger.click();
    await drawer.locator('summary', { hasText: TEXT.th.categories }).click();
    await drawer.getByRole('link', { name: TEXT.th.cats }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/categories/cat');
    await expectAccessible(page, `category from the drawer ${testInfo.project.name}`);

    // brands
    await hamburger.click();
    await drawer.locator('summary', { hasText: TEXT.th.brands }).click();
    await expect(drawer.getByRole('link', { name: TEXT.th.royalCanin })).toHaveAttribute('href', '/brands/royal-canin');
    await drawer.getByRole('link', { name: 'วิธีการสั่งซื้อ' }).click();
    await expect(page).toHaveURL('/how-to-order');
    await expect(drawer).toBeHidden();
    await expectAccessible(page, `how-to-order from the drawer ${testInfo.project.name}`);
  });

  test('switches language from the drawer', async ({ page }, testInfo) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: TEXT.th.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: 'เมนู' });
    await drawer.getByRole('button', { name: 'EN English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectAccessible(page, `drawer in English ${testInfo.project.name}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.heroTitle);
  });

  // 360 px: the narrowest common Android phones, where the row is full; 375 px: the phone project's
  // own width, where the wordmark keeps clear of the language switch
  for (const { width, wordmarkGap } of [
    { width: 360, wordmarkGap: 0 },
    { width: 375, wordmarkGap: 4 },
  ]) {
    test(`the header fits a ${width} px screen without overlapping`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await openPage(page, '/');
      // nothing wider than the phone (a wider page makes mobile Chrome zoom the whole layout out)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => window.innerWidth)).toBe(width);
      // measured again if a stand-in button gave way to its popup's own trigger while it was measured
      await expect(async () => {
        const boxes = await Promise.all(
          [
            page.getByRole('button', { name: TEXT.th.openMenu }),
            page.getByRole('link', { name: /Pawsook/ }).first(),
            page.getByRole('group', { name: 'ภาษา' }).first(),
            page.getByRole('button', { name: TEXT.th.account }),
          ].map(async (locator) => (await locator.boundingBox())!),
        );
        for (let i = 1; i < boxes.length; i++) {
          expect(boxes[i]!.x, `item ${i} starts after item ${i - 1} ends`).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width - 0.5);
        }
        const [, logo, languages] = boxes;
        expect(languages!.x - (logo!.x + logo!.width), 'space between the wordmark and the language switch').toBeGreaterThanOrEqual(wordmarkGap);
        expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(width);
      }).toPass({ timeout: 10_000 });
    });
  }
});
