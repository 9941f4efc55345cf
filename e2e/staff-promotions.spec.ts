import { expect, test, type Page } from './support/test';
import { STAFF_API_TOKEN } from '../playwright.config';
import { addAddressByApi } from './support/addresses';
import { expectAccessible } from './support/axe';
import { CART_DEMO, summaryValue } from './support/cart';
import { applyCode, CHECKOUT_TEXT, memberOfShop, panel, STEP_THREE_URL } from './support/checkout';
import { mailLink } from './support/members';
import { privateShopForFile } from './support/private-shop';
import { oneScreenPerLanguage, openPage, screenshot } from './support/shop';
import { openStaffPage, signInStaff, STAFF_ORDER_TEXT, STAFF_TEXT, type StaffLang } from './support/staff';

/** The promotions area's texts (features/staff-promotions/locales) and the API's messages, per language. */
const PROMO = {
  th: {
    codesTab: 'โค้ดส่วนลด',
    automaticTab: 'โปรโมชั่นอัตโนมัติ',
    newCode: 'สร้างโค้ดส่วนลด',
    code: 'โค้ด',
    nameTh: 'ชื่อภาษาไทย',
    nameEn: 'ชื่อภาษาอังกฤษ',
    percent: 'ส่วนลด (%)',
    maxDiscount: 'ลดสูงสุด (บาท)',
    endsAt: 'สิ้นสุด (เวลาไทย)',
    totalQuota: 'จำนวนสิทธิ์ทั้งหมด',
    perMemberQuota: 'จำนวนสิทธิ์ต่อสมาชิก',
    skus: 'SKU',
    findSku: 'ค้นหาจากชื่อสินค้าหรือรหัส SKU',
    find: 'ค้นหา',
    add: (name: string) => `เพิ่ม ${name}`,
    create: 'สร้างโค้ดส่วนลด',
    valueShape: 'ส่วนลดแบบเปอร์เซ็นต์ต้องเป็นจำนวนเต็ม 1–100 ส่วนลดแบบจำนวนเงินไม่เกิน ฿1,000,000',
    windowShape: 'วันสิ้นสุดต้องอยู่หลังวันเริ่ม',
    created: (code: string) => `สร้างโค้ดส่วนลด ${code} แล้ว`,
    codeTitle: (code: string) => `โค้ดส่วนลด ${code}`,
    uses: (used: number, total: number, left: number) => `ใช้ไป ${used} จาก ${total} ครั้ง · เหลือ ${left}`,
    ordersTitle: 'คำสั่งซื้อที่ใช้โค้ดนี้',
    noOrders: 'ยังไม่มีคำสั่งซื้อที่ใช้โค้ดนี้',
    newPromotion: 'สร้างโปรโมชั่นอัตโนมัติ',
    promotionCode: 'รหัส',
    conditionSku: 'SKU ที่ต้องมีในตะกร้า',
    giftSku: 'SKU ของแถม',
    choose: (name: string) => `เลือก ${name}`,
    createPromotion: 'สร้างโปรโมชั่น',
    giftShape: 'โปรโมชันของแถมต้องระบุ SKU ที่แถม',
    promotionCreated: (code: string) => `สร้างโปรโมชั่น ${code} แล้ว ตะกร้าได้รับทันที`,
    switchOff: (code: string) => `ปิดใช้งาน ${code}`,
    switchedOff: (code: string) => `ปิดใช้งาน ${code} แล้ว ตะกร้าจะไม่ได้รับอีก`,
    /** part of the bell ball's name as the page's language shows it */
    bellBall: 'ลูกบอลกระดิ่ง',
    edit: 'แก้ไขเงื่อนไข',
    save: 'บันทึกการแก้ไข',
    saved: (code: string) => `บันทึกโค้ดส่วนลด ${code} แล้ว`,
    promotionSaved: (code: string) => `บันทึกโปรโมชั่น ${code} แล้ว`,
    editPromotion: (code: string) => `แก้ไข ${code}`,
  },
  en: {
    codesTab: 'Promo codes',
    automaticTab: 'Automatic promotions',
    newCode: 'New promo code',
    code: 'Code',
    nameTh: 'Name in Thai',
    nameEn: 'Name in English',
    percent: 'Discount (%)',
    maxDiscount: 'Most taken off (baht)',
    endsAt: 'Ends (Bangkok time)',
    totalQuota: 'Uses in total',
    perMemberQuota: 'Uses per member',
    skus: 'SKUs',
    findSku: 'Find by product name or SKU code',
    find: 'Find',
    add: (name: string) => `Add ${name}`,
    create: 'Create promo code',
    valueShape: 'A percentage is a whole number from 1 to 100; a fixed discount at most ฿1,000,000.',
    windowShape: 'The end must come after the start.',
    created: (code: string) => `Promo code ${code} is created.`,
    codeTitle: (code: string) => `Promo code ${code}`,
    uses: (used: number, total: number, left: number) => `${used} of ${total} used · ${left} left`,
    ordersTitle: 'Orders that used it',
    noOrders: 'No order has used this code yet.',
    newPromotion: 'New automatic promotion',
    promotionCode: 'Code',
    conditionSku: 'A SKU the cart must hold',
    giftSku: 'Gift SKU',
    choose: (name: string) => `Choose ${name}`,
    createPromotion: 'Create promotion',
    giftShape: 'A gift promotion needs the SKU it gives.',
    promotionCreated: (code: string) => `Promotion ${code} is created: carts get it at once.`,
    switchOff: (code: string) => `Switch off ${code}`,
    switchedOff: (code: string) => `${code} is switched off: carts no longer get it.`,
    bellBall: 'Bell Ball',
    edit: 'Change rules',
    save: 'Save changes',
    saved: (code: string) => `Promo code ${code} is saved.`,
    promotionSaved: (code: string) => `Promotion ${code} is saved.`,
    editPromotion: (code: string) => `Change ${code}`,
  },
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A manager of this test's own (invited by the journeys' script token), signed in through /staff/signin. */
async function signInManager(page: Page, lang: StaffLang): Promise<void> {
  const random = Math.random().toString(36).slice(2, 7);
  const manager = { email: `manager-${Date.now()}-${random}@example.com`, name: `Manager ${random}`, password: 'Manager#Pass2026' };
  const invited = await page.request.post('/api/v1/staff/accounts', {
    headers: { Authorization: `Bearer ${STAFF_API_TOKEN}`, lang },
    data: { email: manager.email, name: manager.name, role: 'manager' },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const token = new URL(await mailLink(page.request, manager.email, '/staff/accept-invite'), 'http://x').searchParams.get('token');
  const accepted = await page.request.post('/api/v1/staff/auth/accept-invite', { data: { token, password: manager.password } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await openStaffPage(page, '/staff/signin', lang);
  await signInStaff(page, lang, manager);
}

// Placing an order takes stock and uses a code, and a promotion reaches every cart: a shop of this file's own.
const shop = privateShopForFile();

for (const lang of ['th', 'en'] as const) {
  const text = PROMO[lang];
  const staff = STAFF_TEXT[lang];
  const checkout = CHECKOUT_TEXT[lang];

  test(`a manager creates a promo code and an automatic promotion; a member uses the code at checkout; its page counts the use and lists the order (${lang})`, async ({
    browser,
  }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo, 'desktop');
    const { context, page } = await shop.open(browser, testInfo);
    try {
      const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
      const code = `RAIN-${suffix}`;
      await signInManager(page, lang);

      // the promotions area from the menu: the codes, the demo's among them
      await page.getByRole('navigation', { name: staff.nav }).getByRole('link', { name: staff.promotions, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: staff.promotions })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'PAWSOOK10', exact: true })).toBeVisible();
      await expectAccessible(page, `staff promo codes ${testInfo.project.name} ${lang}`);
      await screenshot(page, testInfo, `staff-promo-codes-${lang}`);

      // a bad code: 150 % and an end before the start; both said under their fields, nothing saved
      await page.getByRole('link', { name: text.newCode }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.newCode })).toBeVisible();
      await page.getByLabel(text.code, { exact: true }).fill(code.toLowerCase());
      await page.getByLabel(text.nameTh, { exact: true }).fill('หน้าฝนลด 10%');
      await page.getByLabel(text.nameEn, { exact: true }).fill('Rainy season 10% off');
      const percent = page.getByLabel(text.percent, { exact: true });
      await percent.fill('150');
      const endsAt = page.getByLabel(text.endsAt, { exact: true });
      await endsAt.fill('2020-01-01T00:00');
      await page.getByRole('button', { name: text.create }).click();
      await expect(percent).toHaveAccessibleDescription(text.valueShape);
      await expect(percent).toHaveAttribute('aria-invalid', 'true');
      await expect(endsAt).toHaveAccessibleDescription(text.windowShape);
      await expect(percent).toBeFocused();
      await expect(page).toHaveURL(/\/staff\/promotions\/codes\/new$/);
      await expectAccessible(page, `staff promo code refused ${testInfo.project.name} ${lang}`);
      await screenshot(page, testInfo, `staff-promo-code-refused-${lang}`);

      // put right: 10 % up to ฿100, no end, 5 uses, one per member, for the vitamins only (found by name)
      await percent.fill('10');
      await page.getByLabel(text.maxDiscount, { exact: true }).fill('100');
      await endsAt.fill('');
      await page.getByLabel(text.totalQuota, { exact: true }).fill('5');
      await page.getByLabel(text.perMemberQuota, { exact: true }).fill('1');
      const skus = page.getByRole('group', { name: text.skus, exact: true });
      await skus.getByLabel(text.findSku).fill('Omni-Vit');
      await skus.getByLabel(text.findSku).press('Enter');
      await skus.getByRole('button', { name: new RegExp(`^${escapeRegExp(text.add(''))}.*Omni-Vit`) }).click();
      await expect(skus.getByRole('list', { name: new RegExp(text.skus) })).toContainText('Omni-Vit');
      await page.getByRole('button', { name: text.create }).click();

      // its page: created, nothing used yet, the SKU by name
      await expect(page.getByRole('heading', { level: 1, name: text.codeTitle(code) })).toBeVisible();
      await expect(page.getByText(text.created(code))).toBeVisible();
      const codeUrl = page.url();
      await expect(page.getByTestId('code-uses')).toHaveText(text.uses(0, 5, 5));
      await expect(page.getByRole('main')).toContainText('Omni-Vit');
      await expect(page.getByText(text.noOrders)).toBeVisible();
      await expectAccessible(page, `staff promo code page ${testInfo.project.name} ${lang}`);

      // an automatic promotion: a gift needs its SKU; the Kitten food gives a bell ball; then switched off again
      await page.goto('/staff/promotions/automatic');
      await expect(page.getByRole('main').getByRole('link', { name: /KITTEN-BELL-BALL/ })).toBeVisible();
      await page.getByRole('link', { name: text.newPromotion }).click();
      const promotionCode = `GIFT-${suffix}`;
      await page.getByLabel(text.promotionCode, { exact: true }).fill(promotionCode);
      await page.getByLabel(text.nameTh, { exact: true }).fill('ซื้ออาหารลูกแมวแถมลูกบอล');
      await page.getByLabel(text.nameEn, { exact: true }).fill('Kitten food comes with a ball');
      await page.getByRole('button', { name: text.createPromotion }).click();
      const giftSku = page.getByRole('group', { name: text.giftSku, exact: true });
      await expect(giftSku.getByLabel(text.findSku)).toHaveAccessibleDescription(text.giftShape);
      await expectAccessible(page, `staff promotion refused ${testInfo.project.name} ${lang}`);
      await screenshot(page, testInfo, `staff-promotion-refused-${lang}`);
      const condition = page.getByRole('group', { name: text.conditionSku });
      await condition.getByLabel(text.findSku).fill('Kitten');
      await condition.getByRole('button', { name: text.find, exact: true }).click();
      await condition
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(text.choose(''))}.*Kitten`) })
        .first()
        .click();
      await giftSku.getByLabel(text.findSku).fill('Bell Ball');
      await giftSku.getByLabel(text.findSku).press('Enter');
      await giftSku
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(text.choose(''))}.*${text.bellBall}`) })
        .first()
        .click();
      await page.getByRole('button', { name: text.createPromotion }).click();
      await expect(page.getByText(text.promotionCreated(promotionCode))).toBeVisible();
      await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: promotionCode })).toContainText(text.bellBall);
      await expectAccessible(page, `staff automatic promotions ${testInfo.project.name} ${lang}`);
      await screenshot(page, testInfo, `staff-automatic-promotions-${lang}`);
      await page.getByRole('button', { name: text.switchOff(promotionCode) }).click();
      await expect(page.getByText(text.switchedOff(promotionCode))).toBeVisible();
      // its form again, filled with what is stored (the SKUs by name); a new English name saved
      await page.getByRole('link', { name: text.editPromotion(promotionCode) }).click();
      await expect(page.getByRole('group', { name: text.giftSku, exact: true })).toContainText(text.bellBall);
      await page.getByLabel(text.nameEn, { exact: true }).fill('Kitten food with a free bell ball');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.promotionSaved(promotionCode))).toBeVisible();
      await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: promotionCode })).toContainText(
        lang === 'en' ? 'Kitten food with a free bell ball' : 'ซื้ออาหารลูกแมวแถมลูกบอล',
      );

      // a member applies the code at checkout step 2 (10 % of ฿580.00) and places the order
      const member = await memberOfShop(page, shop, testInfo, `staff-promo-${lang}`);
      await member.add({ skuId: CART_DEMO.vitamins.skuId, amount: 2 });
      await addAddressByApi(page.request, member.token, 'shipping', { name: 'Somchai', surname: 'Jaidee', isDefault: true });
      await openPage(page, '/cart/checkout?step=2', lang);
      await expect(page.getByRole('heading', { level: 1, name: checkout.title })).toBeVisible();
      await applyCode(page, lang, code.toLowerCase());
      await expect(panel(page, checkout.promoTitle).getByTestId('applied-promo-code')).toContainText(code);
      await expect(summaryValue(page, lang, checkout.codeDiscount)).toHaveText('-฿58.00');
      await expect(summaryValue(page, lang, checkout.net)).toHaveText('฿522.00');
      await page.getByRole('radio', { name: checkout.qr }).check();
      await page.getByRole('button', { name: checkout.placeOrder }).click();
      await expect(page).toHaveURL(STEP_THREE_URL);
      const orderNo = STEP_THREE_URL.exec(page.url())![1]!;

      // back in the back office: the use counted, the order listed and opened from there
      await page.goto(codeUrl);
      await expect(page.getByRole('heading', { level: 1, name: text.codeTitle(code) })).toBeVisible();
      await expect(page.getByTestId('code-uses')).toHaveText(text.uses(1, 5, 4));
      const orders = page.getByRole('region', { name: text.ordersTitle });
      const orderLink = orders.getByRole('link', { name: orderNo, exact: true });
      await expect(orderLink).toBeVisible();
      await expect(orders).toContainText('฿58.00');
      await expectAccessible(page, `staff promo code used ${testInfo.project.name} ${lang}`);
      await screenshot(page, testInfo, `staff-promo-code-used-${lang}`);

      // the total quota lowered to 2: one use taken, one left
      await page.getByRole('link', { name: text.edit }).click();
      await expect(page.getByRole('group', { name: text.skus, exact: true })).toContainText('Omni-Vit');
      await page.getByLabel(text.totalQuota, { exact: true }).fill('2');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.saved(code))).toBeVisible();
      await expect(page.getByTestId('code-uses')).toHaveText(text.uses(1, 2, 1));
      await orderLink.click();
      await expect(page.getByRole('heading', { level: 1, name: STAFF_ORDER_TEXT[lang].orderTitle(orderNo) })).toBeVisible();
    } finally {
      await context.close();
    }
  });
}
