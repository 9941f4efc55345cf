import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { createConfirmedMember, MEMBER_TEXT, openLoginDialog, signInByApi, toast, uniqueEmail, viewportScreenshot } from './support/members';
import { moveOrder, placeOrderByApi } from './support/orders';
import { oneScreenPerLanguage, openPage } from './support/shop';
import { CART_DEMO } from './support/cart';
import { productPath } from './support/catalog';

/** The shop's stand-in for LINE Login's page (apps/api LINE sandbox, decision 0081). */
async function allowAtLineSandbox(page: Page, name: string, email: string | null) {
  await expect(page.getByRole('heading', { name: 'Log in with LINE' })).toBeVisible();
  await page.getByLabel('LINE display name').fill(name);
  if (email) await page.getByLabel('E-mail shared with the shop').fill(email);
  await page.getByRole('button', { name: 'Allow' }).click();
}

for (const lang of ['th', 'en'] as const) {
  test.describe(`LINE Login (${lang})`, () => {
    test('a new LINE account registers with the prefilled form, is signed in, and keeps LINE while it is the only way in', async ({ page }, testInfo) => {
      oneScreenPerLanguage(lang, testInfo);
      const text = MEMBER_TEXT[lang];
      const email = uniqueEmail(`line-${lang}`, testInfo);

      await openPage(page, '/how-to-order', lang);
      const dialog = await openLoginDialog(page, lang);
      await expect(dialog.getByRole('button', { name: text.line })).toBeVisible();
      await viewportScreenshot(page, testInfo, `line-login-button-${lang}`);
      await dialog.getByRole('button', { name: text.line }).click();
      await allowAtLineSandbox(page, 'Nok Jaidee', email);

      // back from LINE with a code the server exchanged: not a member yet, so the form opens prefilled
      await expect(page).toHaveURL(/\/auth\/callback\/line$/); // the code left the address bar
      const form = page.getByRole('dialog', { name: text.registerWith('LINE') });
      await expect(form).toBeVisible();
      await expect(form.getByLabel(text.email, { exact: true })).toHaveValue(email);
      await expect(form.getByLabel(text.firstName, { exact: true })).toHaveValue('Nok');
      await expect(form.getByLabel(text.lastName, { exact: true })).toHaveValue('Jaidee');
      await expectAccessible(page, `LINE registration ${testInfo.project.name} ${lang}`);
      await viewportScreenshot(page, testInfo, `line-register-${lang}`);
      await form.getByLabel(text.mobile, { exact: true }).fill('0898765432');
      await form.getByRole('checkbox', { name: text.consent }).check();
      await form.getByRole('button', { name: text.register, exact: true }).click();
      await expect(toast(page, text.loggedIn)).toBeVisible();

      // the profile says LINE is linked, and will not unlink the only way in
      await openPage(page, '/user/account/profile', lang);
      const section = page.getByRole('region', { name: text.lineSection });
      await expect(section).toContainText(text.lineLinked);
      await section.getByRole('button', { name: text.unlinkLine }).click();
      await expect(section.getByRole('alert')).toContainText(text.lineOnlyWayIn);
      await expect(section).toContainText(text.lineLinked);
      await expectAccessible(page, `LINE only way in ${testInfo.project.name} ${lang}`);
      await section.scrollIntoViewIfNeeded();
      await viewportScreenshot(page, testInfo, `line-only-way-in-${lang}`);
    });

    test('a member links LINE from the profile, signs in with it, and unlinks it by keyboard', async ({ page }, testInfo) => {
      oneScreenPerLanguage(lang, testInfo);
      const text = MEMBER_TEXT[lang];
      const member = await createConfirmedMember(page.request, testInfo, `line-link-${lang}`, undefined, lang);
      const lineName = `Malee LINE ${testInfo.project.name} ${lang} ${Date.now()}`;
      await signInByApi(page, testInfo, member.email, member.password);

      await openPage(page, '/user/account/profile', lang);
      const section = page.getByRole('region', { name: text.lineSection });
      await expect(section).toContainText(text.lineNotLinked);
      await expectAccessible(page, `LINE not linked ${testInfo.project.name} ${lang}`);
      await section.getByRole('button', { name: text.linkLine }).click();
      await allowAtLineSandbox(page, lineName, null);

      // back on the profile, linked
      await expect(page).toHaveURL('/user/account/profile');
      await expect(toast(page, text.lineLinkDone)).toBeVisible();
      await expect(section).toContainText(text.lineLinked);
      await section.scrollIntoViewIfNeeded();
      await viewportScreenshot(page, testInfo, `line-linked-${lang}`);

      // the LINE account now signs this member in, from a fresh browser
      const fresh = await page.context().browser()!.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'th-TH' });
      try {
        const other = await fresh.newPage();
        await openPage(other, '/how-to-order', lang);
        const dialog = await openLoginDialog(other, lang);
        await dialog.getByRole('button', { name: text.line }).click();
        await allowAtLineSandbox(other, lineName, null);
        await expect(toast(other, text.loggedIn)).toBeVisible();
      } finally {
        await fresh.close();
      }

      // order messages on LINE: switched on, then a paid order's message shows in the LINE sandbox
      await section.getByRole('checkbox', { name: text.lineMessages }).check();
      await expect(toast(page, text.lineMessagesOn)).toBeVisible();
      await expect(section.getByRole('link', { name: /@pawsook\.journeys/ })).toHaveAttribute('href', 'https://line.me/R/ti/p/@pawsook.journeys');
      await expectAccessible(page, `LINE messages on ${testInfo.project.name} ${lang}`);
      await section.scrollIntoViewIfNeeded();
      await viewportScreenshot(page, testInfo, `line-messages-on-${lang}`);
      const order = await placeOrderByApi(page);
      await moveOrder(page, order.orderNo, 2);
      // pushed by the shop's sender a moment after the payment
      const message = page.getByRole('article').filter({ hasText: order.orderNo });
      await expect(async () => {
        await page.goto('/sandbox/line/messages');
        await expect(message).toContainText(text.linePaidMessage, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(message.getByRole('link', { name: text.lineViewOrder })).toHaveAttribute(
        'href',
        new RegExp(`/user/purchase/order/${order.orderId}\\?orderNo=${order.orderNo}&lang=${lang}$`),
      );
      await expectAccessible(page, `LINE sandbox messages ${testInfo.project.name} ${lang}`);
      // the sandbox's own page, in the browser's fonts: not the shop's, so not viewportScreenshot's checks
      await page.screenshot({ path: `test-results/screens/line-sandbox-message-${lang}-${testInfo.project.name}.png` });
      await openPage(page, '/user/account/profile', lang);

      // unlinking, by keyboard
      await section.getByRole('button', { name: text.unlinkLine }).focus();
      await page.keyboard.press('Enter');
      await expect(toast(page, text.lineUnlinkDone)).toBeVisible();
      await expect(section).toContainText(text.lineNotLinked);
    });
  });
}

const FORGED_TITLE = { th: 'เข้าสู่ระบบด้วย LINE ไม่สำเร็จ', en: "We couldn't log you in with LINE" } as const;
const SHARE_ON_LINE = { th: 'แชร์ทาง LINE', en: 'Share on LINE' } as const;

for (const lang of ['th', 'en'] as const) {
  test(`a forged return from LINE (wrong state) is refused (${lang})`, async ({ page }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    await openPage(page, '/auth/callback/line?code=stolen&state=guess', lang);
    await expect(page.getByRole('heading', { level: 1, name: FORGED_TITLE[lang] })).toBeVisible();
    await expect(page).toHaveURL('/auth/callback/line');
    await expectAccessible(page, `LINE forged ${testInfo.project.name} ${lang}`);
  });

  test(`a product page shares itself on LINE (${lang})`, async ({ page, context }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    // LINE's share page is outside: answered here, so the test sees where the shopper is sent
    await context.route('https://social-plugins.line.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>LINE share</title>' }));
    await openPage(page, productPath(lang, CART_DEMO.vitamins.productId), lang);
    // a drawn page's button does something once the app has taken the page over
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const share = page.getByRole('button', { name: SHARE_ON_LINE[lang] });
    await expect(share).toBeVisible();
    await expectAccessible(page, `product share ${testInfo.project.name} ${lang}`);
    const [popup] = await Promise.all([context.waitForEvent('page'), share.click()]);
    await popup.waitForLoadState();
    const shared = new URL(popup.url());
    expect(`${shared.origin}${shared.pathname}`).toBe('https://social-plugins.line.me/lineit/share');
    expect(shared.searchParams.get('url')).toBe(new URL(productPath(lang, CART_DEMO.vitamins.productId), page.url()).toString());
  });
}
