import { cpSync, mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page, type TestInfo } from './support/test';
import { addAddressByApi, ADDRESS_TEXT, chooseRegion } from './support/addresses';
import { expectAccessible } from './support/axe';
import { CART_DEMO, CART_TEXT, summaryValue } from './support/cart';
import { CHECKOUT_TEXT, memberOfShop } from './support/checkout';
import { CHANNEL_NAME } from './support/payments';
import { privateShopForFile } from './support/private-shop';
import { type Lang, oneScreenPerLanguage, openPage, screenshot } from './support/shop';
import { openStaffPage, signInStaff, STAFF_TEXT } from './support/staff';

/** Visible texts of /staff/settings (apps/web/src/features/staff-settings/locales), per language. */
const SETTINGS_TEXT = {
  th: {
    area: 'ตั้งค่า',
    channels: 'ช่องทางชำระเงิน',
    offered: (name: string) => `เปิดให้ชำระด้วย ${name} ตอนสั่งซื้อ`,
    waitOwn: 'กำหนดเวลาเอง',
    minutes: (name: string) => `จำนวนนาทีที่รอชำระด้วย ${name}`,
    saveChannel: (name: string) => `บันทึก ${name}`,
    savedOff: (name: string) => `บันทึกแล้ว: ปิดการชำระด้วย ${name} แล้ว`,
    savedOnOwn: (name: string, minutes: number) => `บันทึกแล้ว: เปิดให้ชำระด้วย ${name} คำสั่งซื้อรอชำระ ${minutes} นาที`,
    tooFewMinutes: 'ต้องไม่น้อยกว่า 1',
    shipping: 'การจัดส่ง',
    fee: 'ค่าจัดส่ง (บาท)',
    neverFree: 'ไม่มีส่งฟรี',
    saveShipping: 'บันทึกการจัดส่ง',
    negativeFee: 'ต้องไม่น้อยกว่า 0',
    appliesNow: 'การเปลี่ยนแปลงมีผลกับทุกตะกร้าทันที คำสั่งซื้อที่สั่งไปแล้วใช้ค่าจัดส่งเดิม',
    savedNeverFree: (fee: string) => `บันทึกแล้ว: ค่าจัดส่ง ${fee} ทุกคำสั่งซื้อ ไม่มีส่งฟรี`,
    places: 'สถานที่รับบริจาค',
    addPlace: 'เพิ่มสถานที่รับบริจาค',
    addSubmit: 'เพิ่มสถานที่รับบริจาค',
    newPlace: 'สถานที่รับบริจาคใหม่',
    nameTh: 'ชื่อภาษาไทย',
    nameEn: 'ชื่อภาษาอังกฤษ',
    receiver: 'ผู้รับ',
    contact: 'ช่องทางติดต่อ',
    address: 'ที่อยู่',
    required: 'กรุณากรอกข้อมูล',
    added: (name: string) => `เพิ่มแล้ว: ${name}`,
    open: 'กำลังรับบริจาค',
    closed: 'ปิดรับอยู่',
    close: (name: string) => `ปิดรับบริจาคของ ${name}`,
    closedNow: (name: string) => `${name} ปิดรับบริจาคแล้ว`,
  },
  en: {
    area: 'Settings',
    channels: 'Payment channels',
    offered: (name: string) => `Offer ${name} at checkout`,
    waitOwn: 'A time of its own',
    minutes: (name: string) => `Minutes to wait for ${name}`,
    saveChannel: (name: string) => `Save ${name}`,
    savedOff: (name: string) => `Saved: checkout no longer offers ${name}.`,
    savedOnOwn: (name: string, minutes: number) => `Saved: checkout offers ${name}. Its orders wait ${minutes} minutes.`,
    tooFewMinutes: 'Must be at least 1',
    shipping: 'Shipping',
    fee: 'Shipping fee (baht)',
    neverFree: 'Never free',
    saveShipping: 'Save shipping',
    negativeFee: 'Must be at least 0',
    appliesNow: 'A change applies to every cart at once. Orders already placed keep the shipping they were placed with.',
    savedNeverFree: (fee: string) => `Saved: shipping ${fee} on every order, never free.`,
    places: 'Donation places',
    addPlace: 'Add a donation place',
    addSubmit: 'Add donation place',
    newPlace: 'New donation place',
    nameTh: 'Name in Thai',
    nameEn: 'Name in English',
    receiver: 'Receiver',
    contact: 'Contact',
    address: 'Address',
    required: 'Please fill data',
    added: (name: string) => `Added: ${name}.`,
    open: 'Taking donations',
    closed: 'Closed',
    close: (name: string) => `Close ${name} to donations`,
    closedNow: (name: string) => `${name} is closed to donations.`,
  },
} as const;

/** The demo shop's manager (README): the private shop loads the demo data. */
const MANAGER = { email: 'manager@pawsook.example', name: 'Anan (manager)', password: 'Pawsook#2026' };

// Payment channels and shipping are shop-wide: switching them on the shared journey server would
// upset the checkouts running beside this file, so it runs on a shop of its own.
const shop = privateShopForFile();

/** One payment channel's form, named by the channel. */
const channelForm = (page: Page, name: string): Locator => page.getByRole('form', { name, exact: true });

/** The member's checkout step 2, and whether it offers `channel`. */
async function expectStepTwoOffers(page: Page, lang: Lang, channel: string, offered: boolean): Promise<void> {
  await openPage(page, '/cart/checkout?step=2', lang);
  await expect(page.getByRole('heading', { level: 1, name: CHECKOUT_TEXT[lang].title })).toBeVisible();
  await expect(page.getByRole('radio', { name: CHECKOUT_TEXT[lang].qr })).toBeVisible();
  await expect(page.getByRole('radio', { name: channel })).toHaveCount(offered ? 1 : 0);
}

async function openSettings(page: Page, lang: Lang): Promise<void> {
  const text = SETTINGS_TEXT[lang];
  await openStaffPage(page, '/staff', lang);
  await page.getByRole('navigation', { name: STAFF_TEXT[lang].nav }).getByRole('link', { name: text.area, exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: text.area })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: text.channels })).toBeVisible();
}

/** Screens for the lead and for looking at: test-results/screens and /tmp/shots-settings. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await screenshot(page, testInfo, name);
  mkdirSync('/tmp/shots-settings', { recursive: true });
  cpSync(`test-results/screens/${name}-${testInfo.project.name}.png`, `/tmp/shots-settings/${name}-${testInfo.project.name}.png`);
}

for (const lang of ['th', 'en'] as const) {
  test(`a manager switches a payment channel off and on, sets shipping and adds and closes a donation place; members see it at once (${lang})`, async ({
    browser,
  }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo, 'desktop');
    const text = SETTINGS_TEXT[lang];
    const transfer = CHANNEL_NAME[lang].transfer;
    const { context, page } = await shop.open(browser, testInfo);
    try {
      // a member of this shop with one ฿290 item (under the free-shipping line) and a delivery address
      const member = await memberOfShop(page, shop, testInfo, `staff-settings-${lang}`);
      await member.add({ skuId: CART_DEMO.vitamins.skuId, amount: 1 });
      await addAddressByApi(page.request, member.token, 'shipping', { name: 'Malee', isDefault: true });
      await expectStepTwoOffers(page, lang, transfer, true);

      // the shop's manager opens the settings from the back office's menu
      await openStaffPage(page, '/staff/signin', lang);
      await signInStaff(page, lang, MANAGER);
      await openSettings(page, lang);
      await expectAccessible(page, `staff settings ${testInfo.project.name} ${lang}`);
      await shot(page, testInfo, `staff-settings-${lang}`);

      // the bank transfer switched off, by keyboard, and saved with its confirmation
      const form = channelForm(page, transfer);
      const offered = form.getByRole('switch', { name: text.offered(transfer) });
      await expect(offered).toBeChecked();
      await offered.focus();
      await page.keyboard.press('Space');
      await expect(offered).not.toBeChecked();
      await form.getByRole('button', { name: text.saveChannel(transfer) }).click();
      // (its wait is whatever an earlier journey on this shop left: the confirmation says it too)
      await expect(form.getByRole('status')).toContainText(text.savedOff(transfer));

      // the member's step 2 no longer offers it
      await expectStepTwoOffers(page, lang, transfer, false);

      // back on, with a wait of its own: 0 minutes is refused at the field, 90 is saved
      await openSettings(page, lang);
      await form.getByRole('switch', { name: text.offered(transfer) }).check();
      await form.getByRole('radio', { name: text.waitOwn }).check();
      const minutes = form.getByLabel(text.minutes(transfer), { exact: true });
      await minutes.fill('0');
      await form.getByRole('button', { name: text.saveChannel(transfer) }).click();
      await expect(minutes).toHaveAccessibleDescription(text.tooFewMinutes);
      await expect(minutes).toBeFocused();
      await minutes.fill('90');
      await form.getByRole('button', { name: text.saveChannel(transfer) }).click();
      await expect(form.getByRole('status')).toHaveText(text.savedOnOwn(transfer, 90));
      await expectStepTwoOffers(page, lang, transfer, true);

      // shipping: a negative fee is refused with its message and changes nothing
      await openSettings(page, lang);
      const shipping = page.getByRole('region', { name: text.shipping, exact: true });
      await expect(shipping).toContainText(text.appliesNow);
      const fee = shipping.getByLabel(text.fee, { exact: true });
      const feeBefore = await fee.inputValue();
      await fee.fill('-10');
      await shipping.getByRole('button', { name: text.saveShipping }).click();
      await expect(fee).toHaveAccessibleDescription(text.negativeFee);
      await expectAccessible(page, `staff settings refused fee ${testInfo.project.name} ${lang}`);
      await page.reload();
      await expect(shipping.getByLabel(text.fee, { exact: true })).toHaveValue(feeBefore);

      // a fee of this test's own, never free: the member's cart shows it at once
      const newFee = lang === 'th' ? '45.00' : '39.50';
      await shipping.getByLabel(text.fee, { exact: true }).fill(newFee);
      await shipping.getByRole('radio', { name: text.neverFree }).check();
      await shipping.getByRole('button', { name: text.saveShipping }).click();
      await expect(shipping.getByRole('status')).toHaveText(text.savedNeverFree(`฿${newFee}`));
      await openPage(page, '/cart/checkout', lang);
      await expect(summaryValue(page, lang, CART_TEXT[lang].shipping)).toHaveText(`฿${newFee}`);

      // a new donation place: nothing filled is refused field by field, then added with its address
      await openSettings(page, lang);
      const places = page.getByRole('region', { name: text.places, exact: true });
      await places.getByRole('button', { name: text.addPlace, exact: true }).click();
      const placeForm = places.getByRole('region', { name: text.newPlace });
      await expect(placeForm.getByRole('heading', { name: text.newPlace })).toBeFocused();
      await placeForm.getByRole('button', { name: text.addSubmit, exact: true }).click();
      await expect(placeForm.getByLabel(text.nameTh, { exact: true })).toHaveAccessibleDescription(text.required);
      await expect(placeForm.getByLabel(text.nameTh, { exact: true })).toBeFocused();

      const suffix = `${Date.now().toString(36)}${testInfo.project.name}`;
      const place = { th: `บ้านแมวทดสอบ ${suffix}`, en: `Test Cat House ${suffix}` };
      await placeForm.getByLabel(text.nameTh, { exact: true }).fill(place.th);
      await placeForm.getByLabel(text.nameEn, { exact: true }).fill(place.en);
      await placeForm.getByLabel(text.receiver, { exact: true }).fill('Malee Jaidee');
      await placeForm.getByLabel(text.contact, { exact: true }).fill('0812345678');
      await placeForm.getByLabel(text.address, { exact: true }).fill('99/1 Huay Kaew Rd');
      await chooseRegion(placeForm, lang, ADDRESS_TEXT[lang].chiangMai);
      await expectAccessible(page, `staff settings donation place form ${testInfo.project.name} ${lang}`);
      await shot(page, testInfo, `staff-settings-place-form-${lang}`);
      await placeForm.getByRole('button', { name: text.addSubmit, exact: true }).click();
      await expect(placeForm).toBeHidden();
      const name = place[lang];
      await expect(places.getByRole('status')).toHaveText(text.added(name));

      // listed as open, then closed to donations
      const row = places.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(row).toContainText(text.open);
      await expect(row).toContainText('50200');
      await row.getByRole('button', { name: text.close(name) }).click();
      await expect(places.getByRole('status')).toHaveText(text.closedNow(name));
      await expect(row).toContainText(text.closed);
      await expectAccessible(page, `staff settings after closing a place ${testInfo.project.name} ${lang}`);
      await shot(page, testInfo, `staff-settings-done-${lang}`);
    } finally {
      await context.close();
    }
  });
}
