import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { openPage, TEXT } from './support/shop';

for (const path of ['/', '/how-to-order']) {
  test(`Tab reaches the skip link first on ${path}, and it moves focus to the main content`, async ({ page }) => {
    await openPage(page, path);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: TEXT.th.skip });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // the next Tab continues inside the page content, not back in the header
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
    await expectAccessible(page, `${path} keyboard`);
  });
}

test('focus is visible on keyboard focus', async ({ page }) => {
  await openPage(page, '/');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe('none');
});
