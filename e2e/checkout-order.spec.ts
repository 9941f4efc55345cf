import { expect, test, type Request } from './support/test';
import { addAddressByApi } from './support/addresses';
import { expectAccessible } from './support/axe';
import { CART_DEMO, CART_TEXT, orderSummary, summaryValue } from './support/cart';
import { applyCode, CHECKOUT_TEXT, expectMissing, memberOfShop, panel, spendCoins, STEP_THREE_URL } from './support/checkout';
import { toast } from './support/members';
import { ORDER_TEXT } from './support/orders';
import { closeQrModal } from './support/payments';
import { privateShopForFile } from './support/private-shop';
import { oneScreenPerLanguage, openPage, screenshot } from './support/shop';

const LANGS = ['th', 'en'] as const;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// Placing orders takes stock and uses up codes: these journeys run on a shop of their own.
const shop = privateShopForFile();

const isOrderPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/orders';

for (const lang of LANGS) {
  const text = CHECKOUT_TEXT[lang];
  const cart = CART_TEXT[lang];

  test(`a full checkout: a wrong and an expired code, a promo code and coins, one order of a double click, step 3 (${lang})`, async ({ browser }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    const { context, page } = await shop.open(browser, testInfo);
    try {
      const member = await memberOfShop(page, shop, testInfo, `order-${lang}`);
      // two vitamins: ฿580.00, over the free-shipping line; a new member has 100 sign-up coins
      await member.add({ skuId: CART_DEMO.vitamins.skuId, amount: 2 });
      await addAddressByApi(page.request, member.token, 'shipping', { name: 'Somchai', surname: 'Jaidee', isDefault: true });

      // the cart page takes any code and coin discount off as it opens
      const cleared = page.waitForResponse((r) => r.url().endsWith('/api/v1/promo-code/cancel-promo-code'));
      await openPage(page, '/cart/checkout', lang);
      expect((await cleared).status()).toBe(200);
      await orderSummary(page, lang).getByRole('button', { name: cart.buy }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(summaryValue(page, lang, text.net)).toHaveText('฿580.00');

      // a code that does not exist, then one that has expired: the server's message under the input
      const promo = panel(page, text.promoTitle);
      const input = promo.getByLabel(text.promoLabel, { exact: true });
      await applyCode(page, lang, 'NOPE2026');
      await expect(promo.getByText(text.notFound)).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(text.notFound);
      await expect(input).toBeFocused();
      await applyCode(page, lang, 'summer2026');
      await expect(input).toHaveAccessibleDescription(text.expired);
      const border = await input.evaluate((el) => getComputedStyle(el).borderTopColor);
      await input.press('End');
      await input.pressSequentially('X');
      // typing clears the refusal: the border is no longer the error's
      await expect(input).not.toHaveAttribute('aria-invalid');
      expect(await input.evaluate((el) => getComputedStyle(el).borderTopColor)).not.toBe(border);
      await applyCode(page, lang, 'summer2026');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, `checkout order promo refused ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `checkout-order-promo-refused-${lang}`);

      // PAWSOOK10: 10 % off ฿580.00
      await applyCode(page, lang, 'pawsook10');
      await expect(promo.getByTestId('applied-promo-code')).toContainText('PAWSOOK10');
      await expect(summaryValue(page, lang, text.codeDiscount)).toHaveText('-฿58.00');
      await expect(summaryValue(page, lang, text.net)).toHaveText('฿522.00');

      // coins: closed by Escape or its Cancel button, the modal gives the focus back to the button that opened it
      const coinsOpener = panel(page, text.coinsTitle).getByRole('button', { name: text.useCoins, exact: true });
      await coinsOpener.click();
      const modal = page.getByRole('dialog', { name: text.coinModal });
      await expect(modal.getByRole('radio').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(coinsOpener).toBeFocused();
      await coinsOpener.press('Enter');
      await modal.getByRole('button', { name: lang === 'th' ? 'ยกเลิก' : 'Cancel', exact: true }).click();
      await expect(modal).toBeHidden();
      await expect(coinsOpener).toBeFocused();
      // the modal offers the server's amounts; Confirm waits for one
      await coinsOpener.click();
      await expect(modal.getByRole('radio')).toHaveCount(4);
      await expect(modal).toContainText(text.coins(100));
      await expect(modal).toContainText(text.rate);
      await expect(modal.getByRole('button', { name: text.confirm, exact: true })).toBeDisabled();
      await modal.getByRole('radio', { name: new RegExp(`^${text.coins(50)} `) }).check();
      await expect(modal.getByRole('button', { name: text.confirm, exact: true })).toBeEnabled();
      await expectAccessible(page, `checkout order coin modal ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `checkout-order-coins-${lang}`);
      await modal.getByRole('button', { name: text.confirm, exact: true }).click();
      await expect(modal).toBeHidden();
      await expect(panel(page, text.coinsTitle)).toContainText(text.coinsUsed(50));
      await expect(summaryValue(page, lang, text.coinDiscount)).toHaveText('-฿50.00');
      await expect(summaryValue(page, lang, text.net)).toHaveText('฿472.00');

      // taking the code off keeps the coins; applying one again takes the coins off (spec §4)
      await promo.getByRole('button', { name: text.removeCode('PAWSOOK10') }).click();
      await expect(summaryValue(page, lang, text.net)).toHaveText('฿530.00');
      await applyCode(page, lang, 'PAWSOOK10');
      await expect(toast(page, text.coinsTakenOff)).toBeVisible();
      await expect(panel(page, text.coinsTitle).getByRole('button', { name: text.useCoins, exact: true })).toBeVisible();
      await expect(summaryValue(page, lang, text.net)).toHaveText('฿522.00');
      await spendCoins(page, lang, 50);
      await expect(summaryValue(page, lang, text.net)).toHaveText('฿472.00');

      await page.getByRole('radio', { name: text.qr }).check();
      await expectAccessible(page, `checkout order ready ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `checkout-order-ready-${lang}`);

      // a double click places one order
      const posted: Request[] = [];
      page.on('request', (request) => {
        if (isOrderPost(request)) posted.push(request);
      });
      await page.getByRole('button', { name: text.placeOrder }).dblclick();
      await expect(page).toHaveURL(STEP_THREE_URL);
      const orderNo = STEP_THREE_URL.exec(page.url())![1]!;
      expect(posted).toHaveLength(1);
      expect(posted[0]!.headers()['idempotency-key']).toMatch(UUID_V4);
      expect(posted[0]!.postDataJSON()).toMatchObject({
        promoCode: 'PAWSOOK10',
        coinUsed: 50,
        netTotalPrice: 472,
        discountPromoCode: 58,
        discountCoin: 50,
        isDonation: false,
        paymentChannelId: 4,
        shippingAddressId: expect.any(Number),
      });
      expect(await member.orderStatus(orderNo)).toBe(1);
      expect(await member.orders()).toEqual([expect.objectContaining({ orderNo, grandTotalPrice: 472, isDonation: false })]);
      // step 3 (the orders feature) shows the order step 2 left it, behind the Thai QR modal that opens at once
      await closeQrModal(page, lang);
      const result = page.getByRole('main').getByRole('region', { name: ORDER_TEXT[lang].waiting });
      await expect(result).toContainText(orderNo);
      await expect(result).toContainText('฿472.00');
    } finally {
      await context.close();
    }
  });

  test(`step 2's messages: no delivery address, no payment method, no receipt address, a code not started or used up; the server sends a changed cart back to step 1 (${lang})`, async ({
    browser,
  }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    const { context, page } = await shop.open(browser, testInfo);
    try {
      const member = await memberOfShop(page, shop, testInfo, `order-messages-${lang}`);
      await member.add({ skuId: CART_DEMO.vitamins.skuId, amount: 1 });

      await openPage(page, '/cart/checkout?step=2', lang);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expectMissing(page, lang, text.noShipping);

      // the promo box's own check, then codes the server refuses
      const promo = panel(page, text.promoTitle);
      const input = promo.getByLabel(text.promoLabel, { exact: true });
      await promo.getByRole('button', { name: text.apply, exact: true }).click();
      await expect(input).toHaveAccessibleDescription(text.enterCode);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await applyCode(page, lang, 'NEWYEAR2027');
      await expect(input).toHaveAccessibleDescription(text.notStarted);
      await applyCode(page, lang, 'FLASH100');
      await expect(input).toHaveAccessibleDescription(text.usedUp);

      await addAddressByApi(page.request, member.token, 'shipping', { name: 'Malee', isDefault: true });
      await page.reload();
      await expect(page.getByTestId('chosen-shipping-address')).toContainText('Malee');
      await expectMissing(page, lang, text.noPayment);
      await page.getByRole('radio', { name: text.qr }).check();

      // a tax invoice to another address needs one
      await page.getByRole('checkbox', { name: text.receiptNeed }).check();
      await page.getByRole('radio', { name: text.receiptOther }).check();
      await expectMissing(page, lang, text.noReceipt);

      // to the delivery address it needs the tax id typed in beside it
      await page.getByRole('radio', { name: text.receiptSame }).check();
      await page.getByRole('button', { name: text.placeOrder }).click();
      const taxId = page.getByLabel(text.taxPayerId, { exact: true });
      await expect(taxId).toBeFocused();
      await expect(taxId).toHaveAttribute('aria-invalid', 'true');
      await expect(taxId).toHaveAccessibleDescription(new RegExp(text.required));
      await expectAccessible(page, `checkout order messages ${lang} ${testInfo.project.name}`);
      await taxId.fill('0994000617721');
      await page.getByLabel(text.companyName, { exact: true }).fill('Pawsook Co., Ltd.');

      // meanwhile the cart changes in another tab: the server refuses and OK goes back to step 1
      await member.add({ skuId: CART_DEMO.royalCaninSmall.skuId, amount: 1 });
      await page.getByRole('button', { name: text.placeOrder }).click();
      const refusal = page.getByRole('alertdialog', { name: text.notPlaced });
      await expect(refusal).toContainText(text.cartChanged);
      await expectAccessible(page, `checkout order refused ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `checkout-order-refused-${lang}`);
      await refusal.getByRole('button', { name: text.ok }).click();
      await expect(page).toHaveURL(/\/cart\/checkout\?step=1$/);

      // from the cart again: a tax invoice made out to the delivery address, and the order is placed
      await orderSummary(page, lang).getByRole('button', { name: cart.buy }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await page.getByRole('radio', { name: text.qr }).check();
      await page.getByRole('checkbox', { name: text.receiptNeed }).check();
      await page.getByLabel(text.taxPayerId, { exact: true }).fill('0994000617721');
      const receiptCopy = page.waitForResponse((r) => r.url().endsWith('/api/v1/order-receipt-address'));
      await page.getByRole('button', { name: text.placeOrder }).click();
      const copied = await receiptCopy;
      expect(copied.status()).toBe(200);
      expect(copied.request().postDataJSON()).toMatchObject({ name: 'Malee', taxPayerId: '0994000617721', companyName: null, isAddToAccount: false });
      await expect(page).toHaveURL(STEP_THREE_URL);
      const orderNo = STEP_THREE_URL.exec(page.url())![1]!;
      expect(await member.orderStatus(orderNo)).toBe(1);
    } finally {
      await context.close();
    }
  });

  test(`a donation: no promo-code or coin box, the order goes to the place (${lang})`, async ({ browser }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    const { context, page } = await shop.open(browser, testInfo);
    try {
      const member = await memberOfShop(page, shop, testInfo, `order-donation-${lang}`);
      await member.add({ skuId: CART_DEMO.donation.skuId, amount: 1, donationId: CART_DEMO.donation.placeId });

      await openPage(page, '/cart/checkout?step=2', lang);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByTestId('donation-address')).toBeVisible();
      await expect(panel(page, text.promoTitle)).toHaveCount(0);
      await expect(panel(page, text.coinsTitle)).toHaveCount(0);
      await expect(summaryValue(page, lang, text.net)).toHaveText('฿699.00');
      await expect(summaryValue(page, lang, text.codeDiscount)).toHaveCount(0);
      await page.getByRole('radio', { name: text.qr }).check();
      await expectAccessible(page, `checkout order donation ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `checkout-order-donation-${lang}`);

      const posted = page.waitForRequest(isOrderPost);
      await page.getByRole('button', { name: text.placeOrder }).click();
      expect((await posted).postDataJSON()).toMatchObject({
        isDonation: true,
        donationId: CART_DEMO.donation.placeId,
        shippingAddressId: null,
        promoCode: null,
        coinUsed: 0,
      });
      await expect(page).toHaveURL(STEP_THREE_URL);
      const orderNo = STEP_THREE_URL.exec(page.url())![1]!;
      expect(await member.orderStatus(orderNo)).toBe(1);
      expect(await member.orders()).toEqual([expect.objectContaining({ orderNo, isDonation: true, grandTotalPrice: 699 })]);
    } finally {
      await context.close();
    }
  });
}
