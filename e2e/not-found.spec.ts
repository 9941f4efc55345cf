import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { openPage, screenshot, TEXT } from './support/shop';

for (const lang of ['th', 'en'] as const) {
  test(`an unknown address shows the 404 page in ${lang} with a link home`, async ({ page }, testInfo) => {
    // answered 404, its page drawn by the server (decision 0057): search engines do not keep it as a page
    const answer = await page.request.get(`/this/page/does-not-exist?lang=${lang}`);
    expect(answer.status()).toBe(404);
    expect(await answer.text()).toContain(TEXT[lang].notFound);
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

test('/cart leads to the cart, the checkout’s step 1', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL('/cart/checkout');
  // a guest's checkout asks them to log in first
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('an unknown API path is not the page: it answers a 404 envelope', async ({ request }) => {
  const response = await request.get('/api/v1/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect((await response.json()).responseCode).toBe('404');
});

// Browsers ask for /favicon.ico on pages that name no icon (the mailbox, the payment sandboxes):
// it is the shop's icon, not the app's HTML.
test('the shop answers /favicon.ico with its icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});
