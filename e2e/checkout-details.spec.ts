import { expect, test, type Locator, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { ADDRESS_TEXT, addAddressByApi, fillAddressForm } from './support/addresses';
import { addToCartByApi, bearer, CART_DEMO, vitaminsName } from './support/cart';
import { createConfirmedMember, signInByApi, toast } from './support/members';
import { type Lang, oneScreenPerLanguage, openPage, screenshot } from './support/shop';

const LANGS = ['th', 'en'] as const;

/** Visible texts of step 2 (features/checkout/locales, features/cart/locales, features/addresses/locales). */
const TEXT = {
  th: {
    title: 'จัดส่งและชำระเงิน',
    products: 'สินค้าในคำสั่งซื้อนี้',
    shipping: 'ที่อยู่จัดส่ง',
    payment: 'ช่องทางการชำระเงิน',
    addShipping: 'เพิ่มที่อยู่จัดส่งใหม่',
    addShippingTitle: 'เพิ่มที่อยู่สำหรับจัดส่ง',
    changeShipping: 'เปลี่ยนที่อยู่จัดส่ง',
    pickShipping: 'เลือกที่อยู่จัดส่ง',
    addReceipt: 'เพิ่มที่อยู่ใบกำกับภาษีใหม่',
    addReceiptTitle: 'เพิ่มที่อยู่สำหรับออกใบกำกับภาษี',
    addToAccount: 'เพิ่มที่อยู่นี้ในบัญชีของฉันด้วย',
    use: 'ใช้ที่อยู่นี้',
    forThisOrder: 'สำหรับคำสั่งซื้อนี้',
    receiptNeed: 'ต้องการใบกำกับภาษี',
    receiptOther: 'ใช้ที่อยู่อื่น',
    placeOrder: 'ยืนยันคำสั่งซื้อ',
    missingTitle: 'ข้อมูลยังไม่ครบ',
    noShipping: 'กรุณาเพิ่มที่อยู่จัดส่ง',
    noReceipt: 'กรุณาเพิ่มที่อยู่สำหรับออกใบกำกับภาษี',
    noPayment: 'กรุณาเลือกช่องทางการชำระเงิน',
    ok: 'ตกลง',
    added: 'เพิ่มที่อยู่เรียบร้อยแล้ว',
    qr: 'ไทยคิวอาร์ (พร้อมเพย์)',
    donationNote: 'สินค้าบริจาคจะจัดส่งไปยังสถานที่ที่คุณเลือกโดยไม่มีค่าจัดส่ง ไม่สามารถเปลี่ยนที่อยู่นี้ได้',
  },
  en: {
    title: 'Delivery and payment',
    products: 'Products in this order',
    shipping: 'Delivery address',
    payment: 'Payment method',
    addShipping: 'Add a new delivery address',
    addShippingTitle: 'Add a delivery address',
    changeShipping: 'Change delivery address',
    pickShipping: 'Choose a delivery address',
    addReceipt: 'Add a new tax invoice address',
    addReceiptTitle: 'Add a tax invoice address',
    addToAccount: 'Also add this address to my account',
    use: 'Use this address',
    forThisOrder: 'For this order',
    receiptNeed: 'I need a tax invoice',
    receiptOther: 'Another address',
    placeOrder: 'Place order',
    missingTitle: 'Some details are missing',
    noShipping: 'Please add delivery address.',
    noReceipt: 'Please add the receipt address.',
    noPayment: 'Please select payment method.',
    ok: 'OK',
    added: 'Address added',
    qr: 'Thai QR (PromptPay)',
    donationNote: 'Donations are delivered to the place you chose, free of charge. This address cannot be changed.',
  },
} as const;

function section(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

/** Presses the place-order button and expects the missing-details alert with `message`, then closes it. */
async function expectMissing(page: Page, lang: Lang, message: string): Promise<void> {
  const text = TEXT[lang];
  await page.getByRole('button', { name: text.placeOrder }).click();
  const alert = page.getByRole('alertdialog', { name: text.missingTitle });
  await expect(alert).toContainText(message);
  await alert.getByRole('button', { name: text.ok }).click();
  await expect(alert).toBeHidden();
}

async function memberWithCart(page: Page, testInfo: Parameters<typeof createConfirmedMember>[1], label: string): Promise<string> {
  const member = await createConfirmedMember(page.request, testInfo, label);
  await signInByApi(page, testInfo, member.email, member.password);
  await addToCartByApi(page, { skuId: CART_DEMO.vitamins.skuId, amount: 2 });
  return bearer(page);
}

async function bookNames(page: Page, token: string): Promise<string[]> {
  const response = await page.request.get('/api/v1/member-addresses', { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await response.json()) as { result: Array<{ name: string }> };
  return result.map((a) => a.name);
}

for (const lang of LANGS) {
  const text = TEXT[lang];
  const form = ADDRESS_TEXT[lang];

  test(`step 2: delivery address from the book or typed in (also kept in the book), tax invoice, payment method (${lang})`, async ({ page }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    const token = await memberWithCart(page, testInfo, `details-${lang}`);
    await addAddressByApi(page.request, token, 'shipping', { name: 'Somchai', surname: 'Jaidee', isDefault: true });

    await openPage(page, '/cart/checkout?step=2', lang);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(section(page, text.products).getByText(vitaminsName(lang)).first()).toBeVisible();
    // the book's default is chosen to begin with
    const chosen = page.getByTestId('chosen-shipping-address');
    await expect(chosen).toContainText('Somchai Jaidee');
    await expect(chosen).toContainText(form.defaultBadge);
    await expectAccessible(page, `checkout step 2 ${lang} ${testInfo.project.name}`);
    await screenshot(page, testInfo, `checkout-details-${lang}`);

    // nothing chosen to pay with yet
    await expectMissing(page, lang, text.noPayment);

    // a new address for this order, also kept in the book: ticking the box checks the book's room first
    await section(page, text.shipping).getByRole('button', { name: text.addShipping }).click();
    const dialog = page.getByRole('dialog', { name: text.addShippingTitle });
    await expect(dialog).toBeVisible();
    await fillAddressForm(dialog, lang, { name: 'Malee', surname: 'Rakmaew', phone: '0891234567', address: '9 Nimmanhaemin Road', region: form.chiangMai });
    const limitCheck = page.waitForResponse((r) => r.url().includes('/check-limit-address'));
    // the box turns on only once the server says the book has room
    await dialog.getByRole('checkbox', { name: text.addToAccount }).click();
    expect((await limitCheck).status()).toBe(200);
    await expect(dialog.getByRole('checkbox', { name: text.addToAccount })).toBeChecked();
    await expectAccessible(page, `checkout step 2 address form ${lang} ${testInfo.project.name}`);
    await screenshot(page, testInfo, `checkout-details-add-${lang}`);
    const orderAddress = page.waitForResponse((r) => r.url().endsWith('/api/v1/order-shipping-address'));
    await dialog.getByRole('button', { name: text.use }).click();
    const created = await orderAddress;
    expect(created.status()).toBe(200);
    expect(created.request().postDataJSON()).toMatchObject({ name: 'Malee', isAddToAccount: true, isDefault: true });
    await expect(dialog).toBeHidden();
    await expect(toast(page, text.added)).toBeVisible();
    await expect(chosen).toContainText('Malee Rakmaew');
    await expect(chosen).toContainText(text.forThisOrder);
    await expect(chosen).toContainText(form.chiangMai.postelCode);
    await expect.poll(() => bookNames(page, token)).toEqual(['Somchai', 'Malee']);

    // the picker offers this order's address and the book's; going back to the default
    await section(page, text.shipping).getByRole('button', { name: text.changeShipping }).click();
    const picker = page.getByRole('dialog', { name: text.pickShipping });
    await expect(picker.getByRole('radio')).toHaveCount(3);
    await expectAccessible(page, `checkout step 2 picker ${lang} ${testInfo.project.name}`);
    await picker.getByRole('radio', { name: /Somchai Jaidee/ }).check();
    await picker.getByRole('button', { name: text.use }).click();
    await expect(picker).toBeHidden();
    await expect(chosen).toContainText('Somchai Jaidee');

    // a tax invoice to another address needs one; a receipt typed in here is not offered to the book
    await page.getByRole('checkbox', { name: text.receiptNeed }).check();
    await page.getByRole('radio', { name: text.receiptOther }).check();
    await page.getByRole('radio', { name: text.qr }).check();
    await expectMissing(page, lang, text.noReceipt);
    await section(page, text.shipping).getByRole('button', { name: text.addReceipt }).click();
    const receiptDialog = page.getByRole('dialog', { name: text.addReceiptTitle });
    await expect(receiptDialog.getByRole('checkbox', { name: text.addToAccount })).toHaveCount(0);
    await fillAddressForm(receiptDialog, lang, {
      name: 'Pawsook',
      surname: 'Company',
      companyName: 'Pawsook Co., Ltd.',
      taxPayerId: '0994000617721',
      branchNo: '00003',
      phone: '021234567',
      address: '99 Rama IV Road',
      region: form.bangkok,
    });
    await receiptDialog.getByRole('button', { name: text.use }).click();
    await expect(receiptDialog).toBeHidden();
    await expect(page.getByTestId('chosen-receipt-address')).toContainText('Pawsook Co., Ltd.');
    await expect(page.getByTestId('chosen-receipt-address')).toContainText(lang === 'th' ? 'สาขา 00003' : 'Branch 00003');
    await screenshot(page, testInfo, `checkout-details-ready-${lang}`);

    // everything the spec asks for is there; placing the order is checkout-order.spec's (on a shop of
    // its own: orders take this shared shop's stock)
    await expect(page.getByRole('button', { name: text.placeOrder })).toBeEnabled();
    await expectAccessible(page, `checkout step 2 ready ${lang} ${testInfo.project.name}`);
  });

  test(`step 2: a full book refuses "also add to my account"; a new member is asked for an address; a donation goes to its place (${lang})`, async ({
    page,
  }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    const token = await memberWithCart(page, testInfo, `details-full-${lang}`);

    // no address yet: the place-order button asks for one
    await openPage(page, '/cart/checkout?step=2', lang);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await page.getByRole('radio', { name: text.qr }).check();
    await expectMissing(page, lang, text.noShipping);

    // five addresses in the book: ticking the box shows the server's limit message under it
    for (const name of ['Anong', 'Boonmee', 'Chanida', 'Dara', 'Ekkachai']) {
      await addAddressByApi(page.request, token, 'shipping', { name, isDefault: name === 'Anong' });
    }
    await page.reload();
    await expect(page.getByTestId('chosen-shipping-address')).toContainText('Anong');
    await section(page, text.shipping).getByRole('button', { name: text.addShipping }).click();
    const dialog = page.getByRole('dialog', { name: text.addShippingTitle });
    const box = dialog.getByRole('checkbox', { name: text.addToAccount });
    const limitCheck = page.waitForResponse((r) => r.url().includes('/check-limit-address'));
    await box.click();
    expect((await limitCheck).status()).toBe(400);
    await expect(box).not.toBeChecked();
    await expect(dialog.getByText(form.limit)).toBeVisible();
    await expect(box).toHaveAccessibleDescription(form.limit);
    await expectAccessible(page, `checkout step 2 limit ${lang} ${testInfo.project.name}`);
    await screenshot(page, testInfo, `checkout-details-limit-${lang}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // a donation: the place's address, nothing to add or change
    await page.request.delete(`/api/v1/carts/${CART_DEMO.vitamins.skuId}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { orderProductTypeId: 1, donationId: null, amount: 2, totalPrice: 0 },
    });
    await addToCartByApi(page, { skuId: CART_DEMO.donation.skuId, amount: 1, orderProductTypeId: 2, donationId: CART_DEMO.donation.placeId });
    await page.reload();
    const place = page.getByTestId('donation-address');
    await expect(place).toContainText(lang === 'th' ? CART_DEMO.donation.placeTh : CART_DEMO.donation.placeEn);
    await expect(place).toContainText(text.donationNote);
    await expect(section(page, text.shipping).getByRole('button', { name: text.addShipping })).toHaveCount(0);
    await expectAccessible(page, `checkout step 2 donation ${lang} ${testInfo.project.name}`);
    await page.getByRole('radio', { name: text.qr }).check();
    await expect(page.getByRole('button', { name: text.placeOrder })).toBeEnabled();
  });
}
