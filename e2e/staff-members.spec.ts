import { expect, test, type Page } from './support/test';
import { STAFF_API_TOKEN } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { COIN_TEXT } from './support/coins';
import { createConfirmedMember, signInByApi } from './support/members';
import { placeOrderByApi } from './support/orders';
import { describeOneScreenPerLanguage, isPhone, openPage, screenshot } from './support/shop';
import { memberIdOf, signInStaffAs, STAFF_ORDER_TEXT, STAFF_TEXT } from './support/staff';
import { STAFF_MEMBERS_TEXT } from './support/staff-members';

/** Whole coins as the back office writes them: 1,250. */
const coins = (n: number) => n.toLocaleString('en-US');

/** The member's balance as the staff call gives it (before the page shows anything). */
/** The member page's link to the orders board, and the board's member filter (features/staff, staff-members locales). */
const BOARD_LINK = {
  th: { onBoard: 'ดูและกรองในหน้าคำสั่งซื้อ', filtered: (id: number) => `คำสั่งซื้อของสมาชิกหมายเลข ${id}` },
  en: { onBoard: 'Filter them on the orders board', filtered: (id: number) => `Orders of member no. ${id}` },
} as const;

async function balanceOf(page: Page, memberId: number): Promise<number> {
  const response = await page.request.get(`/api/v1/staff/members/${memberId}`, { headers: { Authorization: `Bearer ${STAFF_API_TOKEN}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: { coins: number } }).result.coins;
}

for (const lang of ['th', 'en'] as const) {
  test.describe(`the back office's members, in ${lang === 'th' ? 'Thai' : 'English'}`, () => {
    describeOneScreenPerLanguage(lang, 'desktop');
    const text = STAFF_MEMBERS_TEXT[lang];
    const staff = STAFF_TEXT[lang];

    test('support finds a member by e-mail and gives coins with a reason; the member sees them; taking back more than the balance is refused', async ({
      page,
    }, testInfo) => {
      // a member with one order
      const member = await createConfirmedMember(page.request, testInfo, `staff-members-${lang}`);
      await signInByApi(page, testInfo, member.email, member.password);
      const memberId = await memberIdOf(page);
      const placed = await placeOrderByApi(page);
      const start = await balanceOf(page, memberId);
      const fullName = `${member.name} ${member.surname}`;

      // support's menu has the members
      await signInStaffAs(page, 'support', lang);
      await page.getByRole('navigation', { name: staff.nav }).getByRole('link', { name: text.members, exact: true }).click();
      await expect(page).toHaveURL('/staff/members');
      await expect(page.getByRole('heading', { level: 1, name: text.members })).toBeVisible();

      // found by e-mail, the search in the address
      const search = page.getByLabel(text.search, { exact: true });
      await search.fill(member.email);
      await search.press('Enter');
      await expect(page).toHaveURL(`/staff/members?q=${encodeURIComponent(member.email)}`);
      await expect(page.getByRole('heading', { level: 2, name: text.caption(1) })).toBeVisible();
      const found = page.getByRole('main').getByRole('link', { name: fullName, exact: true });
      await expect(found).toHaveCount(1);
      await expectAccessible(page, `staff members search ${testInfo.project.name} ${lang}`);
      await screenshot(page, testInfo, `staff-members-search-${lang}`);

      // a search that finds nobody says so
      const nobody = `nobody-${Date.now()}@example.com`;
      await search.fill(nobody);
      await search.press('Enter');
      await expect(page.getByRole('main')).toContainText(text.noMatch(nobody));
      await page.goBack();
      await expect(found).toHaveCount(1);

      // the member: profile (never a password), coins, ledger, orders
      await found.click();
      await expect(page).toHaveURL(`/staff/members/${memberId}`);
      await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
      const profile = page.getByRole('region', { name: text.profile, exact: true });
      await expect(profile).toContainText(member.email);
      await expect(profile).toContainText(String(memberId));
      await expect(profile).toContainText(text.passwordNote);
      await expect(page.getByRole('main')).not.toContainText(member.password);
      const wallet = page.getByRole('region', { name: text.coins, exact: true });
      await expect(wallet).toContainText(text.balance(coins(start)));
      const orders = page.getByRole('region', { name: text.orders, exact: true });
      await expect(orders.getByRole('link', { name: placed.orderNo, exact: true })).toBeVisible();

      // a reason is asked for
      const amount = wallet.getByLabel(text.amount, { exact: true });
      const reason = wallet.getByLabel(text.reason, { exact: true });
      const save = wallet.getByRole('button', { name: text.save });
      await amount.fill('150');
      await save.click();
      await expect(reason).toHaveAttribute('aria-invalid', 'true');
      await expect(wallet).toContainText(text.required);

      // give 150 coins with a reason: the balance and the ledger follow
      const why = `Ticket ${Date.now()}: parcel late`;
      await reason.fill(why);
      await save.click();
      const after = start + 150;
      await expect(wallet.getByRole('status').filter({ hasText: text.given('150', coins(after)) })).toBeVisible();
      await expect(wallet).toContainText(text.balance(coins(after)));
      const ledger = page.getByRole('region', { name: text.ledger, exact: true });
      const line = ledger.getByRole(isPhone(testInfo) ? 'listitem' : 'row').filter({ hasText: why });
      await expect(line).toHaveCount(1);
      await expect(line).toContainText('+150');
      await expect(line).toContainText(text.adjustment);
      await expectAccessible(page, `staff member after an adjustment ${testInfo.project.name} ${lang}`);

      // taking back more than the balance: refused with the server's reason, nothing changed (by keyboard)
      await wallet.getByRole('radio', { name: text.give }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(wallet.getByRole('radio', { name: text.take })).toBeChecked();
      await amount.fill(String(after + 1));
      await reason.fill(`${why} (back)`);
      await reason.press('Enter');
      await expect(wallet.getByRole('alert')).toHaveText(text.belowZero);
      await expect(wallet).toContainText(text.balance(coins(after)));
      await expect(ledger.getByText(`${why} (back)`)).toHaveCount(0);
      expect(await balanceOf(page, memberId)).toBe(after);
      await expectAccessible(page, `staff member refusal ${testInfo.project.name} ${lang}`);
      await screenshot(page, testInfo, `staff-member-${lang}`);

      // the member's orders on the board, filtered by the member until the filter is taken off
      await orders.getByRole('link', { name: BOARD_LINK[lang].onBoard }).click();
      await expect(page).toHaveURL(`/staff/orders?memberId=${memberId}`);
      await expect(page.getByText(BOARD_LINK[lang].filtered(memberId))).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: placed.orderNo, exact: true })).toHaveCount(1);
      await expectAccessible(page, `staff board of a member ${testInfo.project.name} ${lang}`);
      await page.goBack();

      // the member's order opens in the back office
      await orders.getByRole('link', { name: placed.orderNo, exact: true }).click();
      await expect(page).toHaveURL(`/staff/orders/${encodeURIComponent(placed.orderNo)}`);
      await expect(page.getByRole('heading', { level: 1, name: STAFF_ORDER_TEXT[lang].orderTitle(placed.orderNo) })).toBeVisible();

      // the member's coin page: the new balance and the ledger line
      const coinText = COIN_TEXT[lang];
      await openPage(page, '/user/account/coin', lang);
      const balance = page.getByRole('region', { name: coinText.balance });
      await expect(balance).toContainText(coinText.coins(after));
      await balance.getByRole('button', { name: coinText.history }).click();
      const history = page.getByRole('dialog', { name: coinText.history });
      const entries = history.getByRole('list', { name: coinText.history }).getByRole('listitem');
      await expect(entries.nth(0)).toContainText(coinText.adjustmentEntry);
      await expect(entries.nth(0)).toContainText('+150');
    });
  });
}
