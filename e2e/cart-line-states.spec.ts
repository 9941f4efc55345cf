import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { CART_DEMO, CART_TEXT, cartGroup, orderSummary } from './support/cart';
import { createConfirmedMember, toast } from './support/members';
import { privateShopForFile, type PrivateShop } from './support/private-shop';
import { openPage, screenshot } from './support/shop';

const text = CART_TEXT.en;
const placeA = { id: CART_DEMO.donation.placeId, name: CART_DEMO.donation.placeEn };
const placeB = { id: 940000001, name: 'Baan Oun Rak Sat Animal Foundation' };
const names = {
  vitamins: CART_DEMO.vitamins.nameEn,
  royalCanin: CART_DEMO.royalCaninSmall.nameEn,
  bellBall: CART_DEMO.bellBall.nameEn,
  kitten: CART_DEMO.kitten.nameEn,
  donation: 'Me-O Adult Cat Food 7 kg (Donation)',
};
/** a 50-coin reward the sign-up coins cover */
const REWARD_SKU = 930000108;

/** A new member of the private shop, signed in, and a way to call the cart API as them. */
async function newMember(page: Page, shop: PrivateShop, label: string) {
  const member = await createConfirmedMember(page.request, test.info(), label);
  const signedIn = await page.request.post('/api/v1/auth/email-signin', { data: { email: member.email, password: member.password } });
  const { result } = (await signedIn.json()) as { result: { token: string; user: { id: number } } };
  await page.context().clearCookies();
  await page.context().addCookies([
    { name: 'pawsook_member_id', value: String(result.user.id), url: shop.url },
    { name: 'pawsook_access_token', value: encodeURIComponent(result.token), url: shop.url },
  ]);
  const headers = { Authorization: `Bearer ${result.token}` };
  return {
    async add(skuId: number, amount: number, donationId: number | null = null) {
      const response = await page.request.post('/api/v1/carts', { headers, data: { skuId, amount, orderProductTypeId: donationId ? 2 : 1, donationId } });
      expect(response.status(), await response.text()).toBe(200);
    },
    async exchange(skuId: number) {
      const response = await page.request.get(`/api/v1/product-sku/exchange-coin-reward/${skuId}`, { headers });
      expect(response.status(), await response.text()).toBe(200);
    },
    async donationGroups(): Promise<number[]> {
      const response = await page.request.get('/api/v1/carts', { headers });
      const body = (await response.json()) as { result: { cart: { donationProduct: Array<{ donationId: number }> } } };
      return body.result.cart.donationProduct.map((g) => g.donationId);
    },
  };
}

const shop = privateShopForFile();

test('line states from real changes: sold out, taken off sale, a gift, a reward, a closed donation place; nothing chosen', async ({ browser }, testInfo) => {
  const { context, page } = await shop.open(browser, testInfo);
  try {
    const member = await newMember(page, shop, 'line-states');
    await member.add(CART_DEMO.vitamins.skuId, 2);
    await member.add(CART_DEMO.royalCaninSmall.skuId, 1);
    await member.add(CART_DEMO.kitten.skuId, 1); // the demo promotion's bell ball comes with it
    await member.exchange(REWARD_SKU);
    await member.add(CART_DEMO.donation.skuId, 1, placeA.id);
    await member.add(CART_DEMO.donation.skuId, 1, placeB.id);
    // meanwhile, staff count the vitamins' stock as gone, take the dog food off sale and close a place
    await shop.staff(page, 'PATCH', `/api/v1/staff/skus/${CART_DEMO.vitamins.skuId}`, { stock: 0 });
    await shop.staff(page, 'PATCH', `/api/v1/staff/skus/${CART_DEMO.royalCaninSmall.skuId}`, { displayStatus: 'inactive' });
    await shop.staff(page, 'PATCH', `/api/v1/staff/donation-places/${placeB.id}`, { status: 'inactive' });

    await openPage(page, '/cart/checkout', 'en');
    const general = cartGroup(page, text.general);
    await expect(general.getByText(text.outOfStock, { exact: true })).toBeVisible();
    await expect(general.getByText(text.notDisplayed, { exact: true })).toBeVisible();
    await expect(general.getByRole('button', { name: text.more(names.vitamins) })).toBeDisabled();
    await expect(general.getByRole('button', { name: text.fewer(names.royalCanin) })).toBeDisabled();
    await expect(general.getByRole('button', { name: text.delete(names.vitamins) })).toBeVisible();
    // a gift: no buttons at all; a reward: − and + inactive, no delete but a return for its coins
    await expect(general.getByText(text.complimentary, { exact: true })).toBeVisible();
    await expect(general.getByRole('button', { name: text.delete(names.bellBall) })).toHaveCount(0);
    await expect(general.getByRole('button', { name: text.more(names.bellBall) })).toHaveCount(0);
    await expect(general.getByText(text.coinReward)).toBeVisible();
    await expect(general.getByRole('button', { name: /^Return .+ and get its coins back$/ })).toBeVisible();
    // the chosen group has lines that cannot be bought: the buy button is disabled and says why
    const buy = orderSummary(page, 'en').getByRole('button', { name: text.buy });
    await expect(buy).toBeDisabled();
    await expect(orderSummary(page, 'en').getByText(text.unavailable)).toBeVisible();

    // the open place can be chosen and bought
    await cartGroup(page, text.donation(placeA.name)).getByRole('radio').check();
    await expect(buy).toBeEnabled();

    // the closed place is folded and cannot be chosen; it has its own delete
    const closed = cartGroup(page, text.donation(placeB.name));
    await expect(closed.getByText(text.inactivePlace)).toBeVisible();
    await expect(closed.getByRole('radio')).toBeDisabled();
    await expect(closed.getByRole('button', { name: text.showItems(placeB.name) })).toBeDisabled();
    await expect(closed.getByRole('link', { name: new RegExp(names.donation.replace(/[()]/g, '\\$&')) })).toBeHidden();
    await expectAccessible(page, `line states ${testInfo.project.name}`);
    await screenshot(page, testInfo, 'cart-line-states-en');
    await closed.getByRole('button', { name: text.deletePlace(placeB.name) }).click();
    await expect(toast(page, text.deleted)).toBeVisible();
    await expect(cartGroup(page, text.donation(placeB.name))).toHaveCount(0);
    expect(await member.donationGroups()).toEqual([placeA.id]);

    // another member: donations for two open places and no general products: nothing is chosen
    await shop.staff(page, 'PATCH', `/api/v1/staff/donation-places/${placeB.id}`, { status: 'active' });
    const second = await newMember(page, shop, 'line-states-two');
    await second.add(CART_DEMO.donation.skuId, 1, placeA.id);
    await second.add(CART_DEMO.donation.skuId, 2, placeB.id);
    await page.evaluate(() => window.localStorage.removeItem('pawsook.cart.chooseTabProductType'));
    await openPage(page, '/cart/checkout', 'en');
    await expect(cartGroup(page, text.donation(placeA.name))).toBeVisible();
    await expect(buy).toBeDisabled();
    await expect(orderSummary(page, 'en').getByText(text.selectProduct)).toBeVisible();
    await cartGroup(page, text.donation(placeB.name)).getByRole('radio').check();
    await expect(buy).toBeEnabled();

    // a deleted line's undo when the stock fell meanwhile: as many as are left come back, and the toast says so
    await second.add(CART_DEMO.kitten.skuId, 3);
    await page.reload();
    const general2 = cartGroup(page, text.general);
    await general2.getByRole('button', { name: text.delete(names.kitten) }).click();
    const deleted = toast(page, text.deleted);
    await expect(deleted).toBeVisible();
    await shop.staff(page, 'PATCH', `/api/v1/staff/skus/${CART_DEMO.kitten.skuId}`, { stock: 2 });
    await deleted.getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, `The stock fell meanwhile: only 2 of ${names.kitten} are back in your cart.`)).toBeVisible();
    await expect(general2.getByRole('group', { name: `Quantity of ${names.kitten}` })).toContainText('2');
    await expectAccessible(page, `undo after the stock fell ${testInfo.project.name}`);
    // sold out meanwhile: nothing comes back
    await general2.getByRole('button', { name: text.delete(names.kitten) }).click();
    await shop.staff(page, 'PATCH', `/api/v1/staff/skus/${CART_DEMO.kitten.skuId}`, { stock: 0 });
    await toast(page, text.deleted).getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, `${names.kitten} sold out meanwhile, so it could not be put back.`)).toBeVisible();
  } finally {
    await context.close();
  }
});
