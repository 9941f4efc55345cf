import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { openPage, screenshot, TEXT } from './support/shop';

for (const lang of ['th', 'en'] as const) {
  test(`an unknown address shows the 404 page in ${lang} with a link home`, async ({ page }, testInfo) => {
    await openPage(page, '/this/page/does-not-exist', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].notFound);
    await expect(page).toHaveTitle(lang === 'th' ? 'ไม่พบหน้านี้ | Pawsook' : 'Page not found | Pawsook');
    await expectAccessible(page, `404 ${lang} ${testInfo.project.name}`);
    await screenshot(page, testInfo, `not-found-${lang}`);
    await page.getByRole('main').getByRole('link', { name: TEXT[lang].backHome }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].heroTitle);
    await expectAccessible(page, `home after 404 ${lang} ${testInfo.project.name}`);
  });
}

test('an unknown API path is not the page: it answers a 404 envelope', async ({ request }) => {
  const response = await request.get('/api/v1/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect((await response.json()).responseCode).toBe('404');
});
