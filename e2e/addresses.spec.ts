import { expect, test } from './support/test';
import {
  ADDRESS_TEXT,
  addAddressByApi,
  addAddressThroughPage,
  addressScreenshot,
  addressBook,
  addressCard,
  chooseRegion,
  fillAddressForm,
  openAddDialog,
  openAddressPageAsNewMember,
  type AddressInput,
} from './support/addresses';
import { expectAccessible } from './support/axe';
import { toast } from './support/members';
import { describeOneScreenPerLanguage } from './support/shop';

const PEOPLE = {
  en: { names: ['Malee', 'Nok', 'Ploy', 'Fah', 'Dao'], surname: 'Rakmaew', renamed: 'Rung', street: '99/1 Ratchadamnoen Road' },
  th: { names: ['มาลี', 'นก', 'พลอย', 'ฟ้า', 'ดาว'], surname: 'ใจดี', renamed: 'รุ่ง', street: '99/1 ถนนราชดำเนิน' },
} as const;

for (const lang of ['en', 'th'] as const) {
  test.describe(`the address page (${lang})`, () => {
    describeOneScreenPerLanguage(lang, 'desktop');
    test.describe.configure({ timeout: 240_000 });

    test('shipping addresses: the first is the default, five at most, set default, the default cannot be deleted, edit, delete', async ({ page }, testInfo) => {
      const text = ADDRESS_TEXT[lang];
      const people = PEOPLE[lang];
      await openAddressPageAsNewMember(page, testInfo, lang, `ship-${lang}`);
      const book = addressBook(page, lang, 'shipping');
      await expect(book).toContainText(text.emptyShipping);
      await expect(addressBook(page, lang, 'receipt')).toBeVisible();
      await expectAccessible(page, `address page, empty ${lang} ${testInfo.project.name}`);

      // the first address: the default box is ticked and locked
      const dialog = await openAddDialog(page, lang, 'shipping');
      const name = dialog.getByLabel(text.name, { exact: true });
      await expect(name).toBeFocused();
      const isDefault = dialog.getByLabel(text.isDefault);
      await expect(isDefault).toBeChecked();
      await expect(isDefault).toBeDisabled();

      // nothing filled: every required field says so, tied to its field, and focus goes to the first
      await dialog.getByRole('button', { name: text.save, exact: true }).click();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(text.required);
      await expect(dialog.getByLabel(text.province, { exact: true })).toHaveAccessibleDescription(text.required);
      await expect(name).toBeFocused();
      await expectAccessible(page, `add address modal with errors ${lang} ${testInfo.project.name}`);
      await addressScreenshot(page, testInfo, `addresses-modal-errors-${lang}`);

      const input = (i: number, region: AddressInput['region'] = text.bangkok): AddressInput => ({
        name: people.names[i]!,
        surname: people.surname,
        phone: `08912345${i}${i}`,
        address: `${people.street} ${i + 1}`,
        region,
      });
      await fillAddressForm(dialog, lang, input(0));
      await dialog.getByRole('button', { name: text.save, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(page, text.added)).toBeVisible();
      const first = addressCard(book, `${people.names[0]} ${people.surname}`);
      await expect(first.getByText(text.defaultBadge, { exact: true })).toBeVisible();
      await expect(first.getByRole('button', { name: text.setDefault })).toBeDisabled();
      await expect(first).toContainText(text.bangkok.postelCode);

      // four more; the add button goes at five
      for (let i = 1; i < 5; i++) await addAddressThroughPage(page, lang, 'shipping', input(i, i % 2 === 0 ? text.bangkok : text.chiangMai));
      await expect(book.getByRole('article')).toHaveCount(5);
      await expect(book.getByRole('button', { name: text.addShipping })).toHaveCount(0);
      await expect(book).toContainText(text.limitReached);
      await expect(book).toContainText(text.count(5));
      await expect(first.getByText(text.defaultBadge, { exact: true })).toBeVisible();
      await expectAccessible(page, `address page, full ${lang} ${testInfo.project.name}`);
      await addressScreenshot(page, testInfo, `addresses-full-${lang}`, { fullPage: true });

      // another default: it moves first, the old one loses its badge
      const nok = addressCard(book, `${people.names[1]} ${people.surname}`);
      await nok.getByRole('button', { name: text.setDefault }).click();
      await expect(toast(page, text.defaultChanged)).toBeVisible();
      await expect(book.getByRole('article').first()).toHaveAccessibleName(`${people.names[1]} ${people.surname}`);
      await expect(nok.getByText(text.defaultBadge, { exact: true })).toBeVisible();
      await expect(first.getByText(text.defaultBadge, { exact: true })).toHaveCount(0);
      await expect(nok.getByRole('button', { name: text.setDefault })).toBeDisabled();
      await expect(nok).toBeFocused();

      // the default cannot be deleted: the server's message, in the shopper's language
      await nok.getByRole('button', { name: text.delete, exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: text.deleteTitle });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: text.delete, exact: true }).click();
      const refused = page.getByRole('alertdialog', { name: text.refusedTitle });
      await expect(refused).toContainText(text.deleteDefault);
      await expect(refused).toContainText(text.refusedHint);
      await expect(refused.getByRole('button', { name: text.ok })).toBeFocused();
      await expectAccessible(page, `delete refused ${lang} ${testInfo.project.name}`);
      await addressScreenshot(page, testInfo, `addresses-delete-refused-${lang}`);
      await refused.getByRole('button', { name: text.ok }).click();
      await expect(refused).toBeHidden();
      await expect(nok.getByRole('button', { name: text.delete, exact: true })).toBeFocused();
      await expect(book.getByRole('article')).toHaveCount(5);

      // edit: the form opens with the address, region lists included
      const ploy = addressCard(book, `${people.names[2]} ${people.surname}`);
      await ploy.getByRole('button', { name: text.edit, exact: true }).click();
      const edit = page.getByRole('dialog', { name: text.editShippingTitle });
      await expect(edit.getByLabel(text.name, { exact: true })).toHaveValue(people.names[2]);
      await expect(edit.getByLabel(text.bangkok.terms[1], { exact: true })).toHaveValue(/\d+/);
      await expect(edit.getByLabel(text.postelCode, { exact: true })).toHaveValue(text.bangkok.postelCode);
      await expect(edit.getByLabel(text.isDefault)).toBeEnabled();
      await expect(edit.getByLabel(text.isDefault)).not.toBeChecked();
      await addressScreenshot(page, testInfo, `addresses-edit-${lang}`);
      await edit.getByLabel(text.name, { exact: true }).fill(people.renamed);
      await chooseRegion(edit, lang, text.chiangMai);
      await edit.getByRole('button', { name: text.save, exact: true }).click();
      await expect(edit).toBeHidden();
      await expect(toast(page, text.saved)).toBeVisible();
      const rung = addressCard(book, `${people.renamed} ${people.surname}`);
      await expect(rung).toContainText(text.chiangMai.postelCode);
      await expect(ploy).toHaveCount(0);
      await expect(rung.getByRole('button', { name: text.edit, exact: true })).toBeFocused();

      // delete a non-default one: asked first, then gone, and the add button is back
      const fah = addressCard(book, `${people.names[3]} ${people.surname}`);
      await fah.getByRole('button', { name: text.delete, exact: true }).click();
      await expectAccessible(page, `delete confirmation ${lang} ${testInfo.project.name}`);
      await confirm.getByRole('button', { name: text.delete, exact: true }).click();
      await expect(toast(page, text.deleted)).toBeVisible();
      await expect(fah).toHaveCount(0);
      await expect(book.getByRole('article')).toHaveCount(4);
      const add = book.getByRole('button', { name: text.addShipping });
      await expect(add).toBeVisible();
      await expect(add).toBeFocused();
      await expect(book).toContainText(text.count(4));
    });

    test('tax invoice addresses: company name, the tax id check digit, server messages on the fields and the limit', async ({ page }, testInfo) => {
      const text = ADDRESS_TEXT[lang];
      const people = PEOPLE[lang];
      const { token } = await openAddressPageAsNewMember(page, testInfo, lang, `receipt-${lang}`);
      const book = addressBook(page, lang, 'receipt');

      const dialog = await openAddDialog(page, lang, 'receipt');
      await fillAddressForm(dialog, lang, {
        name: people.names[0],
        surname: people.surname,
        companyName: 'Pawsook Pet Supplies Co., Ltd.',
        taxPayerId: '1234545678789',
        branchNo: '12',
        phone: '02-123-4567',
        address: people.street,
        region: text.bangkok,
      });
      await dialog.getByRole('button', { name: text.save, exact: true }).click();
      const taxId = dialog.getByLabel(text.taxPayerId, { exact: true });
      await expect(taxId).toHaveAttribute('aria-invalid', 'true');
      await expect(taxId).toHaveAccessibleDescription(new RegExp(text.badTaxId.replace(/[.]/g, '\\.')));
      await expect(taxId).toBeFocused();
      await expectAccessible(page, `receipt modal, bad tax id ${lang} ${testInfo.project.name}`);
      await addressScreenshot(page, testInfo, `addresses-receipt-modal-${lang}`);
      // digits only: dashes and letters typed are ignored
      await taxId.fill('');
      await taxId.pressSequentially('1-2345-45678-78-1');
      await expect(taxId).toHaveValue('1234545678781');
      // a branch number is five digits (empty: the head office)
      const branchNo = dialog.getByLabel(text.branchNo, { exact: true });
      await expect(branchNo).toHaveAttribute('aria-invalid', 'true');
      await branchNo.fill('00012');
      await dialog.getByRole('button', { name: text.save, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(page, text.added)).toBeVisible();
      const card = addressCard(book, `${people.names[0]} ${people.surname}`);
      await expect(card).toContainText('Pawsook Pet Supplies Co., Ltd.');
      await expect(card).toContainText('1-2345-45678-78-1');
      await expect(card).toContainText(text.branch('00012'));
      await expect(card.getByText(text.defaultBadge, { exact: true })).toBeVisible();

      // a field message from the server lands on its field, in the shopper's language
      await page.route('**/api/v1/member-address-receipts', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        const body = route.request().postDataJSON() as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, postelCode: '10400' }) });
      });
      const second = await openAddDialog(page, lang, 'receipt');
      await expect(second.getByLabel(text.isDefault)).toBeEnabled();
      await fillAddressForm(second, lang, {
        name: people.names[1],
        surname: people.surname,
        taxPayerId: '0994000617721',
        phone: '0812345678',
        address: people.street,
        region: text.bangkok,
      });
      await second.getByRole('button', { name: text.save, exact: true }).click();
      const postal = second.getByLabel(text.postelCode, { exact: true });
      await expect(postal).toHaveAttribute('aria-invalid', 'true');
      await expect(postal).toHaveAccessibleDescription(new RegExp(text.postalMismatch.replace(/[.]/g, '\\.')));
      await page.unroute('**/api/v1/member-address-receipts');
      await second.getByRole('button', { name: text.save, exact: true }).click();
      await expect(second).toBeHidden();
      await expect(book.getByRole('article')).toHaveCount(2);
      await expect(addressCard(book, `${people.names[1]} ${people.surname}`)).toContainText(text.headOffice);
      await addressScreenshot(page, testInfo, `addresses-receipts-${lang}`, { fullPage: true });

      // the book fills up elsewhere while the form is open: the limit message, in the shopper's language
      await addAddressByApi(page.request, token, 'receipt', { name: 'Other' });
      await addAddressByApi(page.request, token, 'receipt', { name: 'Another' });
      await page.reload();
      await expect(book.getByRole('article')).toHaveCount(4);
      const third = await openAddDialog(page, lang, 'receipt');
      await fillAddressForm(third, lang, {
        name: people.names[2],
        surname: people.surname,
        taxPayerId: '3100600445635',
        phone: '0812345678',
        address: people.street,
        region: text.chiangMai,
      });
      await addAddressByApi(page.request, token, 'receipt', { name: 'Last' });
      await third.getByRole('button', { name: text.save, exact: true }).click();
      const alert = third.getByRole('alert');
      await expect(alert).toHaveText(text.limit);
      await expect(alert).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(third).toBeHidden();
    });
  });
}

test.describe('the address form', () => {
  test('cascades province → district → sub-district, worded เขต/แขวง for Bangkok, and fills in the postal code', async ({ page }, testInfo) => {
    const text = ADDRESS_TEXT.th;
    await openAddressPageAsNewMember(page, testInfo, 'th', 'cascade');
    const dialog = await openAddDialog(page, 'th', 'shipping');
    const province = dialog.getByLabel(text.province, { exact: true });
    await expect(dialog.getByLabel(text.district, { exact: true })).toBeDisabled();
    await expect(dialog.getByLabel(text.subDistrict, { exact: true })).toBeDisabled();
    await expect(dialog.getByLabel(text.postelCode, { exact: true })).toBeDisabled();

    await province.selectOption({ label: text.bangkok.province });
    const khet = dialog.getByLabel('เขต', { exact: true });
    const khwaeng = dialog.getByLabel('แขวง', { exact: true });
    await expect(khet).toBeEnabled();
    await expect(khwaeng).toBeDisabled();
    await khet.selectOption({ label: text.bangkok.district });
    await expect(khwaeng).toBeEnabled();
    await khwaeng.selectOption({ label: text.bangkok.subDistrict });
    const postal = dialog.getByLabel(text.postelCode, { exact: true });
    await expect(postal).toHaveValue('10200');
    await expect(postal).toHaveAttribute('readonly', '');
    await postal.scrollIntoViewIfNeeded();
    await addressScreenshot(page, testInfo, 'addresses-cascade-bangkok-th');

    // another province clears the lists below it, now worded อำเภอ/ตำบล
    await province.selectOption({ label: text.chiangMai.province });
    const amphoe = dialog.getByLabel('อำเภอ', { exact: true });
    const tambon = dialog.getByLabel('ตำบล', { exact: true });
    await expect(amphoe).toHaveValue('');
    await expect(tambon).toHaveValue('');
    await expect(tambon).toBeDisabled();
    await expect(postal).toHaveValue('');
    await expect(postal).toBeDisabled();
    await expect(dialog.getByLabel('เขต', { exact: true })).toHaveCount(0);
    await amphoe.selectOption({ label: text.chiangMai.district });
    await tambon.selectOption({ label: text.chiangMai.subDistrict });
    await expect(postal).toHaveValue(text.chiangMai.postelCode);
    // another district clears the sub-district and the postal code
    await amphoe.selectOption({ index: 2 });
    await expect(tambon).toHaveValue('');
    await expect(postal).toHaveValue('');
  });

  test('can be opened, filled and sent with the keyboard alone; focus goes back to the add button', async ({ page }, testInfo) => {
    const text = ADDRESS_TEXT.en;
    await openAddressPageAsNewMember(page, testInfo, 'en', 'keyboard');
    const book = addressBook(page, 'en', 'shipping');
    const add = book.getByRole('button', { name: text.addShipping });

    // Escape closes and gives focus back
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text.addShippingTitle });
    await expect(dialog.getByLabel(text.name, { exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel(text.name, { exact: true })).toBeFocused();
    await page.keyboard.type('Malee');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Rakmaew');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0891234567');
    await page.keyboard.press('Tab');
    await page.keyboard.type('99/1 Ratchadamnoen Road');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(text.province, { exact: true })).toBeFocused();
    await page.keyboard.type('Bangkok');
    await expect(dialog.getByLabel(text.province, { exact: true })).toHaveValue('1');
    const district = dialog.getByLabel(text.district, { exact: true });
    await expect(district).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(district).toBeFocused();
    await page.keyboard.type('Khet Phra Nakhon');
    const subDistrict = dialog.getByLabel(text.subDistrict, { exact: true });
    await expect(subDistrict).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(subDistrict).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByLabel(text.postelCode, { exact: true })).toHaveValue(/^\d{5}$/);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(text.postelCode, { exact: true })).toBeFocused();
    // the locked default box is skipped; then Cancel, then Save
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: text.save, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(toast(page, text.added)).toBeVisible();
    await expect(addressCard(book, 'Malee Rakmaew')).toBeVisible();
    await expect(add).toBeFocused();
  });
});
