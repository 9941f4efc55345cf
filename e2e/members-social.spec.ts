import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { accountButton, MEMBER_TEXT, openLoginDialog, toast, uniqueEmail } from './support/members';
import { openPage, waitForContent } from './support/shop';
import { CART_DEMO } from './support/cart';
import { CATALOG_TEXT, productPath } from './support/catalog';
import { layoutShiftTotal, watchLayoutShifts } from './support/layout-shifts';

/** The shop's stand-in for Google's sign-in page (apps/api social sandbox). */
async function continueAtSandbox(page: Page, provider: 'Google' | 'Facebook', name: string, email: string) {
  await expect(page.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('social sign-in, in Thai', () => {
  test('a new Google account registers with the prefilled form, is signed in, and signs in again later', async ({ page }, testInfo) => {
    const text = MEMBER_TEXT.th;
    const email = uniqueEmail('google', testInfo);

    await openPage(page, '/how-to-order');
    let dialog = await openLoginDialog(page, 'th');
    await dialog.getByRole('button', { name: text.google }).click();
    await continueAtSandbox(page, 'Google', 'Somsri Rakdee Jaidee', email);

    // back on the shop: not a member yet, so the registration form opens prefilled
    await expect(page).toHaveURL(/\/auth\/callback\/google$/); // the token left the address bar
    const form = page.getByRole('dialog', { name: text.registerWith('Google') });
    await expect(form).toBeVisible();
    await expect(form.getByLabel(text.email, { exact: true })).toHaveValue(email);
    await expect(form.getByLabel(text.email, { exact: true })).toHaveAttribute('readonly', '');
    await expect(form.getByLabel(text.firstName, { exact: true })).toHaveValue('Somsri');
    await expect(form.getByLabel(text.lastName, { exact: true })).toHaveValue('Rakdee Jaidee');
    await expect(form.getByLabel(text.password, { exact: true })).toHaveCount(0);
    await expectAccessible(page, `social registration ${testInfo.project.name}`);

    const submit = form.getByRole('button', { name: text.register, exact: true });
    await expect(submit).toBeDisabled();
    await form.getByLabel(text.mobile, { exact: true }).fill('0898765432');
    await form.getByRole('checkbox', { name: text.consent }).check();
    await submit.click();
    await expect(toast(page, text.loggedIn)).toBeVisible();
    await expect(page).toHaveURL('/'); // the configured path after signing in from the header

    // the header knows the member (once the toast over it has gone)
    await expect(toast(page, text.loggedIn)).toBeHidden();
    await accountButton(page, 'th').click();
    const menu = page.getByRole('dialog', { name: 'Somsri Rakdee Jaidee' });
    await expect(menu).toContainText(email);
    await expectAccessible(page, `member popover ${testInfo.project.name}`);
    await menu.getByRole('button', { name: text.logOut }).click();
    await page.getByRole('alertdialog', { name: text.logOutTitle }).getByRole('button', { name: text.logOut }).click();
    await expect(toast(page, text.loggedOut)).toBeVisible();

    // signing in with the same Google account: straight in
    await waitForContent(page);
    dialog = await openLoginDialog(page, 'th');
    await dialog.getByRole('button', { name: text.google }).click();
    await continueAtSandbox(page, 'Google', 'Somsri Rakdee Jaidee', email);
    await expect(toast(page, text.loggedIn)).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.goto('/user/account/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'สวัสดี คุณSomsri' })).toBeVisible();
  });

  test('cancelling at the provider comes back to the page with a message', async ({ page }, testInfo) => {
    await openPage(page, '/how-to-order');
    const dialog = await openLoginDialog(page, 'th');
    await dialog.getByRole('button', { name: MEMBER_TEXT.th.facebook }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Facebook' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(toast(page, 'ยกเลิกการเข้าสู่ระบบด้วย Facebook แล้ว')).toBeVisible();
    await expect(page).toHaveURL('/how-to-order');
    await expectAccessible(page, `social cancelled ${testInfo.project.name}`);
  });

  test('a forged return (wrong state) is refused', async ({ page }, testInfo) => {
    await openPage(page, '/auth/callback/google#access_token=stolen&state=guess');
    await expect(page.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบด้วย Google ไม่สำเร็จ' })).toBeVisible();
    await expect(page).toHaveURL('/auth/callback/google');
    await expectAccessible(page, `social forged ${testInfo.project.name}`);
  });
});

test.describe('the log-in dialog and a slow answer about the social buttons', () => {
  const providers = '**/api/v1/auth/social-providers';

  test("a guest's checkout opens it with its social buttons, however late they come, moving nothing", async ({ page }) => {
    const text = MEMBER_TEXT.th;
    await page.goto(productPath('th', CART_DEMO.vitamins.productId));
    await page.getByRole('button', { name: CATALOG_TEXT.th.addToCart }).click();
    const login = page.getByRole('dialog', { name: text.logIn });
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');

    // the answer comes 700 ms late, after the dialog's code and its form are ready
    await page.route(providers, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await watchLayoutShifts(page);
    await page.goto('/cart/checkout');
    await expect(login).toBeVisible();
    await expect(login.getByRole('button', { name: text.google })).toBeVisible();
    await expect(login.getByLabel(text.email, { exact: true })).toBeFocused();
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  });

  test('without an answer it opens anyway, a moment later, with the e-mail form alone', async ({ page }) => {
    const text = MEMBER_TEXT.en;
    // the shop's answer never comes (a request the connection lost)
    await page.route(providers, () => undefined);
    await openPage(page, '/', 'en');
    const dialog = await openLoginDialog(page, 'en');
    await expect(dialog.getByLabel(text.email, { exact: true })).toBeFocused();
    await expect(dialog.getByRole('button', { name: text.google })).toHaveCount(0);
  });
});
