import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { addToCartByApi, CART_DEMO, CART_TEXT, cartButton, cartGroup, openMiniCart, orderSummary, summaryValue, vitaminsName } from './support/cart';
import { CATALOG_TEXT } from './support/catalog';
import { COIN_TEXT } from './support/coins';
import { createConfirmedMember, logInThroughHeader, MEMBER_TEXT, signInByApi, toast } from './support/members';
import { isPhone, type Lang, oneScreenPerLanguage, openPage, screenshot } from './support/shop';

const LANGS = ['th', 'en'] as const;

function placeName(lang: Lang): string {
  return lang === 'th' ? CART_DEMO.donation.placeTh : CART_DEMO.donation.placeEn;
}

/** Waits until the line shows `amount` and its change has landed (the buttons take presses again). */
async function expectQuantity(page: Page, lang: Lang, name: string, amount: number): Promise<void> {
  const quantity = page.getByRole('main').getByRole('group', { name: lang === 'th' ? `จำนวนของ ${name}` : `Quantity of ${name}` });
  await expect(quantity).toContainText(String(amount));
  await expect(quantity.locator('[aria-disabled="true"]')).toHaveCount(0);
}

/** Texts of decision 0044 (undo, returning a reward), from features/cart and features/coins locales. */
const UNDO_TEXT = {
  th: {
    undo: 'เลิกทำ',
    back: (name: string) => `นำ ${name} กลับเข้าตะกร้าแล้ว`,
    returnReward: /^คืน .+ และรับเหรียญคืน$/,
    returned: /ได้รับเหรียญคืน 50 เหรียญ/,
    returnNote: 'เปลี่ยนใจได้: ก่อนสั่งซื้อ คุณคืนของรางวัลจากตะกร้าและรับเหรียญคืนได้',
  },
  en: {
    undo: 'Undo',
    back: (name: string) => `${name} is back in your cart.`,
    returnReward: /^Return .+ and get its coins back$/,
    returned: /returned: 50 coins are back in your balance\./,
    returnNote: 'Changed your mind? Until you place the order you can return the reward from your cart and get its coins back.',
  },
} as const;

function coinBox(page: Page, lang: Lang) {
  return page.getByRole('main').getByRole('region', { name: CART_TEXT[lang].coinsLabel });
}

for (const lang of LANGS) {
  const text = CART_TEXT[lang];

  test(`a guest's cart is kept, merged at sign-in, and step 1 changes, deletes, switches groups and buys (${lang})`, async ({ page }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    const member = await createConfirmedMember(page.request, testInfo, `cart-${lang}`);
    const vitamins = vitaminsName(lang);

    // a guest adds to the cart: the line is kept and the login modal opens
    await openPage(page, `/${lang}/product/${CART_DEMO.vitamins.productId}`, lang);
    await page.getByRole('button', { name: CATALOG_TEXT[lang].addToCart }).click();
    const login = page.getByRole('dialog', { name: MEMBER_TEXT[lang].logIn });
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    // the mini-cart shows the guest's line; "go to checkout" asks to log in
    let popover = await openMiniCart(page, lang, 1);
    await expect(popover.getByRole('link', { name: vitamins })).toBeVisible();
    await expect(popover.getByText(text.quantity(1))).toBeVisible();
    await expect(popover.getByText('฿290.00').first()).toBeVisible();
    await expectAccessible(page, `guest mini-cart ${lang} ${testInfo.project.name}`);
    await screenshot(page, testInfo, `cart-mini-guest-${lang}`);
    await popover.getByRole('button', { name: text.goToCheckout }).click();
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');

    // signing in merges the guest cart into the member's
    await logInThroughHeader(page, lang, member.email, member.password);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('pawsook.cart'))).toBeNull();
    await expect(cartButton(page, lang, 1)).toBeVisible();
    popover = await openMiniCart(page, lang, 1);
    await expect(popover.getByRole('link', { name: vitamins })).toBeVisible();
    await popover.getByRole('link', { name: text.goToCheckout }).click();
    await expect(page).toHaveURL('/cart/checkout');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);

    // one ฿290.00 item is under the free-shipping line: ฿50.00 shipping
    const general = cartGroup(page, text.general);
    await expect(general.getByRole('radio')).toBeChecked();
    // on a phone the shopper's own lines come first, the coins and rewards after them
    const linesTop = (await general.boundingBox())!.y;
    expect(linesTop < (await coinBox(page, lang).boundingBox())!.y).toBe(isPhone(testInfo));
    await expect(summaryValue(page, lang, text.shipping)).toHaveText('฿50.00');
    await expect(summaryValue(page, lang, text.grandTotal)).toHaveText('฿340.00');

    // − at 1 says to delete instead; + goes up to the stock, then says it exceeds the stock
    await general.getByRole('button', { name: text.fewer(vitamins) }).click();
    await expect(general.getByText(text.cannotReduce)).toBeVisible();
    const more = general.getByRole('button', { name: text.more(vitamins) });
    await more.click();
    await expectQuantity(page, lang, vitamins, 2);
    await expect(general.getByText(text.cannotReduce)).toHaveCount(0);
    await expect(summaryValue(page, lang, text.shipping)).toHaveText(text.free);
    await expect(summaryValue(page, lang, text.grandTotal)).toHaveText('฿580.00');
    for (let amount = 3; amount <= CART_DEMO.vitamins.stock; amount += 1) {
      await more.click();
      await expectQuantity(page, lang, vitamins, amount);
    }
    await more.click();
    await expect(general.getByText(text.cannotIncrease)).toBeVisible();
    await expectQuantity(page, lang, vitamins, CART_DEMO.vitamins.stock);
    await expect(summaryValue(page, lang, text.total)).toHaveText('฿2,610.00');

    // a second line, deleted again
    await addToCartByApi(page, { skuId: CART_DEMO.royalCaninSmall.skuId, amount: 1 });
    await page.reload();
    const royalCanin = lang === 'th' ? CART_DEMO.royalCaninSmall.nameTh : CART_DEMO.royalCaninSmall.nameEn;
    await expect(general.getByRole('link', { name: new RegExp(royalCanin) })).toBeVisible();
    await expect(general.getByRole('link', { name: new RegExp(royalCanin) })).toHaveAttribute('target', '_blank');
    await expect(general.getByRole('link', { name: new RegExp(royalCanin) })).toHaveAttribute('href', `/${lang}/product/920000001`);
    await general.getByRole('button', { name: text.delete(royalCanin) }).click();
    await expect(toast(page, text.deleted)).toBeVisible();
    await expect(general.getByRole('link', { name: new RegExp(royalCanin) })).toHaveCount(0);
    // the toast's undo puts the same line back; deleted again by keyboard, the undo takes the focus
    await toast(page, text.deleted).getByRole('button', { name: UNDO_TEXT[lang].undo }).click();
    await expect(toast(page, UNDO_TEXT[lang].back(royalCanin))).toBeVisible();
    await expect(general.getByRole('link', { name: new RegExp(royalCanin) })).toBeVisible();
    await expectQuantity(page, lang, royalCanin, 1);
    await general.getByRole('button', { name: text.delete(royalCanin) }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-sonner-toast] button:focus')).toHaveText(UNDO_TEXT[lang].undo);
    await expectAccessible(page, `undo toast ${lang} ${testInfo.project.name}`);
    await expect(general.getByRole('link', { name: new RegExp(royalCanin) })).toHaveCount(0);

    // a donation for a place is its own group; choosing it changes the summary (shipping to the shelter is free)
    await addToCartByApi(page, { skuId: CART_DEMO.donation.skuId, amount: 1, orderProductTypeId: 2, donationId: CART_DEMO.donation.placeId });
    await page.reload();
    const donation = cartGroup(page, text.donation(placeName(lang)));
    await expect(donation).toContainText('ณัฐวุฒิ ปันแก้ว');
    await donation.getByRole('radio').check();
    await expect(orderSummary(page, lang)).toContainText(text.donation(placeName(lang)));
    await expect(summaryValue(page, lang, text.shipping)).toHaveText(text.shippingDonation);
    await expect(summaryValue(page, lang, text.grandTotal)).toHaveText('฿699.00');
    await expectAccessible(page, `checkout ${lang} ${testInfo.project.name}`);
    await screenshot(page, testInfo, `cart-checkout-${lang}`);

    // the choice survives a reload
    await page.reload();
    await expect(cartGroup(page, text.donation(placeName(lang))).getByRole('radio')).toBeChecked();
    await expect(summaryValue(page, lang, text.grandTotal)).toHaveText('฿699.00');

    // buying moves on to step 2 with the chosen group (its page has its own journey: checkout-details.spec.ts)
    const buy = orderSummary(page, lang).getByRole('button', { name: text.buy });
    await expect(buy).toBeEnabled();
    await buy.click();
    await expect(page).toHaveURL('/cart/checkout?step=2');
    await expect(page.getByRole('heading', { level: 1, name: text.stepDetails })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.detailsProducts })).toBeVisible();
    await expect(page.getByTestId('donation-address')).toContainText(placeName(lang));
    await screenshot(page, testInfo, `cart-step2-${lang}`);
    await page.getByRole('link', { name: text.backToCart }).click();
    await expect(page).toHaveURL('/cart/checkout?step=1');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  });

  test(`the running promotions: a gift comes and goes with its condition, a discount from ฿5,000 (${lang})`, async ({ page }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    const member = await createConfirmedMember(page.request, testInfo, `cart-promotions-${lang}`);
    await signInByApi(page, testInfo, member.email, member.password);
    const kitten = lang === 'th' ? CART_DEMO.kitten.nameTh : CART_DEMO.kitten.nameEn;
    const bellBall = lang === 'th' ? CART_DEMO.bellBall.nameTh : CART_DEMO.bellBall.nameEn;
    await addToCartByApi(page, { skuId: CART_DEMO.kitten.skuId, amount: 1 });

    // the kitten food comes with the bell ball: a free, fixed line
    await openPage(page, '/cart/checkout', lang);
    const general = cartGroup(page, text.general);
    await expect(general.getByText(bellBall).first()).toBeVisible();
    await expect(general.getByText(text.complimentary).first()).toBeVisible();
    await expect(general.getByRole('button', { name: text.delete(bellBall) })).toHaveCount(0);
    await expect(general.getByRole('button', { name: text.more(bellBall) })).toHaveCount(0);
    await expect(summaryValue(page, lang, text.total)).toHaveText('฿275.00');
    await expectAccessible(page, `cart gift ${lang} ${testInfo.project.name}`);
    await screenshot(page, testInfo, `cart-gift-${lang}`);

    // two Maxi Adult 15 kg pass ฿5,000: ฿250 off, shown in the summary
    await addToCartByApi(page, { skuId: CART_DEMO.maxi.skuId, amount: 2 });
    await page.reload();
    await expect(summaryValue(page, lang, text.total)).toHaveText('฿6,593.00');
    await expect(summaryValue(page, lang, text.promotionDiscount)).toHaveText('-฿250.00');
    await expect(summaryValue(page, lang, text.grandTotal)).toHaveText('฿6,343.00');

    // without the kitten food the gift goes
    await general.getByRole('button', { name: text.delete(kitten) }).click();
    await expect(toast(page, text.deleted)).toBeVisible();
    await expect(general.getByText(bellBall)).toHaveCount(0);
  });

  test(`an empty cart, a reward exchanged from the carousel and the keyboard (${lang})`, async ({ page }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    const member = await createConfirmedMember(page.request, testInfo, `cart-reward-${lang}`);
    await signInByApi(page, testInfo, member.email, member.password);
    const coinText = COIN_TEXT[lang];

    // the empty cart: the picture and the spec's words, on the page and in the mini-cart
    await openPage(page, '/cart/checkout?step=9', lang);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('main').getByText(text.empty)).toBeVisible();
    await expect(coinBox(page, lang)).toContainText(text.coins(100));
    await screenshot(page, testInfo, `cart-empty-${lang}`);

    // the mini-cart by keyboard
    const trigger = cartButton(page, lang, 0);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: text.miniTitle(0) });
    await expect(popover).toBeVisible();
    await expect(popover.getByText(text.empty)).toBeVisible();
    await expectAccessible(page, `empty mini-cart ${lang} ${testInfo.project.name}`);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(trigger).toBeFocused();

    // a reward from the carousel: the coins feature's confirmation, then a free line
    const rewards = page.getByRole('region', { name: text.rewards }).first();
    // the 50-coin reward, not one of 150 or 250 coins (the carousel's order is not fixed)
    await rewards
      .getByRole('button', { name: new RegExp(`(?<![\\d,])${text.coins(50)}`) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: coinText.redeemTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(UNDO_TEXT[lang].returnNote)).toBeVisible();
    await expectAccessible(page, `reward dialog ${lang} ${testInfo.project.name}`);
    await dialog.getByRole('button', { name: coinText.redeem, exact: true }).click();
    await expect(dialog).toBeHidden();
    const general = cartGroup(page, text.general);
    await expect(general.getByText(text.coinReward)).toBeVisible();
    await expect(general.getByText(text.free, { exact: true }).first()).toBeVisible();
    await expect(coinBox(page, lang)).toContainText(text.coins(50));
    // a reward has no delete: it can be returned for its coins until the order is placed, and the return undone
    await expect(general.getByRole('button', { name: new RegExp(lang === 'th' ? '^ลบ ' : '^Delete ') })).toHaveCount(0);
    await general.getByRole('button', { name: UNDO_TEXT[lang].returnReward }).click();
    const returned = toast(page, UNDO_TEXT[lang].returned);
    await expect(returned).toBeVisible();
    await expect(coinBox(page, lang)).toContainText(text.coins(100));
    await expect(page.getByRole('main').getByText(text.empty)).toBeVisible();
    await returned.getByRole('button', { name: UNDO_TEXT[lang].undo }).click();
    await expect(general.getByText(text.coinReward)).toBeVisible();
    await expect(coinBox(page, lang)).toContainText(text.coins(50));

    // quantities by keyboard
    await addToCartByApi(page, { skuId: CART_DEMO.vitamins.skuId, amount: 1 });
    await page.reload();
    const vitamins = vitaminsName(lang);
    const more = general.getByRole('button', { name: text.more(vitamins) });
    await more.focus();
    await page.keyboard.press('Enter');
    await expectQuantity(page, lang, vitamins, 2);
    await expect(more).toBeFocused();
    await page.keyboard.press('Space');
    await expectQuantity(page, lang, vitamins, 3);
    await page.keyboard.press('Shift+Tab');
    await expect(general.getByRole('button', { name: text.fewer(vitamins) })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectQuantity(page, lang, vitamins, 2);
    await expectAccessible(page, `checkout with a reward ${lang} ${testInfo.project.name}`);
    await screenshot(page, testInfo, `cart-reward-${lang}`);

    // the badge is back off the checkout page
    await openPage(page, '/', lang);
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
  });
}
