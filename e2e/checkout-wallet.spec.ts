import { expect, test, type Page } from './support/test';
import { addAddressByApi } from './support/addresses';
import { expectAccessible } from './support/axe';
import { CHECKOUT_TEXT, memberOfShop, STEP_THREE_URL, type ShopMember } from './support/checkout';
import { ORDER_DEMO, ORDER_TEXT, placeOrderByApi, resultCard, resultPath } from './support/orders';
import { CHANNEL_NAME, modalFact, orderPaymentByApi, payInSandboxWallet, rememberedOrder, WALLET_TEXT, walletModal } from './support/payments';
import { privateShopForFile } from './support/private-shop';
import { isPhone, type Lang, oneScreenPerLanguage, openPage, screenshot } from './support/shop';

const LANGS = ['th', 'en'] as const;
/** the modal asks the status every 5 s: a payment shows within two rounds, with room for a slow machine */
const PAYMENT_SEEN_MS = 15_000;
/** the wallet's QR lasts three minutes (cart spec §4, §9) */
const WALLET_QR_MS = 180_000;

// Placing orders takes stock: these journeys run on a shop of their own.
const shop = privateShopForFile();

/** A member with one finch food in the cart and a delivery address places it with the e-wallet at step 2. */
async function placeWalletOrderAtStepTwo(page: Page, member: ShopMember, lang: Lang): Promise<string> {
  await member.add({ skuId: ORDER_DEMO.skuId, amount: 1 });
  await addAddressByApi(page.request, member.token, 'shipping', { name: 'Malee', isDefault: true });
  await openPage(page, '/cart/checkout?step=2', lang);
  await expect(page.getByRole('heading', { level: 1, name: CHECKOUT_TEXT[lang].title })).toBeVisible();
  await page.getByRole('radio', { name: CHANNEL_NAME[lang].wallet }).check();
  await page.getByRole('button', { name: CHECKOUT_TEXT[lang].placeOrder }).click();
  await expect(page).toHaveURL(STEP_THREE_URL);
  return STEP_THREE_URL.exec(page.url())![1]!;
}

for (const lang of LANGS) {
  const text = WALLET_TEXT[lang];
  const order = ORDER_TEXT[lang];

  test(`e-wallet: the QR opens after placing the order, the sandbox wallet pays it, step 3 shows it paid (${lang})`, async ({ browser }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    const { context, page } = await shop.open(browser, testInfo);
    const phone = isPhone(testInfo);
    try {
      const member = await memberOfShop(page, shop, testInfo, `wallet-pay-${lang}`);
      const asked = page.waitForRequest((r) => r.url().endsWith('/api/v1/payments/tmn') && r.method() === 'POST');
      const orderNo = await placeWalletOrderAtStepTwo(page, member, lang);
      const payment = await orderPaymentByApi(page.request, member.token, orderNo);
      expect(payment).toMatchObject({ kind: 'wallet', statusId: 1, netTotalPrice: 279 });
      // the wallet is asked for the order's exact amount; a phone asks for the app's link too
      expect((await asked).postDataJSON()).toEqual({ orderNo, amount: 279, isMobile: phone });

      // the modal opens by itself: the QR, the amount, the order and three minutes counted down
      const modal = walletModal(page, lang);
      await expect(modal).toBeVisible();
      const qr = modal.getByRole('img', { name: text.qrLabel(orderNo) });
      await expect(qr).toBeVisible();
      const box = await qr.boundingBox();
      expect(box?.width, 'the QR is large enough to scan').toBeGreaterThanOrEqual(220);
      await expect(modalFact(modal, text.amount)).toHaveText(ORDER_DEMO.netTotal);
      await expect(modalFact(modal, text.orderNo)).toHaveText(orderNo);
      await expect(modal.getByRole('timer')).toHaveText(/^0[23]:\d{2}$/);
      if (phone) {
        await expect(modal.getByRole('link', { name: new RegExp(`^${text.openApp}`) })).toBeVisible();
        await expect(modal).not.toContainText(text.sandboxLabel);
      } else {
        await expect(modal.getByRole('link', { name: new RegExp(`^${text.openApp}`) })).toHaveCount(0);
        await expect(modal).toContainText(text.sandboxLabel);
      }
      expect((await rememberedOrder(page))?.payNow, 'opened once: a reload would not open it again').toBeUndefined();
      await expectAccessible(page, `wallet modal ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `checkout-wallet-qr-${lang}`);

      // the stand-in wallet pays it; the shop sees it within its polling time
      await payInSandboxWallet(context, modal, lang, { phone });
      await expect(modal).toBeHidden({ timeout: PAYMENT_SEEN_MS });
      const paid = resultCard(page, order.paid);
      await expect(paid).toBeVisible();
      await expect(paid).toContainText(orderNo);
      await expect(paid.getByRole('heading', { name: order.paid })).toBeFocused();
      expect(await member.orderStatus(orderNo)).toBe(2);
      expect(await rememberedOrder(page)).toMatchObject({ orderNo, statusId: 2, orderId: payment.orderId });
    } finally {
      await context.close();
    }
  });

  test(`e-wallet: an unreachable wallet is said with Try again; after three minutes the QR expires and a new one can be had (${lang})`, async ({
    browser,
  }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    const { context, page } = await shop.open(browser, testInfo);
    try {
      const member = await memberOfShop(page, shop, testInfo, `wallet-expired-${lang}`);
      const placed = await placeOrderByApi(page, 1, { kind: 'wallet' });

      // the page's clock is the test's: the three minutes pass at once
      await page.clock.install();
      // the wallet does not answer the first time (the shop answers 502)
      await page.route('**/api/v1/payments/tmn', (route) =>
        route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ responseCode: '502', errorMessage: 'payment.providerUnavailable', result: null }),
        }),
      );
      await openPage(page, resultPath(placed.orderNo), lang);
      const waiting = resultCard(page, order.waiting);
      // opened from a link (not straight from step 2): the modal waits for the button
      const open = waiting.getByRole('button', { name: text.open });
      await open.click();
      const modal = walletModal(page, lang);
      await expect(modal.getByRole('alert')).toHaveText(text.providerUnavailable);
      await expectAccessible(page, `wallet unreachable ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `checkout-wallet-unreachable-${lang}`);

      await page.unroute('**/api/v1/payments/tmn');
      await modal.getByRole('button', { name: text.retry }).click();
      const qr = modal.getByRole('img', { name: text.qrLabel(placed.orderNo) });
      await expect(qr).toBeVisible();
      await expect(qr, 'the new QR takes the focus').toBeFocused();

      await page.clock.fastForward(WALLET_QR_MS + 1_000);
      // over the QR for the eye, and said once to a screen reader (the live region)
      await expect(modal.getByText(text.expired, { exact: true }).first()).toBeVisible();
      await expect(modal.getByRole('timer')).toHaveText('00:00');
      await expect(qr, 'an expired QR is no longer drawn').toHaveCount(0);
      await expect(modal.getByRole('status')).toHaveText(text.expired);
      await expect(modal.getByRole('link', { name: new RegExp(`^(${text.sandboxLink}|${text.openApp})`) })).toHaveCount(0);
      const renew = modal.getByRole('button', { name: text.renew });
      await expect(renew).toBeVisible();
      await expectAccessible(page, `wallet qr expired ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `checkout-wallet-expired-${lang}`);

      // a new QR, by the keyboard: another payment request with its own three minutes
      const renewed = page.waitForResponse((r) => r.url().endsWith('/api/v1/payments/tmn'));
      await renew.focus();
      await page.keyboard.press('Enter');
      expect((await renewed).status()).toBe(200);
      await expect(qr).toBeVisible();
      await expect(qr).toBeFocused();
      await expect(modal.getByRole('timer')).toHaveText(/^0[23]:\d{2}$/);

      // Close asks the status once: still waiting; the keyboard goes on from the button
      await modal.getByRole('button', { name: text.close, exact: true }).filter({ hasText: text.close }).click();
      await expect(modal).toBeHidden();
      await expect(open).toBeFocused();
      expect(await member.orderStatus(placed.orderNo)).toBe(1);
    } finally {
      await context.close();
    }
  });
}
