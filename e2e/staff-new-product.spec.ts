import { expect, test, type Locator, type Page, type TestInfo } from './support/test';
import { expectAccessible } from './support/axe';
import { describeOneScreenPerLanguage, isPhone, openPage, screenshot, waitForContent } from './support/shop';
import { STAFF_TEXT, type StaffLang } from './support/staff';
import { signInStaffAs } from './support/staff';

/** Visible texts of a new product and "Add a SKU" (apps/web/src/features/staff-catalog/locales and the shared messages), per language. */
const TEXT = {
  th: {
    catalogue: 'สินค้า',
    newProduct: 'เพิ่มสินค้าใหม่',
    newTitle: 'สินค้าใหม่',
    nameTh: 'ชื่อภาษาไทย',
    nameEn: 'ชื่อภาษาอังกฤษ',
    descriptionTh: 'รายละเอียดภาษาไทย',
    descriptionEn: 'รายละเอียดภาษาอังกฤษ',
    brand: 'แบรนด์',
    category: 'หมวดหมู่',
    petType: 'สัตว์เลี้ยง',
    cat: 'แมว',
    lifeStage: 'ช่วงวัย',
    adult: 'โตเต็มวัย',
    kind: 'ประเภทสินค้า',
    food: 'อาหาร',
    skuRow: (n: number) => `SKU ที่ ${n}`,
    addSkuRow: 'เพิ่ม SKU อีก',
    removeSku: (n: number) => `ลบ SKU ที่ ${n}`,
    skuCode: 'รหัส SKU',
    choiceNameTh: 'ตัวเลือกภาษาไทย',
    choiceNameEn: 'ตัวเลือกภาษาอังกฤษ',
    price: 'ราคา (บาท)',
    minSellPrice: 'ราคาขายต่ำสุด (บาท)',
    stock: 'จำนวนที่นับเข้า (ชิ้น)',
    offSale: /^ยังไม่วางขาย จนกว่าฉันจะเปิดขาย/,
    create: 'เพิ่มสินค้า',
    required: 'กรุณากรอกข้อมูล',
    taken: 'รหัส SKU นี้ถูกใช้แล้ว',
    createdOffSale: 'เพิ่มสินค้าแล้ว ยังไม่วางขาย',
    inactive: 'ปิดใช้งาน',
    active: 'เปิดใช้งาน: ลูกค้าเห็นและซื้อได้',
    activeBadge: 'เปิดใช้งาน',
    saveProduct: 'บันทึกสินค้า',
    productSaved: 'บันทึกสินค้าแล้ว ลูกค้าเห็นข้อมูลใหม่ทันที',
    addSkuForm: 'เพิ่ม SKU',
    addSku: 'เพิ่ม SKU',
    skuAdded: (code: string) => `เพิ่ม SKU ${code} แล้ว ลูกค้าเห็นทันที`,
    skus: (n: number) => `SKU (${n})`,
    choices: ['400 กรัม', '1.5 กก.', '3 กก.'],
  },
  en: {
    catalogue: 'Catalogue',
    newProduct: 'New product',
    newTitle: 'New product',
    nameTh: 'Name in Thai',
    nameEn: 'Name in English',
    descriptionTh: 'Description in Thai',
    descriptionEn: 'Description in English',
    brand: 'Brand',
    category: 'Category',
    petType: 'Pet',
    cat: 'Cat',
    lifeStage: 'Life stage',
    adult: 'Adult',
    kind: 'Kind of product',
    food: 'Food',
    skuRow: (n: number) => `SKU ${n}`,
    addSkuRow: 'Add another SKU',
    removeSku: (n: number) => `Remove SKU ${n}`,
    skuCode: 'SKU code',
    choiceNameTh: 'Choice in Thai',
    choiceNameEn: 'Choice in English',
    price: 'Price (baht)',
    minSellPrice: 'Lowest selling price (baht)',
    stock: 'Units counted in',
    offSale: /^Off sale until I put it on sale/,
    create: 'Add product',
    required: 'Please fill data',
    taken: 'That SKU code is already used.',
    createdOffSale: 'The product is added, off sale',
    inactive: 'Inactive',
    active: 'Active: shoppers see it and can buy it',
    activeBadge: 'Active',
    saveProduct: 'Save product',
    productSaved: 'The product is saved. Shoppers see it now.',
    addSkuForm: 'Add a SKU',
    addSku: 'Add SKU',
    skuAdded: (code: string) => `The SKU ${code} is added. Shoppers see it now.`,
    skus: (n: number) => `SKUs (${n})`,
    choices: ['400 g', '1.5 kg', '3 kg'],
  },
} as const;

/** A SKU code the demo catalogue already uses (apps/api seed), typed in small letters. */
const TAKEN_CODE = 'rc-med-pup-4kg';

type Text = (typeof TEXT)[StaffLang];

interface NewSku {
  code: string;
  choiceTh: string;
  choiceEn: string;
  price: string;
  minSellPrice?: string;
  stock?: string;
}

async function fillSku(row: Locator, text: Text, sku: NewSku) {
  await row.getByLabel(text.skuCode, { exact: true }).fill(sku.code);
  await row.getByLabel(text.choiceNameTh, { exact: true }).fill(sku.choiceTh);
  await row.getByLabel(text.choiceNameEn, { exact: true }).fill(sku.choiceEn);
  await row.getByLabel(text.price, { exact: true }).fill(sku.price);
  await row.getByLabel(text.minSellPrice, { exact: true }).fill(sku.minSellPrice ?? '');
  await row.getByLabel(text.stock, { exact: true }).fill(sku.stock ?? '');
}

async function shot(page: Page, testInfo: TestInfo, name: string, lang: StaffLang) {
  await screenshot(page, testInfo, `staff-new-product-${name}-${lang}`);
}

for (const lang of ['th', 'en'] as const) {
  test.describe(`a new product in the back office, in ${lang === 'th' ? 'Thai' : 'English'}`, () => {
    describeOneScreenPerLanguage(lang, 'desktop');
    const text = TEXT[lang];
    const staff = STAFF_TEXT[lang];

    test('a manager adds a product with two SKUs (a taken code refused), puts it on sale for shoppers, then adds a third SKU', async ({
      page,
      browser,
    }, testInfo) => {
      const stamp = `${Date.now().toString(36)}${isPhone(testInfo) ? 'P' : 'D'}`.toUpperCase();
      const names = { th: `อาหารแมวปลาทู ${stamp}`, en: `Mackerel cat food ${stamp}` };
      const skus: NewSku[] = [
        { code: `NP-${stamp}-S`, choiceTh: '400 กรัม', choiceEn: '400 g', price: '129', minSellPrice: '119', stock: '12' },
        { code: TAKEN_CODE, choiceTh: '1.5 กก.', choiceEn: '1.5 kg', price: '289.50', stock: '5' },
        { code: `NP-${stamp}-L`, choiceTh: '3 กก.', choiceEn: '3 kg', price: '499', stock: '3' },
      ];

      // the catalogue from the menu, its "New product" button to the form
      await signInStaffAs(page, 'manager', lang);
      await page.getByRole('navigation', { name: staff.nav }).getByRole('link', { name: text.catalogue, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.catalogue })).toBeVisible();
      await page.getByRole('link', { name: text.newProduct, exact: true }).click();
      await expect(page).toHaveURL('/staff/catalog/new');
      await expect(page.getByRole('heading', { level: 1, name: text.newTitle })).toBeVisible();
      await expect(page.getByRole('radio', { name: text.offSale })).toBeChecked();

      // nothing filled in: the first field says so and has the keyboard
      await page.getByRole('button', { name: text.create, exact: true }).click();
      await expect(page.getByLabel(text.nameTh, { exact: true })).toBeFocused();
      await expect(page.getByLabel(text.nameTh, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('main')).toContainText(text.required);
      await expectAccessible(page, `staff new product refused ${testInfo.project.name} ${lang}`);

      // its words, places and two SKUs; the second's code is already the catalogue's
      await page.getByLabel(text.nameTh, { exact: true }).fill(names.th);
      await page.getByLabel(text.nameEn, { exact: true }).fill(names.en);
      await page.getByLabel(text.descriptionTh, { exact: true }).fill('อาหารเม็ดสำหรับแมวโต สูตรปลาทู');
      await page.getByLabel(text.descriptionEn, { exact: true }).fill('Dry food for adult cats, with mackerel.');
      await page.getByLabel(text.brand, { exact: true }).selectOption({ index: 1 });
      await page.getByLabel(text.category, { exact: true }).selectOption({ index: 1 });
      await page.getByLabel(text.petType, { exact: true }).selectOption({ label: text.cat });
      await page.getByLabel(text.lifeStage, { exact: true }).selectOption({ label: text.adult });
      await page.getByLabel(text.kind, { exact: true }).selectOption({ label: text.food });
      await fillSku(page.getByRole('group', { name: text.skuRow(1), exact: true }), text, skus[0]!);
      await page.getByRole('button', { name: text.addSkuRow }).click();
      const second = page.getByRole('group', { name: text.skuRow(2), exact: true });
      await expect(second.getByLabel(text.skuCode, { exact: true })).toBeFocused();
      await fillSku(second, text, skus[1]!);
      // a third row added by mistake, then removed
      await page.getByRole('button', { name: text.addSkuRow }).click();
      await page.getByRole('button', { name: text.removeSku(3) }).click();
      await expect(page.getByRole('group', { name: text.skuRow(3), exact: true })).toHaveCount(0);
      await expectAccessible(page, `staff new product filled ${testInfo.project.name} ${lang}`);
      await shot(page, testInfo, 'form', lang);

      await page.getByRole('button', { name: text.create, exact: true }).click();
      const takenCode = second.getByLabel(text.skuCode, { exact: true });
      await expect(takenCode).toHaveAttribute('aria-invalid', 'true');
      await expect(second).toContainText(text.taken);
      await expect(page.getByRole('group', { name: text.skuRow(1), exact: true }).getByLabel(text.skuCode, { exact: true })).not.toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(page).toHaveURL('/staff/catalog/new');
      await expectAccessible(page, `staff new product taken code ${testInfo.project.name} ${lang}`);
      await shot(page, testInfo, 'taken', lang);

      // a code of its own: added, off sale, on its page with the confirmation
      skus[1] = { ...skus[1]!, code: `NP-${stamp}-M` };
      await takenCode.fill(skus[1].code);
      await takenCode.press('Enter');
      await expect(page).toHaveURL(/\/staff\/catalog\/\d+$/);
      const productId = Number(new URL(page.url()).pathname.split('/').pop());
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[lang]);
      await expect(page.getByRole('status').filter({ hasText: text.createdOffSale })).toBeVisible();
      await expect(page.getByRole('main').getByText(text.inactive, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: text.skus(2), exact: true })).toBeVisible();
      await expectAccessible(page, `staff new product created ${testInfo.project.name} ${lang}`);

      // put on sale
      await page.getByLabel(text.active, { exact: true }).check();
      await page.getByRole('button', { name: text.saveProduct }).click();
      await expect(page.getByRole('status').filter({ hasText: text.productSaved })).toBeVisible();
      await expect(page.getByRole('main').getByText(text.activeBadge, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: text.createdOffSale })).toHaveCount(0);

      // a shopper, in a browser of their own, sees it with both choices and their prices
      const shopperContext = await browser.newContext({ ...testInfo.project.use });
      const shopper = await shopperContext.newPage();
      await openPage(shopper, `/${lang}/product/${productId}`, lang);
      await waitForContent(shopper);
      await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(names[lang]);
      const choices = shopper.getByRole('radio');
      await expect(choices).toHaveCount(2);
      await expect(shopper.locator('label', { hasText: text.choices[0] })).toContainText('฿129.00');
      await expect(shopper.locator('label', { hasText: text.choices[1] })).toContainText('฿289.50');

      // then a third SKU on the product's page: the first's code refused, a new one added last
      const addSku = page.getByRole('form', { name: text.addSkuForm, exact: true });
      const third = skus[2]!;
      await fillSku(addSku, text, { ...third, code: skus[0]!.code.toLowerCase() });
      await addSku.getByRole('button', { name: text.addSku, exact: true }).click();
      await expect(addSku.getByLabel(text.skuCode, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(addSku).toContainText(text.taken);
      await addSku.getByLabel(text.skuCode, { exact: true }).fill(third.code);
      await addSku.getByRole('button', { name: text.addSku, exact: true }).click();
      await expect(addSku.getByRole('status').filter({ hasText: text.skuAdded(third.code) })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.skus(3), exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: new RegExp(third.code) })).toContainText(lang === 'th' ? 'สต็อกคงเหลือ: 3' : 'In stock: 3');
      await expect(addSku.getByLabel(text.skuCode, { exact: true })).toHaveValue('');
      await expectAccessible(page, `staff new product third SKU ${testInfo.project.name} ${lang}`);
      await shot(page, testInfo, 'product', lang);

      // the shopper's page, asked again, has the third choice at its price
      await shopper.reload();
      await waitForContent(shopper);
      await expect(choices).toHaveCount(3);
      await expect(shopper.locator('label', { hasText: text.choices[2] })).toContainText('฿499.00');
      await shopperContext.close();
    });

    test('an operator has no "New product" button, and the form says the role may not use it', async ({ page }, testInfo) => {
      await signInStaffAs(page, 'operator', lang);
      await page.getByRole('navigation', { name: staff.nav }).getByRole('link', { name: text.catalogue, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.catalogue })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('link', { name: text.newProduct, exact: true })).toHaveCount(0);
      await page.goto('/staff/catalog/new');
      await expect(page.getByRole('main')).toContainText(staff.forbidden);
      await expect(page.getByRole('button', { name: text.create, exact: true })).toHaveCount(0);
      await expectAccessible(page, `staff new product forbidden ${testInfo.project.name} ${lang}`);
    });
  });
}
