import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { createConfirmedMember, mailLink, MEMBER_TEXT, openLoginDialog, submitLogin, toast, uniqueEmail, viewportScreenshot } from './support/members';
import { openPage, waitForContent } from './support/shop';

test.describe('forgotten passwords, in Thai', () => {
  test.describe.configure({ timeout: 60_000 });

  test('three failed log-ins bring the reset hint; the mailed link sets a new password; the member logs in with it', async ({ page, request }, testInfo) => {
    const text = MEMBER_TEXT.th;
    // a Thai member: the reset mail, and the page its link opens, are Thai
    const member = await createConfirmedMember(request, testInfo, 'forgot', undefined, 'th');
    const newPassword = 'ใหม่New#2027';

    await openPage(page, '/');
    const dialog = await openLoginDialog(page, 'th');

    // the browser checks the form before asking the server
    await dialog.getByRole('button', { name: text.logIn, exact: true }).click();
    await expect(dialog.getByText('กรุณากรอกอีเมล')).toBeVisible();
    await expect(dialog.getByText('รหัสผ่านต้องมีอย่างน้อย 3 ตัวอักษร')).toBeVisible();
    await expect(dialog.getByLabel(text.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');

    for (let attempt = 1; attempt <= 3; attempt++) {
      await submitLogin(dialog, 'th', member.email, `Wrong#Pass${attempt}`);
      await expect(dialog.getByRole('alert').filter({ hasText: text.invalidLogin })).toBeVisible();
      await expect(dialog.getByText(text.resetHint)).toBeVisible({ visible: attempt >= 3 });
    }
    await expectAccessible(page, `login after three failures ${testInfo.project.name}`);
    await viewportScreenshot(page, testInfo, 'members-login-hint-th');

    // the hint opens the forgot-password dialog with the e-mail already in
    await dialog.getByRole('button', { name: text.resetHintAction }).click();
    const forgot = page.getByRole('dialog', { name: text.forgotTitle });
    await expect(forgot.getByLabel(text.email, { exact: true })).toHaveValue(member.email);
    await forgot.getByLabel(text.email, { exact: true }).fill(uniqueEmail('nobody', testInfo));
    await forgot.getByRole('button', { name: text.sendLink }).click();
    await expect(forgot.getByText('ไม่พบอีเมลนี้ในระบบ กรุณาตรวจสอบความถูกต้อง')).toBeVisible();
    await expectAccessible(page, `forgot password unknown e-mail ${testInfo.project.name}`);
    await forgot.getByLabel(text.email, { exact: true }).fill(`  ${member.email}  `);
    await forgot.getByRole('button', { name: text.sendLink }).click();

    await expect(page).toHaveURL(`/forgot-password?email=${encodeURIComponent(member.email)}`);
    await expect(page.getByRole('heading', { level: 1, name: text.checkEmail })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(member.email);
    await expectAccessible(page, `forgot password sent ${testInfo.project.name}`);

    // the link from the mailbox
    const link = await mailLink(request, member.email, '/reset-password');
    expect(new URL(link, 'http://x').searchParams.get('lang')).toBe('th');
    await page.goto(link);
    await waitForContent(page);
    await expect(page.getByRole('heading', { level: 1, name: text.resetTitle })).toBeVisible();
    await page.getByLabel(text.newPassword, { exact: true }).fill('short');
    await page.getByLabel(text.newPasswordConfirm, { exact: true }).fill('shorter');
    await page.getByRole('button', { name: text.saveNewPassword }).click();
    await expect(page.getByText(/^รหัสผ่านไม่ถูกต้อง/)).toBeVisible();
    await expect(page.getByText('รหัสผ่านไม่ตรงกัน กรุณาตรวจสอบอีกครั้ง')).toBeVisible();
    await expectAccessible(page, `reset password errors ${testInfo.project.name}`);
    await page.getByLabel(text.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(text.newPasswordConfirm, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: text.saveNewPassword }).click();

    // done: the page says so and the login opens over it
    const login = page.getByRole('dialog', { name: text.logIn });
    await expect(login).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: text.passwordChanged, includeHidden: true })).toBeAttached();
    await expectAccessible(page, `reset done with login ${testInfo.project.name}`);
    await submitLogin(login, 'th', member.email, member.password);
    await expect(login.getByText(text.invalidLogin)).toBeVisible();
    await submitLogin(login, 'th', member.email, newPassword);
    await expect(toast(page, text.loggedIn)).toBeVisible();
    await expect(page).toHaveURL('/');

    // the link works once
    await page.goto(link);
    await page.getByLabel(text.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(text.newPasswordConfirm, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: text.saveNewPassword }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ลิงก์นี้ใช้งานไม่ได้' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ขอลิงก์ใหม่' })).toBeVisible();
    await expectAccessible(page, `reset link used ${testInfo.project.name}`);
  });

  test('a reset page without a token says so and offers a new link', async ({ page }, testInfo) => {
    await openPage(page, '/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: 'ลิงก์นี้ใช้งานไม่ได้' })).toBeVisible();
    await page.getByRole('button', { name: 'ขอลิงก์ใหม่' }).click();
    await expect(page.getByRole('dialog', { name: MEMBER_TEXT.th.forgotTitle })).toBeVisible();
    await expectAccessible(page, `reset without token ${testInfo.project.name}`);
  });
});
