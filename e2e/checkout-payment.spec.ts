import { expect, test, type Page } from './support/test';
import { addAddressByApi } from './support/addresses';
import { expectAccessible } from './support/axe';
import { CART_TEXT, orderSummary } from './support/cart';
import { CHECKOUT_TEXT, memberOfShop, STEP_THREE_URL, type ShopMember } from './support/checkout';
import { ORDER_DEMO, ORDER_TEXT, placeOrderByApi, resultCard, resultPath } from './support/orders';
import { closeQrModal, modalFact, orderPaymentByApi, PAYMENT_TEXT, payInSandboxBank, qrModal, rememberedOrder, shopDateTimeSeconds } from './support/payments';
import { privateShopForFile } from './support/private-shop';
import { type Lang, oneScreenPerLanguage, openPage, screenshot } from './support/shop';

const LANGS = ['th', 'en'] as const;
/** the modal asks the status every 5 s: a payment shows within two rounds, with room for a slow machine */
const PAYMENT_SEEN_MS = 15_000;

// Placing orders takes stock: these journeys run on a shop of their own.
const shop = privateShopForFile();

/** A member with one finch food in the cart and a delivery address places it with Thai QR at step 2. */
async function placeQrOrder(page: Page, member: ShopMember, lang: Lang): Promise<string> {
  const text = CHECKOUT_TEXT[lang];
  await member.add({ skuId: ORDER_DEMO.skuId, amount: 1 });
  await addAddressByApi(page.request, member.token, 'shipping', { name: 'Malee', isDefault: true });
  await openPage(page, '/cart/checkout?step=2', lang);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await page.getByRole('radio', { name: text.qr }).check();
  await page.getByRole('button', { name: text.placeOrder }).click();
  await expect(page).toHaveURL(STEP_THREE_URL);
  return STEP_THREE_URL.exec(page.url())![1]!;
}

for (const lang of LANGS) {
  const text = PAYMENT_TEXT[lang];
  const order = ORDER_TEXT[lang];

  test(`Thai QR: the modal opens after placing the order, the sandbox bank pays it, step 3 shows it paid (${lang})`, async ({ browser }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    const { context, page } = await shop.open(browser, testInfo);
    try {
      const member = await memberOfShop(page, shop, testInfo, `qr-pay-${lang}`);
      const orderNo = await placeQrOrder(page, member, lang);
      const bill = await orderPaymentByApi(page.request, member.token, orderNo);
      expect(bill).toMatchObject({ kind: 'qr', statusId: 1, netTotalPrice: 279, qr: expect.objectContaining({ ref2: orderNo }) });

      // the modal opens by itself: the QR, who is paid, both references, the amount and when to pay by
      const modal = qrModal(page, lang);
      await expect(modal).toBeVisible();
      const qr = modal.getByRole('img', { name: text.qrLabel(orderNo) });
      await expect(qr).toBeVisible();
      const box = await qr.boundingBox();
      expect(box?.width, 'the QR is large enough to scan').toBeGreaterThanOrEqual(220);
      expect(box?.height).toBeCloseTo(box?.width ?? 0, 0);
      await expect(modalFact(modal, text.amount)).toHaveText(ORDER_DEMO.netTotal);
      await expect(modalFact(modal, text.billerName)).toHaveText(bill.qr!.billerName);
      await expect(modalFact(modal, text.billerId)).toHaveText(bill.qr!.billerId);
      await expect(modalFact(modal, text.ref1)).toHaveText(bill.qr!.ref1);
      await expect(modalFact(modal, text.ref2)).toHaveText(orderNo);
      await expect(modalFact(modal, text.payBy)).toHaveText(text.payByValue(shopDateTimeSeconds(bill.expiryDate, lang)));
      await expect(modal.getByRole('timer')).toHaveText(/^(\d+:)?\d{2}:\d{2}$/);
      await expect(modal).toContainText(text.sandboxLabel);
      // opened once: a reload would not open it again
      expect(await rememberedOrder(page)).toMatchObject({ orderNo, statusId: 1 });
      expect((await rememberedOrder(page))?.payNow).toBeUndefined();
      await expectAccessible(page, `thai qr modal ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `checkout-payment-qr-${lang}`);

      // the stand-in banking app pays the bill; the shop sees it within its polling time
      await payInSandboxBank(context, modal, lang);
      await expect(modal).toBeHidden({ timeout: PAYMENT_SEEN_MS });
      const paid = resultCard(page, order.paid);
      await expect(paid).toBeVisible();
      await expect(paid).toContainText(orderNo);
      await expect(paid.getByRole('heading', { name: order.paid })).toBeFocused();
      expect(await member.orderStatus(orderNo)).toBe(2);
      expect(await rememberedOrder(page)).toMatchObject({ orderNo, statusId: 2, orderId: bill.orderId });
      await screenshot(page, testInfo, `checkout-payment-paid-${lang}`);
    } finally {
      await context.close();
    }
  });

  test(`Back from step 3 after paying goes to the cart, never to a spent step 2 that says the cart has changed (${lang})`, async ({ browser }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    const { context, page } = await shop.open(browser, testInfo);
    try {
      const cart = CART_TEXT[lang];
      const checkout = CHECKOUT_TEXT[lang];
      const cartChanged = lang === 'th' ? 'ตะกร้าของคุณมีการเปลี่ยนแปลง' : 'Your cart has changed';
      const member = await memberOfShop(page, shop, testInfo, `back-after-paid-${lang}`);
      await member.add({ skuId: ORDER_DEMO.skuId, amount: 1 });
      await addAddressByApi(page.request, member.token, 'shipping', { name: 'Malee', isDefault: true });

      // the cart, step 2, back to the cart by its link, step 2 again: two steps 2 in the history
      await openPage(page, '/cart/checkout?step=1', lang);
      await orderSummary(page, lang).getByRole('button', { name: cart.buy }).click();
      await expect(page.getByRole('heading', { level: 1, name: checkout.title })).toBeVisible();
      await page.getByRole('link', { name: lang === 'th' ? 'แก้ไขสินค้าในตะกร้า' : 'Change the items in my cart' }).click();
      await expect(page.getByRole('heading', { level: 1, name: cart.title })).toBeVisible();
      await orderSummary(page, lang).getByRole('button', { name: cart.buy }).click();
      await expect(page.getByRole('heading', { level: 1, name: checkout.title })).toBeVisible();
      await page.getByRole('radio', { name: checkout.qr }).check();
      await page.getByRole('button', { name: checkout.placeOrder }).click();
      await expect(page).toHaveURL(STEP_THREE_URL);
      const orderNo = STEP_THREE_URL.exec(page.url())![1]!;

      // paid in the sandbox bank: step 3 says so
      const modal = qrModal(page, lang);
      await expect(modal).toBeVisible();
      await payInSandboxBank(context, modal, lang);
      await expect(modal).toBeHidden({ timeout: PAYMENT_SEEN_MS });
      await expect(resultCard(page, order.paid)).toBeVisible();
      expect(await member.orderStatus(orderNo)).toBe(2);

      // Back: step 3 took step 2's place, so the browser goes to the cart, now without the bought line
      await page.goBack();
      await expect(page).toHaveURL('/cart/checkout?step=1');
      await expect(page.getByRole('heading', { level: 1, name: cart.title })).toBeVisible();
      await expect(page.getByRole('main').getByText(cart.empty)).toBeVisible();
      await expect(page.getByText(cartChanged)).toHaveCount(0);
      await expectAccessible(page, `cart after going back from a paid order ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `checkout-back-after-paid-${lang}`);

      // Back again reaches the first step 2, spent by the order: it goes on to the cart without a warning
      await page.goBack();
      await expect(page).toHaveURL('/cart/checkout?step=1');
      await expect(page.getByRole('heading', { level: 1, name: cart.title })).toBeVisible();
      await expect(page.getByRole('main').getByText(cart.empty)).toBeVisible();
      await expect(page.getByText(cartChanged)).toHaveCount(0);

      // Forward still leads to the order's result
      await page.goForward();
      await page.goForward();
      await expect(page).toHaveURL(resultPath(orderNo));
      await expect(resultCard(page, order.paid)).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test(`Thai QR: Close leaves the order waiting with a button that opens the QR again; a reload does not (${lang})`, async ({ browser }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    const { context, page } = await shop.open(browser, testInfo);
    try {
      const member = await memberOfShop(page, shop, testInfo, `qr-close-${lang}`);
      const orderNo = await placeQrOrder(page, member, lang);
      const modal = qrModal(page, lang);
      await expect(modal.getByRole('img', { name: text.qrLabel(orderNo) })).toBeVisible();

      // Close asks the status once more: still waiting
      const asked = page.waitForResponse((r) => r.url().endsWith(`/api/v1/orders/${orderNo}/status`));
      await closeQrModal(page, lang);
      expect((await asked).status()).toBe(200);
      const waiting = resultCard(page, order.waiting);
      await expect(waiting).toContainText(orderNo);
      const payAgain = waiting.getByRole('button', { name: text.open });
      await expect(payAgain).toBeVisible();
      await expect(waiting.getByRole('link', { name: order.toHistory })).toBeVisible();
      await expectAccessible(page, `step 3 waiting with thai qr ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `checkout-payment-waiting-${lang}`);

      // a reload shows the order without opening the QR again
      await page.reload();
      await expect(payAgain).toBeVisible();
      await expect(modal).toHaveCount(0);

      // the button opens it again, and Escape closes it
      await payAgain.click();
      await expect(modal.getByRole('img', { name: text.qrLabel(orderNo) })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(payAgain).toBeFocused();
      expect(await member.orderStatus(orderNo)).toBe(1);
    } finally {
      await context.close();
    }
  });

  test(`Thai QR: at the pay-by time the QR gives way to "QR CODE has expired." (${lang})`, async ({ browser }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    const { context, page } = await shop.open(browser, testInfo);
    try {
      const member = await memberOfShop(page, shop, testInfo, `qr-expired-${lang}`);
      const placed = await placeOrderByApi(page);
      const bill = await orderPaymentByApi(page.request, member.token, placed.orderNo);
      expect(bill.kind).toBe('qr');

      // the page's clock is the test's: the half hour to the expiry passes at once
      await page.clock.install();
      await openPage(page, resultPath(placed.orderNo), lang);
      const waiting = resultCard(page, order.waiting);
      // opened from a link (not straight from step 2): the QR waits for the button
      await waiting.getByRole('button', { name: text.open }).click();
      const modal = qrModal(page, lang);
      const qr = modal.getByRole('img', { name: text.qrLabel(placed.orderNo) });
      await expect(qr).toBeVisible();
      await expect(modal.getByRole('link', { name: new RegExp(`^${text.sandboxLink}`) })).toBeVisible();

      await page.clock.fastForward(new Date(bill.expiryDate).getTime() - (await page.evaluate(() => Date.now())) + 1_000);
      // over the QR for the eye (the first), and said once to a screen reader (the live region)
      await expect(modal.getByText(text.expired, { exact: true }).first()).toBeVisible();
      await expect(modal.getByRole('timer')).toHaveText('00:00');
      await expect(qr, 'an expired QR is no longer drawn').toHaveCount(0);
      await expect(modal.getByRole('status')).toHaveText(text.expired);
      await expect(modal.getByRole('link', { name: new RegExp(`^${text.sandboxLink}`) })).toHaveCount(0);
      await expectAccessible(page, `thai qr expired ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `checkout-payment-expired-${lang}`);
    } finally {
      await context.close();
    }
  });
}
