import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { accountButton, logInThroughHeader, mailLink, MEMBER_TEXT, openAccountMenuLink, toast, uniqueEmail } from './support/members';
import { openPage, waitForContent } from './support/shop';

test.describe('a new member, in English', () => {
  test('registers, confirms from the mailbox, logs in, edits the profile, changes the password and logs in again', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    const text = MEMBER_TEXT.en;
    const email = uniqueEmail('register', testInfo);
    const password = 'Paws&Whiskers9';
    const newPassword = 'New#Whiskers10';

    // Register from the header: step one, the e-mail (format checked in the browser, duplicates by the API)
    await openPage(page, '/', 'en');
    await accountButton(page, 'en').click();
    await page.getByRole('dialog').getByRole('button', { name: text.register, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.register });
    await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
    const emailField = dialog.getByLabel(text.email, { exact: true });
    await expect(emailField).toHaveAttribute('maxlength', '256');
    await emailField.fill('not-an-email');
    await dialog.getByRole('button', { name: text.next }).click();
    await expect(dialog.getByText('Email is incorrect')).toBeVisible();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await emailField.fill('somchai@example.com');
    await dialog.getByRole('button', { name: text.next }).click();
    await expect(dialog.getByText('This email is already a member. Please enter a new email address.')).toBeVisible();
    await expectAccessible(page, `register step one with errors ${testInfo.project.name}`);
    await emailField.fill(`  ${email.toUpperCase()} `);
    await dialog.getByRole('button', { name: text.next }).click();

    // Step two: every rule shows its message; submit waits for the consent box
    await expect(dialog.getByText('Step 2 of 2')).toBeVisible();
    await expect(dialog.getByLabel(text.email, { exact: true })).toHaveValue(email);
    await expect(dialog.getByLabel(text.email, { exact: true })).toHaveAttribute('readonly', '');
    const submit = dialog.getByRole('button', { name: text.register, exact: true });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel(text.firstName, { exact: true }).fill('Anna1');
    await dialog.getByLabel(text.lastName, { exact: true }).fill('Meowington');
    await dialog.getByLabel(text.mobile, { exact: true }).fill('08123');
    await dialog.getByLabel(text.birthday, { exact: true }).fill('31/02/1990');
    await dialog.getByLabel(text.password, { exact: true }).fill('password');
    await dialog.getByLabel(text.passwordConfirm, { exact: true }).fill('different');
    await dialog.getByRole('checkbox', { name: text.consent }).check();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog.getByText('Please use Thai or English letters only.')).toBeVisible();
    await expect(dialog.getByText('Please enter a mobile number of 9 to 10 digits.')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid date (DD/MM/YYYY).')).toBeVisible();
    await expect(dialog.getByText(/^Password invalid\./)).toBeVisible();
    await expect(dialog.getByText('Password does not match Please check again.')).toBeVisible();
    await expectAccessible(page, `register step two with errors ${testInfo.project.name}`);

    await dialog.getByLabel(text.firstName, { exact: true }).fill('Anna');
    await dialog.getByLabel(text.mobile, { exact: true }).fill('0812345678');
    // a Buddhist-era year, as Thai people write it: taken as the same day in the Christian era (decision 0045)
    await dialog.getByLabel(text.birthday, { exact: true }).fill('14/02/2538');
    await expect(dialog.getByText('Buddhist-era year 2538: kept as 14/02/1995')).toBeVisible();
    await dialog.getByLabel(text.password, { exact: true }).fill(password);
    await dialog.getByLabel(text.passwordConfirm, { exact: true }).fill(password);
    // the show/hide toggle reveals what was typed
    const toggle = dialog.getByRole('button', { name: text.showPassword }).first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByLabel(text.password, { exact: true })).toHaveAttribute('type', 'text');
    await submit.click();
    await expect(dialog.getByRole('button', { name: 'Please wait…' })).toBeDisabled();

    // The confirm page, half a second later
    await expect(page).toHaveURL(`/register/confirm?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1, name: text.confirmTitle })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(email);
    await expectAccessible(page, `register confirm ${testInfo.project.name}`);
    await page.getByRole('button', { name: 'Send the e-mail again' }).click();
    await expect(toast(page, 'Subscription confirmation email has been sent.')).toBeVisible();

    // Logging in before confirming shows the banner
    await page.getByRole('main').getByRole('button', { name: text.logIn, exact: true }).click();
    const login = page.getByRole('dialog', { name: text.logIn });
    await login.getByLabel(text.email, { exact: true }).fill(email);
    await login.getByLabel(text.password, { exact: true }).fill(password);
    await login.getByRole('button', { name: text.logIn, exact: true }).click();
    await expect(login.getByText("You haven't verified your email. Please verify your email before log in.")).toBeVisible();
    await expectAccessible(page, `login not verified ${testInfo.project.name}`);
    await page.keyboard.press('Escape');

    // Confirm from the mailbox (the newest link: the resend replaced nothing, both links work once),
    // opened on another device that has never seen the shop and is set to Thai: the English mail's
    // link still opens the page in English
    const verify = await mailLink(request, email, '/register/verify');
    expect(new URL(verify, page.url()).searchParams.get('lang')).toBe('en');
    const otherDevice = await browser.newContext({ locale: 'th-TH', viewport: page.viewportSize(), reducedMotion: 'reduce' });
    const mailPage = await otherDevice.newPage();
    await mailPage.goto(new URL(verify, page.url()).href);
    await waitForContent(mailPage);
    await expect(mailPage.locator('html')).toHaveAttribute('lang', 'en');
    await expect(mailPage.getByRole('heading', { level: 1, name: text.verified })).toBeVisible();
    await expectAccessible(mailPage, `verified ${testInfo.project.name}`);
    await otherDevice.close();
    // the same link again: used
    await page.goto(verify);
    await expect(page.getByRole('heading', { level: 1, name: "This link can't be used" })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('This link has expired or has already been used');
    await expectAccessible(page, `verify link used ${testInfo.project.name}`);

    // Log in, then the profile
    await logInThroughHeader(page, 'en', email, password);
    await page.goto('/user/account/profile');
    await waitForContent(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Hello, Anna' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/PS\d{8}/);
    await expect(page.getByLabel(text.firstName, { exact: true })).toBeDisabled();
    await expect(page.getByLabel(text.birthday, { exact: true })).toHaveValue('14/02/1995');
    await expect(page.getByRole('button', { name: text.save, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'My coins and rewards' })).toHaveAttribute('href', '/user/account/coin/?section=my-pcg-coin');
    await expect(page.getByRole('link', { name: 'How to collect coins' })).toHaveAttribute('href', '/user/account/coin/?section=document');
    await expectAccessible(page, `profile view ${testInfo.project.name}`);

    await page.getByRole('button', { name: text.edit, exact: true }).click();
    await expect(page.getByLabel(text.firstName, { exact: true })).toBeEnabled();
    await expect(page.getByLabel(text.email, { exact: true })).not.toBeEditable();
    await page.getByLabel(text.lastName, { exact: true }).fill('Purr-Smith');
    await page.getByLabel(text.phone1, { exact: true }).fill('12345678901'); // maxlength keeps 10
    await expect(page.getByLabel(text.phone1, { exact: true })).toHaveValue('1234567890');
    await page.getByLabel(text.phone1, { exact: true }).fill('02-123');
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByText('Please enter digits only.')).toBeVisible();
    await expectAccessible(page, `profile edit with an error ${testInfo.project.name}`);
    await page.getByLabel(text.phone1, { exact: true }).fill('021234567');
    await page.getByLabel(text.birthday, { exact: true }).fill('');
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(toast(page, text.saved)).toBeVisible();
    await expect(page.getByLabel(text.lastName, { exact: true })).toBeDisabled();
    await expect(page.getByLabel(text.lastName, { exact: true })).toHaveValue('Purr-Smith');
    await expect(page.getByLabel(text.birthday, { exact: true })).toHaveValue('');

    // Change password: a wrong current password first
    await openAccountMenuLink(page, 'en', text.changePassword);
    await expect(page).toHaveURL('/user/account/password');
    await expect(page.getByRole('heading', { level: 1, name: text.changePassword })).toBeVisible();
    await expect(page.getByText('Use 8 or more characters with a mix of letters, numbers & symbols')).toBeVisible();
    await page.getByLabel(text.currentPassword, { exact: true }).fill('Wrong#Pass99');
    await page.getByLabel(text.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(text.newPasswordConfirm, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: text.changePassword, exact: true }).click();
    await expect(page.getByText(text.wrongCurrent)).toBeVisible();
    await expect(page.getByLabel(text.currentPassword, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, `change password wrong current ${testInfo.project.name}`);

    await page.getByLabel(text.currentPassword, { exact: true }).fill(password);
    await page.getByRole('button', { name: text.changePassword, exact: true }).click();
    // the change-complete alert closes itself after 2.5 s (spec §9) and the shopper lands on /?q=cp-done
    const complete = page.getByRole('alertdialog', { name: text.changeComplete });
    await expect(complete).toBeVisible();
    await expect(complete.getByRole('button', { name: 'OK' })).toBeFocused();
    await expect(page).toHaveURL('/?q=cp-done');
    await expect(complete).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: text.changeComplete })).toBeVisible();
    await expectAccessible(page, `home after password change ${testInfo.project.name}`);

    // The old password no longer works; the new one does
    await page.getByRole('status').filter({ hasText: text.changeComplete }).getByRole('button', { name: text.logIn }).click();
    const again = page.getByRole('dialog', { name: text.logIn });
    await again.getByLabel(text.email, { exact: true }).fill(email);
    await again.getByLabel(text.password, { exact: true }).fill(password);
    await again.getByRole('button', { name: text.logIn, exact: true }).click();
    await expect(again.getByText(text.invalidLogin)).toBeVisible();
    await again.getByLabel(text.password, { exact: true }).fill(newPassword);
    await again.getByRole('button', { name: text.logIn, exact: true }).click();
    await expect(toast(page, text.loggedIn)).toBeVisible();
    await page.goto('/user/account/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Hello, Anna' })).toBeVisible();
  });
});
