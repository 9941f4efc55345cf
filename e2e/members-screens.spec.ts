import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { accountButton, accountMenu, DEMO_MEMBER, MEMBER_TEXT, openLoginDialog, signInByApi, uniqueEmail, viewportScreenshot } from './support/members';
import { isPhone, openPage, screenshot } from './support/shop';

/** The member screens in both languages, for people to look at (test-results/screens/members-*.png). */
for (const lang of ['th', 'en'] as const) {
  const text = MEMBER_TEXT[lang];

  test(`login and register dialogs (${lang})`, async ({ page }, testInfo) => {
    await openPage(page, '/', lang);
    const login = await openLoginDialog(page, lang);
    await expect(login.getByRole('button', { name: text.google })).toBeVisible();
    await expectAccessible(page, `login ${lang} ${testInfo.project.name}`);
    await viewportScreenshot(page, testInfo, `members-login-${lang}`);

    await login.getByRole('button', { name: lang === 'th' ? 'สมัครสมาชิกเลย' : 'Register now' }).click();
    const register = page.getByRole('dialog', { name: text.register });
    await register.getByLabel(text.email, { exact: true }).fill(uniqueEmail('screens', testInfo));
    await register.getByRole('button', { name: text.next }).click();
    await expect(register.getByLabel(text.firstName, { exact: true })).toBeVisible();
    await expectAccessible(page, `register step two ${lang} ${testInfo.project.name}`);
    await viewportScreenshot(page, testInfo, `members-register-${lang}`);
    await register.getByRole('checkbox', { name: text.consent }).scrollIntoViewIfNeeded();
    await viewportScreenshot(page, testInfo, `members-register-end-${lang}`);
  });

  test(`profile, change password and the account shell (${lang})`, async ({ page }, testInfo) => {
    await signInByApi(page, testInfo, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await openPage(page, '/user/account/profile', lang);
    await expect(page.getByRole('heading', { level: 2, name: lang === 'th' ? 'สวัสดี คุณสมชาย' : 'Hello, สมชาย' })).toBeVisible();
    await screenshot(page, testInfo, `members-profile-view-${lang}`);

    await page.getByRole('button', { name: text.edit, exact: true }).click();
    await expect(page.getByLabel(text.firstName, { exact: true })).toBeFocused();
    await expectAccessible(page, `profile edit ${lang} ${testInfo.project.name}`);
    await screenshot(page, testInfo, `members-profile-edit-${lang}`);
    // a Buddhist-era birth year: the hint says which day is kept (not saved: the demo member is shared)
    await page.getByLabel(text.birthday, { exact: true }).fill('14/02/2533');
    await expect(page.getByText(lang === 'th' ? 'ปี พ.ศ. 2533 บันทึกเป็น 14/02/1990 (ค.ศ.)' : 'Buddhist-era year 2533: kept as 14/02/1990')).toBeVisible();
    await expectAccessible(page, `profile edit Buddhist-era birthday ${lang} ${testInfo.project.name}`);
    await screenshot(page, testInfo, `members-profile-buddhist-era-${lang}`);

    await page.goto('/user/account/password');
    await page.getByRole('button', { name: text.changePassword, exact: true }).click();
    await expect(page.getByLabel(text.newPassword, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, `change password ${lang} ${testInfo.project.name}`);
    await screenshot(page, testInfo, `members-password-${lang}`);

    const menu = accountMenu(page, lang);
    if (isPhone(testInfo)) await menu.getByRole('button', { name: text.displayAccount }).click();
    await expect(menu.getByRole('link', { name: text.changePassword })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, `account shell ${lang} ${testInfo.project.name}`);
    await screenshot(page, testInfo, `members-shell-${lang}`);

    await accountButton(page, lang).click();
    await expect(page.getByRole('dialog').getByText(DEMO_MEMBER.email)).toBeVisible();
    await viewportScreenshot(page, testInfo, `members-popover-${lang}`);
  });
}
