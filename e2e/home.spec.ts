import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { isPhone, openInApp, openPage, screenshot, TEXT } from './support/shop';

test.describe('home page', () => {
  for (const lang of ['th', 'en'] as const) {
    test(`shows the shop in ${lang === 'th' ? 'Thai (default)' : 'English'}`, async ({ page }, testInfo) => {
      // seven product carousels make a long page to scroll through and capture
      await openPage(page, '/', lang);
      const text = TEXT[lang];
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(/Pawsook/);

      // landmarks
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('link', { name: /Pawsook/ }).first()).toHaveAttribute('href', '/');

      // hero
      await expect(page.getByRole('heading', { level: 1, name: text.heroTitle })).toBeVisible();
      await expect(page.getByRole('region', { name: text.heroTitle }).locator('img[src="/images/banner/home-hero.webp"]')).toBeVisible();

      // pet entry points and category cards from the API
      const pets = page.getByRole('region', { name: lang === 'th' ? 'ช้อปตามสัตว์เลี้ยง' : 'Shop by pet' });
      await expect(pets.getByRole('link')).toHaveCount(5);
      await expect(pets.getByRole('link', { name: text.dogs })).toHaveAttribute('href', '/categories/dog');
      const categories = page.getByRole('region', { name: lang === 'th' ? 'หมวดหมู่สินค้า' : 'Browse categories' });
      await expect(categories.getByRole('link', { name: new RegExp(text.cats) })).toHaveAttribute('href', '/categories/cat');
      const images = categories.locator('img');
      expect(await images.count()).toBeGreaterThanOrEqual(6);
      for (const img of await images.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      }

      // brands, promotion, donation
      const brands = page.getByRole('region', { name: lang === 'th' ? 'แบรนด์ที่เรามีจำหน่าย' : 'Brands we carry' });
      await expect(brands.getByRole('link', { name: text.royalCanin })).toHaveAttribute('href', '/brands/royal-canin');
      await expect(page.locator('main a[href="/promotion"]')).toBeVisible();
      const donation = page.getByRole('region', { name: lang === 'th' ? 'ช่วยเหลือน้อง ๆ ในสถานพักพิง' : 'Help shelter animals' });
      await expect(donation.getByRole('link')).toHaveAttribute('href', '/categories/donation');

      // footer copyright keeps 2018
      await expect(page.getByRole('contentinfo')).toContainText('© 2018');

      await expectAccessible(page, `home ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `home-${lang}`);
    });
  }

  test('the hero call to action jumps to the pets', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('link', { name: 'เลือกตามสัตว์เลี้ยง' }).click();
    await expect(page).toHaveURL(/#shop-by-pet$/);
    await expect(page.getByRole('heading', { name: 'ช้อปตามสัตว์เลี้ยง' })).toBeInViewport();
  });

  test('shows an error state, not a blank page, when the catalog cannot be loaded', async ({ page }, testInfo) => {
    await page.route('**/api/v1/categories**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ responseCode: '500', errorMessage: 'Internal Server Error', result: null }),
      }),
    );
    await openInApp(page, '/');
    // the System Error dialog of the spec
    const dialog = page.getByRole('alertdialog', { name: 'ระบบขัดข้อง' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('ขณะนี้ระบบไม่สามารถให้บริการได้');
    await expectAccessible(page, `system error ${testInfo.project.name}`);
    // focus is inside the dialog, so Enter acknowledges it
    await expect(dialog.getByRole('button', { name: 'ตกลง' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // inline error states with a retry
    await expect(page.getByRole('alert').filter({ hasText: 'โหลดข้อมูลส่วนนี้ไม่สำเร็จ' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'ลองอีกครั้ง' }).first()).toBeVisible();
    // the rest of the page still works
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (!isPhone(testInfo)) await expect(page.getByRole('navigation', { name: TEXT.th.mainNav })).toBeVisible();
  });
});
