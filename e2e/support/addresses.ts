// Callbacks passed to page.evaluate() run in the browser: type-check them against the DOM.
/// <reference lib="dom" />
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { createConfirmedMember, signInByApi } from './members';
import { expectFitsWidth, openPage, type Lang } from './shop';

export const ADDRESS_PATH = '/user/account/address';

/** Visible texts of the address page, per language (features/addresses/locales). */
export const ADDRESS_TEXT = {
  th: {
    title: 'ที่อยู่ของฉัน',
    shipping: 'ที่อยู่สำหรับจัดส่ง',
    receipt: 'ที่อยู่สำหรับออกใบกำกับภาษี',
    addShipping: 'เพิ่มที่อยู่จัดส่ง',
    addReceipt: 'เพิ่มที่อยู่ใบกำกับภาษี',
    addShippingTitle: 'เพิ่มที่อยู่สำหรับจัดส่ง',
    addReceiptTitle: 'เพิ่มที่อยู่สำหรับออกใบกำกับภาษี',
    editShippingTitle: 'แก้ไขที่อยู่สำหรับจัดส่ง',
    emptyShipping: 'ยังไม่มีที่อยู่สำหรับจัดส่ง',
    count: (n: number) => `${n}/5 รายการ`,
    limitReached: 'คุณบันทึกที่อยู่ครบ 5 รายการแล้ว',
    defaultBadge: 'ค่าเริ่มต้น',
    edit: 'แก้ไข',
    delete: 'ลบ',
    setDefault: 'ตั้งเป็นค่าเริ่มต้น',
    added: 'เพิ่มที่อยู่เรียบร้อยแล้ว',
    saved: 'บันทึกการเปลี่ยนแปลงแล้ว',
    deleted: 'ลบเรียบร้อยแล้ว',
    defaultChanged: 'เปลี่ยนที่อยู่ค่าเริ่มต้นแล้ว',
    deleteTitle: 'ต้องการลบที่อยู่นี้ใช่ไหม',
    refusedTitle: 'ลบที่อยู่นี้ไม่ได้',
    refusedHint: 'ตั้งที่อยู่อื่นเป็นค่าเริ่มต้นก่อน แล้วจึงลบที่อยู่นี้',
    deleteDefault: 'ไม่สามารถลบที่อยู่เริ่มต้นได้',
    ok: 'ตกลง',
    cancel: 'ยกเลิก',
    save: 'บันทึก',
    name: 'ชื่อ',
    surname: 'นามสกุล',
    phone: 'เบอร์โทรศัพท์',
    address: 'ที่อยู่',
    province: 'จังหวัด',
    district: 'อำเภอ/เขต',
    subDistrict: 'ตำบล/แขวง',
    postelCode: 'รหัสไปรษณีย์',
    companyName: 'ชื่อบริษัท',
    taxPayerId: 'เลขประจำตัวผู้เสียภาษี',
    branchNo: 'เลขที่สาขา',
    branch: (no: string) => `สาขา ${no}`,
    headOffice: 'สำนักงานใหญ่',
    isDefault: 'ตั้งเป็นที่อยู่ค่าเริ่มต้น',
    required: 'กรุณากรอกข้อมูลให้ครบถ้วน',
    badTaxId: 'กรุณากรอกเลขประจำตัวผู้เสียภาษี 13 หลักให้ถูกต้อง',
    limit: 'บันทึกที่อยู่ได้สูงสุด 5 รายการ กรุณาลบที่อยู่เดิมก่อนเพิ่มใหม่',
    postalMismatch: 'รหัสไปรษณีย์นี้ไม่ตรงกับตำบล/แขวงที่เลือก',
    bangkok: { province: 'กรุงเทพมหานคร', district: 'เขตพระนคร', subDistrict: 'พระบรมมหาราชวัง', postelCode: '10200', terms: ['เขต', 'แขวง'] },
    chiangMai: { province: 'เชียงใหม่', district: 'เมืองเชียงใหม่', subDistrict: 'ศรีภูมิ', postelCode: '50200', terms: ['อำเภอ', 'ตำบล'] },
  },
  en: {
    title: 'My address',
    shipping: 'Shipping addresses',
    receipt: 'Tax invoice addresses',
    addShipping: 'Add shipping address',
    addReceipt: 'Add tax invoice address',
    addShippingTitle: 'Add a shipping address',
    addReceiptTitle: 'Add a tax invoice address',
    editShippingTitle: 'Edit shipping address',
    emptyShipping: 'You have no shipping address yet.',
    count: (n: number) => `${n} of 5`,
    limitReached: 'You have 5 addresses, the most you can keep.',
    defaultBadge: 'Default',
    edit: 'Edit',
    delete: 'Delete',
    setDefault: 'Set as default',
    added: 'Address added.',
    saved: 'Changes saved',
    deleted: 'Deleted successfully',
    defaultChanged: 'Default address changed.',
    deleteTitle: 'Delete this address?',
    refusedTitle: "This address can't be deleted",
    refusedHint: 'Set another address as your default first, then delete this one.',
    deleteDefault: 'Unable to delete default addresses',
    ok: 'OK',
    cancel: 'Cancel',
    save: 'Save',
    name: 'First name',
    surname: 'Last name',
    phone: 'Phone number',
    address: 'Address',
    province: 'Province',
    district: 'District',
    subDistrict: 'Sub-district',
    postelCode: 'Postal code',
    companyName: 'Company name',
    taxPayerId: 'Tax ID',
    branchNo: 'Branch number',
    branch: (no: string) => `Branch ${no}`,
    headOffice: 'Head office',
    isDefault: 'Make this my default address',
    required: 'Please complete the information',
    badTaxId: 'Please enter a valid 13-digit tax ID.',
    limit: 'You can keep up to 5 addresses. Please delete one before adding another.',
    postalMismatch: 'This postal code does not belong to the chosen sub-district.',
    bangkok: {
      province: 'Bangkok',
      district: 'Khet Phra Nakhon',
      subDistrict: 'Phra Borom Maha Ratchawang',
      postelCode: '10200',
      terms: ['District', 'Sub-district'],
    },
    chiangMai: { province: 'Chiang Mai', district: 'Mueang Chiang Mai', subDistrict: 'Si Phum', postelCode: '50200', terms: ['District', 'Sub-district'] },
  },
} as const;

export interface Region {
  province: string;
  district: string;
  subDistrict: string;
  postelCode: string;
  /** what the district and sub-district lists are called once the province is chosen */
  terms: readonly [string, string];
}

/** A fresh member (never the demo member: journeys run side by side), signed in, on the address page. */
export async function openAddressPageAsNewMember(page: Page, testInfo: TestInfo, lang: Lang, label = 'address'): Promise<{ token: string }> {
  const member = await createConfirmedMember(page.request, testInfo, label);
  await signInByApi(page, testInfo, member.email, member.password);
  await openPage(page, ADDRESS_PATH, lang);
  await expect(page.getByRole('heading', { level: 1, name: ADDRESS_TEXT[lang].title })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'pawsook_access_token');
  return { token: decodeURIComponent(cookie?.value ?? '') };
}

/** One address book on the page (a region named by its heading). */
export function addressBook(page: Page, lang: Lang, kind: 'shipping' | 'receipt'): Locator {
  return page.getByRole('region', { name: ADDRESS_TEXT[lang][kind], exact: true });
}

/** A saved address's card, named by the person's name. */
export function addressCard(book: Locator, fullName: string): Locator {
  return book.getByRole('article', { name: fullName, exact: true });
}

export interface AddressInput {
  name: string;
  surname: string;
  phone: string;
  address: string;
  region: Region;
  companyName?: string;
  taxPayerId?: string;
  branchNo?: string;
}

/** Fills the address form of an open dialog (the region in cascade) and checks the postal code it fills in. */
export async function fillAddressForm(dialog: Locator, lang: Lang, input: AddressInput): Promise<void> {
  const text = ADDRESS_TEXT[lang];
  await dialog.getByLabel(text.name, { exact: true }).fill(input.name);
  await dialog.getByLabel(text.surname, { exact: true }).fill(input.surname);
  if (input.companyName !== undefined) await dialog.getByLabel(text.companyName, { exact: true }).fill(input.companyName);
  if (input.taxPayerId !== undefined) await dialog.getByLabel(text.taxPayerId, { exact: true }).fill(input.taxPayerId);
  if (input.branchNo !== undefined) await dialog.getByLabel(text.branchNo, { exact: true }).fill(input.branchNo);
  await dialog.getByLabel(text.phone, { exact: true }).fill(input.phone);
  await dialog.getByLabel(text.address, { exact: true }).fill(input.address);
  await chooseRegion(dialog, lang, input.region);
}

/** Province → district → sub-district, each list enabled once its parent is chosen. */
export async function chooseRegion(dialog: Locator, lang: Lang, region: Region): Promise<void> {
  const text = ADDRESS_TEXT[lang];
  await dialog.getByLabel(text.province, { exact: true }).selectOption({ label: region.province });
  // the lists are named in the province's own words (เขต/แขวง in Bangkok, อำเภอ/ตำบล elsewhere)
  const district = dialog.getByLabel(region.terms[0], { exact: true });
  await expect(district).toBeEnabled();
  await district.selectOption({ label: region.district });
  const subDistrict = dialog.getByLabel(region.terms[1], { exact: true });
  await expect(subDistrict).toBeEnabled();
  await subDistrict.selectOption({ label: region.subDistrict });
  await expect(dialog.getByLabel(text.postelCode, { exact: true })).toHaveValue(region.postelCode);
}

/** Opens a book's add dialog. */
export async function openAddDialog(page: Page, lang: Lang, kind: 'shipping' | 'receipt'): Promise<Locator> {
  const text = ADDRESS_TEXT[lang];
  await addressBook(page, lang, kind)
    .getByRole('button', { name: kind === 'shipping' ? text.addShipping : text.addReceipt, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: kind === 'shipping' ? text.addShippingTitle : text.addReceiptTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Adds an address through the page and waits for the toast and the card. */
export async function addAddressThroughPage(page: Page, lang: Lang, kind: 'shipping' | 'receipt', input: AddressInput): Promise<void> {
  const text = ADDRESS_TEXT[lang];
  const dialog = await openAddDialog(page, lang, kind);
  await fillAddressForm(dialog, lang, input);
  await dialog.getByRole('button', { name: text.save, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(addressCard(addressBook(page, lang, kind), `${input.name} ${input.surname}`)).toBeVisible();
}

/** Adds an address straight through the API (to set a scene quickly). */
export async function addAddressByApi(
  request: APIRequestContext,
  token: string,
  kind: 'shipping' | 'receipt',
  body: Partial<Record<string, unknown>> & { name: string },
): Promise<void> {
  const path = kind === 'shipping' ? '/api/v1/member-addresses' : '/api/v1/member-address-receipts';
  const response = await request.post(path, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      surname: 'Rakmaew',
      address: '1 Soi Ratchadamnoen',
      province: 1,
      district: 1001,
      subDistrict: 100101,
      postelCode: '10200',
      phone: '0891234567',
      isDefault: false,
      ...(kind === 'receipt' ? { taxPayerId: '0994000617721', companyName: null } : {}),
      ...body,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A screenshot of the address page or its open dialog, test-results/screens/{name}-{project}.png,
 * after checking that the page fits the window and that nothing in the main area or in an open
 * dialog is wider than its box.
 */
export async function addressScreenshot(page: Page, testInfo: TestInfo, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await expectFitsWidth(page);
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('main, [role="dialog"], [role="alertdialog"]')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}[role=${el.getAttribute('role') ?? ''}] ${el.scrollWidth} > ${el.clientWidth}`),
  );
  expect(overflowing, 'content wider than its box').toEqual([]);
  const viewport = page.viewportSize();
  if (viewport) {
    const dialogs = page.locator('[role="dialog"], [role="alertdialog"]');
    for (const box of await dialogs.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width))) {
      expect(box, 'dialog width').toBeLessThanOrEqual(viewport.width);
    }
  }
  mkdirSync('test-results/screens', { recursive: true });
  if (options.fullPage) await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `test-results/screens/${name}-${testInfo.project.name}.png`, fullPage: options.fullPage ?? false });
}
