import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { isPhone, openPage, switchLanguage, TEXT, waitForContent } from './support/shop';

test('switches to English and back, and remembers the choice', async ({ page }, testInfo) => {
  await openPage(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.th.heroTitle);

  // API calls made after the switch carry lang: en
  const englishRequest = page.waitForRequest((request) => request.url().includes('/api/v1/') && request.headers()['lang'] === 'en');
  await switchLanguage(page, 'en');
  await englishRequest;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.heroTitle);
  await expect(page.getByRole('link', { name: TEXT.en.dogs }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Pawsook Co., Ltd.');
  await expect(page).toHaveTitle(/pet supplies delivered across Thailand/);

  await page.reload();
  await waitForContent(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.heroTitle);
  await expectAccessible(page, `home en after reload ${testInfo.project.name}`);

  await switchLanguage(page, 'th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.th.heroTitle);
  await page.reload();
  await waitForContent(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('link', { name: TEXT.th.dogs }).first()).toBeVisible();
  if (!isPhone(testInfo)) {
    await expect(page.getByRole('navigation', { name: TEXT.th.mainNav }).getByRole('button', { name: TEXT.th.categories })).toBeVisible();
  }
});

test('the switcher tells which language is on', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.getByRole('button', { name: 'TH ภาษาไทย' }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'EN English' }).first()).toHaveAttribute('aria-pressed', 'false');
});
