import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { allRewards, COIN_TEXT, type Reward } from './support/coins';
import { createConfirmedMember, openAccountMenuLink, signInByApi, toast, viewportScreenshot } from './support/members';
import { describeOneScreenPerLanguage, isPhone, type Lang, openPage, screenshot } from './support/shop';
import { adjustCoins } from './support/staff';

/** A new member has the sign-up coins (SIGNUP_COINS, 100 by default) and nothing else. */
const SIGNUP_COINS = 100;

function rewardsRegion(page: Page, lang: Lang) {
  return page.getByRole('region', { name: COIN_TEXT[lang].rewards });
}

function rewardCard(page: Page, lang: Lang, reward: Reward) {
  return rewardsRegion(page, lang).getByRole('button', { name: reward.productName });
}

for (const lang of ['th', 'en'] as const) {
  const text = COIN_TEXT[lang];

  test.describe(`the coin page (${lang})`, () => {
    describeOneScreenPerLanguage(lang);
    test('balance, sorting, paging, sold-out and too-expensive rewards, redeeming, history and the guide', async ({ page, request }, testInfo) => {
      const member = await createConfirmedMember(request, testInfo, `coins-${lang}`);
      await signInByApi(page, testInfo, member.email, member.password);

      const rewards = await allRewards(page, lang);
      expect(rewards.length, 'the demo catalogue has more rewards than one page holds').toBeGreaterThan(12);
      // the demo catalogue has one sold-out reward that the sign-up coins would cover
      const soldOut = rewards.find((r) => r.totalProductInSellStock === 0 && r.coinReward < SIGNUP_COINS);
      const affordable = rewards.find((r) => r.totalProductInSellStock > 0 && r.coinReward < SIGNUP_COINS);
      const tooExpensive = rewards.find((r) => r.coinReward > SIGNUP_COINS)!;
      const dearest = rewards.at(-1)!;
      expect(soldOut && affordable && tooExpensive, 'a sold-out and an affordable reward under the sign-up coins, and one above').toBeTruthy();

      // from the account menu
      await openPage(page, '/user/account/profile', lang);
      await openAccountMenuLink(page, lang, text.menuLink);
      await expect(page).toHaveURL('/user/account/coin');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      const balance = page.getByRole('region', { name: text.balance });
      await expect(balance).toContainText(text.coins(SIGNUP_COINS));

      // 12 a page, the dearest first
      const region = rewardsRegion(page, lang);
      const cards = region.getByRole('list', { name: text.rewards }).getByRole('listitem');
      await expect(cards).toHaveCount(12);
      const sort = region.getByLabel(text.sortBy);
      await expect(sort).toHaveValue('desc');
      await expect(cards.first()).toContainText(dearest.productName);
      await expect(cards.first()).toContainText(text.coins(dearest.coinReward));
      await expectAccessible(page, `coin page ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `coins-page-${lang}`);

      // cheapest first; the dearest moves to page 2
      await sort.selectOption('asc');
      await expect(cards.first()).toContainText(rewards[0]!.productName);
      const pager = region.getByRole('navigation', { name: text.rewardPages });
      await expect(pager.getByRole('button', { name: text.page(1) })).toHaveAttribute('aria-current', 'page');
      await pager.getByRole('button', { name: text.page(2) }).click();
      await expect(cards).toHaveCount(rewards.length - 12);
      await expect(cards.first()).toContainText(dearest.productName);
      await expect(pager.getByRole('button', { name: text.page(2) })).toHaveAttribute('aria-current', 'page');
      await pager.getByRole('button', { name: text.previous }).click();
      await expect(cards).toHaveCount(12);
      await expect(cards.first()).toContainText(rewards[0]!.productName);

      // a sold-out reward is greyed, labelled and cannot be chosen
      const soldOutCard = rewardCard(page, lang, soldOut!);
      await expect(soldOutCard).toBeDisabled();
      await expect(soldOutCard).toContainText(text.soldOut);

      // a reward above the balance opens the dialog with Redeem inert
      await rewardCard(page, lang, tooExpensive).click();
      const dialog = page.getByRole('dialog', { name: text.redeemTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`${text.yourCoins} ${text.coins(SIGNUP_COINS)}`);
      await expect(dialog).toContainText(tooExpensive.productName);
      await expect(dialog).toContainText(text.needMore(tooExpensive.coinReward - SIGNUP_COINS));
      await expect(dialog.getByRole('button', { name: text.redeem })).toBeDisabled();
      // the page behind the dialog is hidden from the accessibility tree: find the highlight by its mark
      const highlighted = page.locator('button[data-selected]');
      await expect(highlighted).toHaveCount(1);
      await expect(highlighted).toContainText(tooExpensive.productName);
      await expectAccessible(page, `redeem dialog, not enough coins ${lang} ${testInfo.project.name}`);
      await viewportScreenshot(page, testInfo, `coins-redeem-short-${lang}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(rewardCard(page, lang, tooExpensive)).toBeFocused();
      await expect(highlighted).toHaveCount(0);

      // an affordable one, chosen with the keyboard, then redeemed
      await rewardCard(page, lang, affordable!).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(text.left(SIGNUP_COINS - affordable!.coinReward));
      const redeem = dialog.getByRole('button', { name: text.redeem });
      await expect(redeem).toBeEnabled();
      await expectAccessible(page, `redeem dialog ${lang} ${testInfo.project.name}`);
      await viewportScreenshot(page, testInfo, `coins-redeem-${lang}`);
      await redeem.click();
      await expect(toast(page, text.added(affordable!.productName))).toBeVisible();
      await expect(dialog).toBeHidden();
      const left = SIGNUP_COINS - affordable!.coinReward;
      await expect(balance).toContainText(text.coins(left));
      if (!isPhone(testInfo)) {
        await expect(page.getByRole('banner').getByRole('link', { name: text.headerBalance(left) })).toBeVisible();
      }

      // the history panel, opened and closed with the keyboard
      const historyButton = balance.getByRole('button', { name: text.history });
      await historyButton.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: text.history });
      await expect(panel).toBeVisible();
      const entries = panel.getByRole('list', { name: text.history }).getByRole('listitem');
      await expect(entries).toHaveCount(2);
      await expect(entries.nth(0)).toContainText(text.exchangeEntry);
      await expect(entries.nth(0)).toContainText(`−${affordable!.coinReward}`);
      await expect(entries.nth(1)).toContainText(text.signupEntry);
      await expect(entries.nth(1)).toContainText(`+${SIGNUP_COINS}`);
      await expect(entries.nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      const width = (await panel.boundingBox())?.width;
      expect(width).toBe(isPhone(testInfo) ? 375 : 550);
      await expectAccessible(page, `coin history ${lang} ${testInfo.project.name}`);
      await viewportScreenshot(page, testInfo, `coins-history-${lang}`);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(historyButton).toBeFocused();
      await historyButton.press('Enter');
      await expect(panel).toBeVisible();
      await panel.getByRole('button', { name: text.close }).press('Enter');
      await expect(panel).toBeHidden();

      // ?section=document brings the guide into view
      await openPage(page, '/user/account/coin?section=document', lang);
      const guide = page.getByRole('region', { name: text.guide });
      await expect(guide).toBeFocused();
      await expect(guide.getByRole('heading', { level: 2, name: text.guide })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await expect(guide.getByRole('listitem')).toHaveCount(3);
      await viewportScreenshot(page, testInfo, `coins-guide-${lang}`);

      // ?section=my-pcg-coin, the header's coin link, lands on the balance
      await openPage(page, '/user/account/coin/?section=my-pcg-coin', lang);
      await expect(page.getByRole('region', { name: text.balance })).toBeFocused();
    });

    test('the history panel pages through long histories, 10 at a time', async ({ page, request }, testInfo) => {
      const member = await createConfirmedMember(request, testInfo, `coins-history-${lang}`);
      await signInByApi(page, testInfo, member.email, member.password);
      // the sign-up coins and 22 adjustments by staff (+1 … +22): 23 entries, newest first
      for (let n = 1; n <= 22; n++) await adjustCoins(page, n, `history-${n}`);

      await openPage(page, '/user/account/coin', lang);
      await page.getByRole('region', { name: text.balance }).getByRole('button', { name: text.history }).click();
      const panel = page.getByRole('dialog', { name: text.history });
      const entries = panel.getByRole('list', { name: text.history }).getByRole('listitem');
      await expect(entries).toHaveCount(10);
      await expect(entries.first()).toContainText(text.adjustmentEntry);
      await expect(entries.first()).toContainText('+22');
      await expect(entries.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      const pager = panel.getByRole('navigation', { name: text.historyPages });
      await pager.getByRole('button', { name: text.page(3) }).click();
      await expect(entries).toHaveCount(3);
      await expect(entries.first()).toContainText('+2');
      await expect(entries.last()).toContainText(text.signupEntry);
      await expect(pager.getByRole('button', { name: text.page(3) })).toHaveAttribute('aria-current', 'page');
      await expectAccessible(page, `coin history pager ${lang} ${testInfo.project.name}`);

      // opened again, it starts from the newest
      await page.keyboard.press('Escape');
      await page.getByRole('region', { name: text.balance }).getByRole('button', { name: text.history }).click();
      await expect(entries.first()).toContainText('+22');
    });

    test("a refusal from the server closes the dialog and is shown in the shopper's language", async ({ page, request }, testInfo) => {
      const member = await createConfirmedMember(request, testInfo, `coins-refused-${lang}`);
      await signInByApi(page, testInfo, member.email, member.password);
      const dearest = (await allRewards(page, lang)).at(-1)!;
      await adjustCoins(page, dearest.coinReward - SIGNUP_COINS, 'enough-for-the-dearest');
      await openPage(page, '/user/account/coin', lang);
      await expect(page.getByRole('region', { name: text.balance })).toContainText(text.coins(dearest.coinReward));
      // meanwhile, elsewhere, the coins are taken back: the page still shows them, the server has the last word
      await adjustCoins(page, -dearest.coinReward, 'taken-back');
      await rewardCard(page, lang, dearest).click();
      const dialog = page.getByRole('dialog', { name: text.redeemTitle });
      await dialog.getByRole('button', { name: text.redeem }).click();
      await expect(toast(page, text.notEnoughServer)).toBeVisible();
      await expect(dialog).toBeHidden();

      await page.reload();
      await expect(page.getByRole('region', { name: text.balance })).toContainText(text.coins(0));
    });
  });
}
