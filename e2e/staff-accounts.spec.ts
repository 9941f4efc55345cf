import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { mailLink, uniqueEmail } from './support/members';
import { describeOneScreenPerLanguage, isPhone } from './support/shop';
import { openStaffPage, signInStaff, signInStaffOwner, STAFF_ORDER_TEXT, STAFF_TEXT, type StaffLang } from './support/staff';

/** The back office's menu; the home link is always there, the areas by role. */
const staffNav = (page: Page, lang: StaffLang) => page.getByRole('navigation', { name: STAFF_TEXT[lang].nav });

for (const lang of ['th', 'en'] as const) {
  test.describe(`staff accounts, in ${lang === 'th' ? 'Thai' : 'English'}`, () => {
    describeOneScreenPerLanguage(lang, 'desktop');
    const text = STAFF_TEXT[lang];
    const board = STAFF_ORDER_TEXT[lang];

    test('a signed-out visitor to a back-office page is sent to sign in', async ({ page }, testInfo) => {
      await openStaffPage(page, '/staff/audit-log?action=staff.manage', lang);
      await expect(page).toHaveURL(/\/staff\/signin$/);
      await expect(page.getByRole('heading', { level: 1, name: text.signInTitle })).toBeVisible();
      await expectAccessible(page, `staff sign-in ${testInfo.project.name} ${lang}`);
    });

    test('the owner invites an operator, who accepts from the mail and sees only what an operator may use; the invite is in the audit log', async ({
      page,
      browser,
    }, testInfo) => {
      const owner = await signInStaffOwner(page, lang);
      await expect(page.getByRole('banner')).toContainText(owner.name);
      await expect(page.getByRole('banner')).toContainText(text.owner);
      const nav = staffNav(page, lang);
      await expect(nav.getByRole('link')).toHaveText([
        text.home,
        board.orders,
        text.taxDocuments,
        text.catalog,
        text.promotions,
        text.members,
        text.content,
        text.settings,
        text.team,
        text.auditLog,
      ]);
      await expectAccessible(page, `staff home owner ${testInfo.project.name} ${lang}`);

      // the team: invite an operator
      await nav.getByRole('link', { name: text.team }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.team })).toBeVisible();
      const operator = { email: uniqueEmail('operator', testInfo), name: `Noi ${lang}`, password: 'Operator#Pass2026' };
      await page.getByLabel(text.email, { exact: true }).fill(operator.email);
      await page.getByLabel(text.name, { exact: true }).fill(operator.name);
      await page.getByLabel(text.role, { exact: true }).selectOption({ label: text.operator });
      await page.getByRole('button', { name: text.sendInvite }).click();
      await expect(page.getByRole('status').filter({ hasText: text.invited(operator.email) })).toBeVisible();
      const operatorCard = page.getByRole('listitem').filter({ hasText: operator.email });
      await expect(operatorCard).toContainText(text.pending);
      await expectAccessible(page, `staff team ${testInfo.project.name} ${lang}`);

      // the same e-mail again is the server's refusal, on the e-mail field
      await page.getByLabel(text.email, { exact: true }).fill(operator.email);
      await page.getByLabel(text.name, { exact: true }).fill(operator.name);
      await page.getByRole('button', { name: text.sendInvite }).click();
      await expect(page.getByLabel(text.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');

      // the operator, in a browser of their own, opens the mailed link
      const operatorContext = await browser.newContext({ ...testInfo.project.use });
      const operatorPage = await operatorContext.newPage();
      const link = await mailLink(page.request, operator.email, '/staff/accept-invite');
      await openStaffPage(operatorPage, link, lang);
      await expect(operatorPage.getByRole('heading', { level: 1, name: text.acceptTitle })).toBeVisible();
      await expectAccessible(operatorPage, `staff accept invite ${testInfo.project.name} ${lang}`);
      await operatorPage.getByLabel(text.newPassword, { exact: true }).fill(operator.password);
      await operatorPage.getByLabel(text.confirmPassword, { exact: true }).fill(operator.password);
      await operatorPage.getByRole('button', { name: text.savePassword }).click();
      await expect(operatorPage.getByRole('heading', { level: 1, name: text.welcome(operator.name) })).toBeVisible();
      await expect(operatorPage).toHaveURL(/\/staff$/);

      // signing out and in again; an operator has the orders, the catalogue and the dashboard, neither the team nor the audit log
      await operatorPage.getByRole('button', { name: text.signOut }).click();
      await signInStaff(operatorPage, lang, operator);
      await expect(operatorPage.getByRole('banner')).toContainText(text.operator);
      await expect(staffNav(operatorPage, lang).getByRole('link')).toHaveText([text.home, board.orders, text.taxDocuments, text.catalog]);
      await expect(operatorPage.getByRole('heading', { name: board.dashboard })).toBeVisible();
      await expectAccessible(operatorPage, `staff home operator ${testInfo.project.name} ${lang}`);
      await operatorPage.goto('/staff/team');
      await expect(operatorPage.getByRole('alert').filter({ hasText: text.forbidden })).toBeVisible();
      await expectAccessible(operatorPage, `staff forbidden ${testInfo.project.name} ${lang}`);
      // the staff token is the operator's own key, never the member's cookie
      expect((await operatorContext.cookies()).map((c) => c.name)).not.toContain('pawsook_access_token');
      await operatorContext.close();

      // the owner sees the acceptance in the team and the invitation in the audit log, filtered in the address
      await page.reload();
      await expect(operatorCard).toContainText(text.accepted);
      await staffNav(page, lang).getByRole('link', { name: text.auditLog }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.auditLog })).toBeVisible();
      await page.getByLabel(text.person, { exact: true }).selectOption({ label: `${owner.name} <${owner.email}>` });
      await page.getByLabel(text.action, { exact: true }).fill('staff.manage');
      await page.getByRole('button', { name: text.filter, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/staff/audit-log\\?staffId=${owner.id}&action=staff.manage$`));
      // a table on the desktop, cards on the phone; an entry is what carries a time
      const entries = (isPhone(testInfo) ? page.getByRole('listitem') : page.getByRole('row')).filter({ has: page.locator('time') });
      await expect(entries).toHaveCount(1);
      await expect(entries.first()).toContainText('staff.manage:invite');
      await expect(entries.first()).toContainText(operator.email);
      const year = new Date().getFullYear() + (lang === 'th' ? 543 : 0);
      await expect(entries.first().locator('time')).toContainText(String(year));
      await expectAccessible(page, `staff audit log ${testInfo.project.name} ${lang}`);

      // a shared filtered address shows the same list
      await page.reload();
      await expect(entries).toHaveCount(1);
      await expect(page.getByLabel(text.action, { exact: true })).toHaveValue('staff.manage');
    });
  });
}
