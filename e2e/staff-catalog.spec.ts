import { expect, test, type Page, type TestInfo } from './support/test';
import { expectAccessible } from './support/axe';
import { describeOneScreenPerLanguage, isPhone, openPage, screenshot, waitForContent } from './support/shop';
import { STAFF_TEXT, type StaffLang } from './support/staff';
import { signInStaffAs } from './support/staff';

/** Visible texts of the back office's catalogue (apps/web/src/features/staff-catalog/locales), per language. */
const TEXT = {
  th: {
    catalogue: 'สินค้า',
    search: 'ชื่อหรือรหัส SKU',
    nameTh: 'ชื่อภาษาไทย',
    nameEn: 'ชื่อภาษาอังกฤษ',
    saveProduct: 'บันทึกสินค้า',
    productSaved: 'บันทึกสินค้าแล้ว ลูกค้าเห็นข้อมูลใหม่ทันที',
    specialPrice: 'ราคาพิเศษ (บาท)',
    specialStartsAt: 'ราคาพิเศษเริ่ม (เวลากรุงเทพฯ)',
    specialEndsAt: 'ราคาพิเศษสิ้นสุด (เวลากรุงเทพฯ)',
    savePrices: 'บันทึกราคา',
    pricesSaved: 'บันทึกราคาแล้ว ลูกค้าเห็นราคาใหม่ทันที',
    specialNotLower: 'ราคาพิเศษต้องต่ำกว่าราคาปกติ',
    change: 'จำนวนที่เปลี่ยน (ชิ้น)',
    reason: 'เหตุผล',
    delivery: 'รับสินค้าเข้า',
    note: 'หมายเหตุ (เลขที่ใบส่งของ หรือสิ่งที่เกิดขึ้น)',
    adjust: 'บันทึกการปรับสต็อก',
    adjusted: (stock: number) => `สต็อกตอนนี้คือ ${stock}`,
    history: 'ประวัติสต็อก',
    addPhoto: 'เพิ่มรูปภาพ',
    upload: 'อัปโหลดรูปภาพ',
    uploaded: 'เพิ่มรูปภาพเป็นรูปสุดท้ายแล้ว ลูกค้าเห็นทันที',
    readOnly: 'บทบาทของคุณดูข้อมูลสินค้าได้ แต่แก้ไขไม่ได้',
  },
  en: {
    catalogue: 'Catalogue',
    search: 'Name or SKU code',
    nameTh: 'Name in Thai',
    nameEn: 'Name in English',
    saveProduct: 'Save product',
    productSaved: 'The product is saved. Shoppers see it now.',
    specialPrice: 'Special price (baht)',
    specialStartsAt: 'Special price from (Bangkok time)',
    specialEndsAt: 'Special price until (Bangkok time)',
    savePrices: 'Save prices',
    pricesSaved: 'The prices are saved. Shoppers see them now.',
    specialNotLower: 'The special price must be lower than the price.',
    change: 'Change in units',
    reason: 'Reason',
    delivery: 'Delivery',
    note: 'Note (a delivery number, what happened)',
    adjust: 'Save adjustment',
    adjusted: (stock: number) => `The stock is now ${stock}.`,
    history: 'Stock history',
    addPhoto: 'Add a photo',
    upload: 'Upload photo',
    uploaded: 'The photo is added last. Shoppers see it now.',
    readOnly: 'Your role may look at the catalogue but not change it.',
  },
} as const;

/**
 * Demo products (apps/api seed) and their first SKU, one per screen and language, so the four runs
 * of the journey never edit the same product at the same time.
 */
const PRODUCTS = {
  'phone-th': { id: 920000002, skuCode: 'RC-MED-PUP-4KG', price: 1390, stock: 19 },
  'phone-en': { id: 920000005, skuCode: 'RC-POODLE-AD-500G', price: 295, stock: 146 },
  'desktop-th': { id: 920000006, skuCode: 'RC-MINI-POUCH-1P', price: 49, stock: 141 },
  'desktop-en': { id: 920000007, skuCode: 'PED-AD-BEEF-1.5KG', price: 179, stock: 192 },
} as const;

const baht = (amount: number) => `฿${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A 2×2 PNG, as a phone's camera would hand over a (much larger) one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWN41mPzrMeGAUIBADG+BrnQxnkTAAAAAElFTkSuQmCC',
  'base64',
);

async function shot(page: Page, testInfo: TestInfo, name: string, lang: StaffLang) {
  await screenshot(page, testInfo, `staff-catalog-${name}-${lang}`);
}

for (const lang of ['th', 'en'] as const) {
  test.describe(`the back office's catalogue, in ${lang === 'th' ? 'Thai' : 'English'}`, () => {
    describeOneScreenPerLanguage(lang, 'desktop');
    const text = TEXT[lang];
    const staff = STAFF_TEXT[lang];

    test('a manager renames a product and gives its SKU a special price: a shopper sees both at once; a stock delivery joins the history', async ({
      page,
      browser,
    }, testInfo) => {
      const product = PRODUCTS[`${isPhone(testInfo) ? 'phone' : 'desktop'}-${lang}`];
      const stamp = Date.now().toString(36);
      const names = { th: `ลูกสุนัขชอบมาก ${stamp}`, en: `Puppies love it ${stamp}` };

      // the catalogue from the menu; found by its SKU code, the search kept in the address
      await signInStaffAs(page, 'manager', lang);
      await page.getByRole('navigation', { name: staff.nav }).getByRole('link', { name: text.catalogue, exact: true }).click();
      await expect(page).toHaveURL(/\/staff\/catalog$/);
      await expect(page.getByRole('heading', { level: 1, name: text.catalogue })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      await expectAccessible(page, `staff catalogue ${testInfo.project.name} ${lang}`);
      await shot(page, testInfo, 'list', lang);

      await page.getByLabel(text.search, { exact: true }).fill(product.skuCode);
      await page.getByLabel(text.search, { exact: true }).press('Enter');
      await expect(page).toHaveURL(`/staff/catalog?q=${encodeURIComponent(product.skuCode)}`);
      await expect(page.getByRole('main').getByText(product.skuCode, { exact: true }).filter({ visible: true })).toHaveCount(1);
      await expect(page.locator(`main a[href="/staff/catalog/${product.id}"]:visible`)).toHaveCount(1);
      // the list before the search may hold the product too: the search's own answer is in once the list is no longer dimmed
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expectAccessible(page, `staff catalogue search ${testInfo.project.name} ${lang}`);
      await page.locator(`main a[href="/staff/catalog/${product.id}"]:visible`).click();

      // the product: both names changed and saved
      await expect(page).toHaveURL(`/staff/catalog/${product.id}`);
      await expect(page.getByLabel(text.nameTh, { exact: true })).toBeEditable();
      await expectAccessible(page, `staff product ${testInfo.project.name} ${lang}`);
      await page.getByLabel(text.nameTh, { exact: true }).fill(names.th);
      await page.getByLabel(text.nameEn, { exact: true }).fill(names.en);
      await page.getByRole('button', { name: text.saveProduct }).click();
      await expect(page.getByRole('status').filter({ hasText: text.productSaved })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[lang]);

      // a special price at or above the price is the server's refusal, on its field, in the page's language
      const sku = page.getByRole('region', { name: new RegExp(product.skuCode.replace(/[.]/g, '\\.')) });
      const special = sku.getByLabel(text.specialPrice, { exact: true });
      await special.fill(String(product.price + 1));
      await sku.getByRole('button', { name: text.savePrices }).click();
      await expect(special).toHaveAttribute('aria-invalid', 'true');
      await expect(sku).toContainText(text.specialNotLower);

      // a special price below it, from now on
      const specialPrice = Math.round(product.price * 55) / 100;
      await special.fill(specialPrice.toFixed(2));
      await sku.getByLabel(text.specialStartsAt, { exact: true }).fill('');
      await sku.getByLabel(text.specialEndsAt, { exact: true }).fill('');
      await sku.getByRole('button', { name: text.savePrices }).click();
      await expect(sku.getByRole('status').filter({ hasText: text.pricesSaved })).toBeVisible();
      await expect(special).not.toHaveAttribute('aria-invalid', 'true');

      // a delivery of 7 units with its note, by keyboard; it heads the SKU's history
      const note = `PO-${stamp}`;
      await sku.getByLabel(text.change, { exact: true }).fill('+7');
      await sku.getByLabel(text.reason, { exact: true }).selectOption({ label: text.delivery });
      await sku.getByLabel(text.note, { exact: true }).fill(note);
      await sku.getByLabel(text.note, { exact: true }).press('Enter');
      await expect(sku.getByRole('status').filter({ hasText: text.adjusted(product.stock + 7) })).toBeVisible();
      const history = sku.getByRole('list', { name: text.history });
      await expect(history.getByRole('listitem').first()).toContainText(note);
      await expect(history.getByRole('listitem').first()).toContainText('+7');

      // a photo added last to the product's images
      const images = page.getByRole('region', { name: lang === 'th' ? 'รูปภาพ' : 'Images', exact: true });
      const before = await images.getByRole('img').count();
      await images.getByLabel(text.addPhoto, { exact: true }).setInputFiles({ name: 'shelf.png', mimeType: 'image/png', buffer: PNG });
      await images.getByRole('button', { name: text.upload }).click();
      await expect(images.getByRole('status').filter({ hasText: text.uploaded })).toBeVisible();
      await expect(images.getByRole('img')).toHaveCount(before + 1);
      await expectAccessible(page, `staff product saved ${testInfo.project.name} ${lang}`);
      await shot(page, testInfo, 'product', lang);

      // a shopper, in a browser of their own, sees the new name and the special price at once
      const shopperContext = await browser.newContext({ ...testInfo.project.use });
      const shopper = await shopperContext.newPage();
      await openPage(shopper, `/${lang}/product/${product.id}`, lang);
      await waitForContent(shopper);
      await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(names[lang]);
      await expect(shopper.getByRole('main').getByText(baht(specialPrice), { exact: true }).first()).toBeVisible();
      await shopperContext.close();
    });

    test('an operator sees the catalogue and a product read-only', async ({ page }, testInfo) => {
      const product = PRODUCTS[`${isPhone(testInfo) ? 'phone' : 'desktop'}-${lang}`];
      await signInStaffAs(page, 'operator', lang);
      await page.getByRole('navigation', { name: staff.nav }).getByRole('link', { name: text.catalogue, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.catalogue })).toBeVisible();
      await page.goto(`/staff/catalog/${product.id}`);
      await expect(page.getByRole('note').filter({ hasText: text.readOnly })).toBeVisible();
      await expect(page.getByLabel(text.nameEn, { exact: true })).toBeDisabled();
      await expect(page.getByRole('button', { name: text.saveProduct })).toHaveCount(0);
      await expect(page.getByRole('button', { name: text.savePrices })).toHaveCount(0);
      await expect(page.getByRole('button', { name: text.adjust })).toHaveCount(0);
      await expect(page.getByLabel(text.addPhoto, { exact: true })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: text.history }).first()).toBeVisible();
      await expectAccessible(page, `staff product read-only ${testInfo.project.name} ${lang}`);
      await shot(page, testInfo, 'read-only', lang);
    });
  });
}
