import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { CATALOG_TEXT, DEMO, productPath } from './support/catalog';
import {
  accountButton,
  accountMenu,
  createConfirmedMember,
  DEMO_MEMBER,
  gotoInLanguage,
  MEMBER_TEXT,
  signInByApi,
  submitLogin,
  toast,
} from './support/members';
import { isPhone, openInApp, openPage, TEXT, waitForContent } from './support/shop';

test.describe('the account area, in English', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a guest opening the profile gets the login, and comes back to the profile after logging in', async ({ page }, testInfo) => {
    const text = MEMBER_TEXT.en;
    await gotoInLanguage(page, '/user/account/profile', 'en');
    const dialog = page.getByRole('dialog', { name: text.logIn });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(text.email, { exact: true })).toBeFocused();
    await expectAccessible(page, `guest on profile, login open ${testInfo.project.name}`);

    // closed, the page itself asks to log in
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: text.guestTitle })).toBeVisible();
    await expectAccessible(page, `guest on profile ${testInfo.project.name}`);
    await page.getByRole('main').getByRole('button', { name: text.logIn, exact: true }).click();

    await submitLogin(dialog, 'en', DEMO_MEMBER.email, DEMO_MEMBER.password);
    await expect(toast(page, text.loggedIn)).toBeVisible();
    await expect(page).toHaveURL('/user/account/profile');
    await expect(page.getByRole('heading', { level: 2, name: `Hello, ${DEMO_MEMBER.name}` })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('PS00000001');
  });

  test('a member whose session ended elsewhere adds to the cart: logged out, asked to log in on the product page, and back there', async ({
    page,
  }, testInfo) => {
    const text = MEMBER_TEXT.en;
    const member = await createConfirmedMember(page.request, testInfo, 'session-ended');
    await signInByApi(page, testInfo, member.email, member.password);
    const product = productPath('en', DEMO.variantProduct.id);
    await gotoInLanguage(page, product, 'en');
    await expect(accountButton(page, 'en')).toBeVisible();
    // the session ends elsewhere (a password change, a log-out on another device)
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'pawsook_access_token')!.value;
    const loggedOut = await page.request.post('/api/v1/auth/logout', { headers: { authorization: `Bearer ${decodeURIComponent(token)}` } });
    expect(loggedOut.status()).toBe(200);

    // the cart call's 401 (member §8): the session is forgotten, the shopper stays on the product page and is asked to log in
    await page.getByRole('button', { name: CATALOG_TEXT.en.addToCart }).first().click();
    const dialog = page.getByRole('dialog', { name: text.logIn });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(product);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'pawsook_access_token')).toBe(false);

    await submitLogin(dialog, 'en', member.email, member.password);
    await expect(toast(page, text.loggedIn)).toBeVisible();
    await expect(page).toHaveURL(product);
  });

  test('the home page after a cart call found the session gone (?q=frin-addp) asks to log in', async ({ page }) => {
    const text = MEMBER_TEXT.en;
    // reached within the app, as the 401 rule navigates
    await gotoInLanguage(page, '/forgot-password', 'en');
    await openInApp(page, '/?q=frin-addp');
    const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Please log in again' }) });
    await expect(notice).toContainText('Your session has ended. Log in to go on with your cart.');
    await notice.getByRole('button', { name: text.logIn, exact: true }).click();
    await submitLogin(page.getByRole('dialog', { name: text.logIn }), 'en', DEMO_MEMBER.email, DEMO_MEMBER.password);
    await expect(toast(page, text.loggedIn)).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('the home page opened straight at ?q=frin-addp (a reload) is taken over without a mismatch, then shows the notice', async ({ page }) => {
    // the server keeps one home page for every query: the notice is drawn once the browser holds it
    await openPage(page, '/?q=frin-addp', 'en');
    await expect(page.getByRole('heading', { name: 'Please log in again' })).toBeVisible();
  });

  test('the side menu marks the page, also on order and tracking sub-pages; other account pages sit in it', async ({ page }, testInfo) => {
    const text = MEMBER_TEXT.en;
    await signInByApi(page, testInfo, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await openPage(page, '/user/purchase/order/5?orderNo=PS1', 'en');
    const menu = accountMenu(page, 'en');
    const display = menu.getByRole('button', { name: text.displayAccount });
    if (isPhone(testInfo)) {
      await expect(display).toHaveAttribute('aria-expanded', 'false');
      await expect(menu.getByRole('link', { name: 'My orders' })).toBeHidden();
      await display.click();
    } else {
      await expect(display).toBeHidden();
    }
    await expect(menu.getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
    const links = menu.getByRole('link');
    await expect(links).toHaveText([
      'Personal info',
      'My address',
      'Change password',
      'My coins',
      'My orders',
      'Review products',
      'Order tracking',
      'Favourites',
    ]);
    await expect(menu.getByRole('button', { name: text.logOut })).toBeVisible();
    await expectAccessible(page, `account shell ${testInfo.project.name}`);

    await menu.getByRole('link', { name: 'Order tracking' }).click();
    await expect(page).toHaveURL('/user/purchase/tracking');
    await page.goto('/user/purchase/tracking/7?orderNo=PS7');
    await waitForContent(page);
    if (isPhone(testInfo)) await display.click();
    await expect(menu.getByRole('link', { name: 'Order tracking' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'My orders' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('logging out asks first; cancelling keeps the member signed in', async ({ page }, testInfo) => {
    const text = MEMBER_TEXT.en;
    await signInByApi(page, testInfo, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await openPage(page, '/user/account/profile', 'en');
    await expect(page.getByRole('heading', { level: 2, name: `Hello, ${DEMO_MEMBER.name}` })).toBeVisible();

    // coin balance in the header (in the menu on phones)
    if (!isPhone(testInfo)) {
      await expect(page.getByRole('banner').getByRole('link', { name: `PCG Coins balance: ${DEMO_MEMBER.coins}` })).toBeVisible();
    }

    const menu = accountMenu(page, 'en');
    if (isPhone(testInfo)) await menu.getByRole('button', { name: text.displayAccount }).click();
    await menu.getByRole('button', { name: text.logOut }).click();
    const confirm = page.getByRole('alertdialog', { name: text.logOutTitle });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, `log out confirmation ${testInfo.project.name}`);
    await confirm.getByRole('button', { name: text.cancel }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL('/user/account/profile');

    if (isPhone(testInfo) && !(await menu.getByRole('button', { name: text.logOut }).isVisible())) {
      await menu.getByRole('button', { name: text.displayAccount }).click();
    }
    await menu.getByRole('button', { name: text.logOut }).click();
    await confirm.getByRole('button', { name: text.logOut }).click();
    await expect(toast(page, text.loggedOut)).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('dialog', { name: text.logIn })).toHaveCount(0);
    await accountButton(page, 'en').click();
    await expect(page.getByRole('dialog', { name: 'Welcome to Pawsook' })).toBeVisible();

    // the token is revoked on the server too
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'pawsook_access_token')).toBeUndefined();
  });

  test('the mobile menu shows the member and logs out', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), 'the menu drawer is for screens below the md breakpoint');
    const text = MEMBER_TEXT.en;
    await signInByApi(page, testInfo, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await openPage(page, '/', 'en');
    await page.getByRole('button', { name: TEXT.en.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toContainText(DEMO_MEMBER.email);
    await expect(drawer).toContainText(`PCG Coins: ${DEMO_MEMBER.coins}`);
    await expect(drawer.getByRole('link', { name: 'Personal info' })).toHaveAttribute('href', '/user/account/profile');
    await expectAccessible(page, `member drawer ${testInfo.project.name}`);
    await drawer.getByRole('button', { name: text.logOut }).click();
    await page.getByRole('alertdialog', { name: text.logOutTitle }).getByRole('button', { name: text.logOut }).click();
    await expect(toast(page, text.loggedOut)).toBeVisible();
    await expect(drawer).toBeHidden();
  });
});
