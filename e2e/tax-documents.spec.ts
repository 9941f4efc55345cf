import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Download, type Page, type TestInfo } from './support/test';
import { addAddressByApi } from './support/addresses';
import { expectAccessible } from './support/axe';
import { memberOfShop } from './support/checkout';
import { ORDER_DEMO, ORDER_TEXT, placeOrderByApi, resultCard, resultPath } from './support/orders';
import { CARD_TEXT, expectCardGateway, payOnCardGateway, TEST_CARD } from './support/payments';
import { type PrivateShop, privateShopForFile } from './support/private-shop';
import { type Lang, oneScreenPerLanguage, openPage, screenshot } from './support/shop';
import { openStaffPage, signInStaff, STAFF_TEXT } from './support/staff';
import { COMPANY_RECEIPT, refundOrderByApi, SELLER, setSellerDetails, TAX_TEXT } from './support/tax-documents';

const MANAGER = { email: 'manager@pawsook.example', name: 'Anan (manager)', password: 'Pawsook#2026' };

/** Screens for the lead and for looking at: test-results/screens and /tmp/shots-tax. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await screenshot(page, testInfo, name);
  mkdirSync('/tmp/shots-tax', { recursive: true });
  cpSync(`test-results/screens/${name}-${testInfo.project.name}.png`, `/tmp/shots-tax/${name}-${testInfo.project.name}.png`);
}

/** A download's bytes: a PDF starts with its header. */
async function expectPdf(download: Download, name: string): Promise<void> {
  expect(download.suggestedFilename()).toBe(`${name}.pdf`);
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/** A member of `shop` pays by card (the sandbox gateway) for an order that asked for a company's tax invoice (or, `asked: false`, for none). */
async function paidInvoicedOrder(shop: PrivateShop, page: Page, testInfo: TestInfo, lang: Lang, label: string, { asked = true }: { asked?: boolean } = {}) {
  const member = await memberOfShop(page, shop, testInfo, label);
  const placed = await placeOrderByApi(page, 1, { kind: 'card', ...(asked ? { receipt: { ...COMPANY_RECEIPT, branchNo: '00002' } } : {}) });
  await openPage(page, resultPath(placed.orderNo), lang);
  await resultCard(page, ORDER_TEXT[lang].waiting).getByRole('button', { name: CARD_TEXT[lang].open }).click();
  await expectCardGateway(page, placed.orderNo, ORDER_DEMO.netTotal);
  await payOnCardGateway(page, TEST_CARD.pays);
  await expect(page).toHaveURL(resultPath(placed.orderNo));
  await expect(resultCard(page, ORDER_TEXT[lang].paid)).toBeVisible();
  return { ...placed, token: member.token };
}

// The seller details are shop-wide: the journeys that change them or issue documents run on shops of
// their own, the form's on one where nothing has set them yet.
test.describe('the seller details', () => {
  const shop = privateShopForFile({ portOffset: 2 });

  for (const lang of ['th', 'en'] as const) {
    test(`a manager sees invoices wait for the seller details, sets them in Settings (checked), and the list no longer waits (${lang})`, async ({
      browser,
    }, testInfo) => {
      oneScreenPerLanguage(lang, testInfo, 'phone');
      const text = TAX_TEXT[lang];
      const { context, page } = await shop.open(browser, testInfo);
      try {
        await openStaffPage(page, '/staff/signin', lang);
        await signInStaff(page, lang, MANAGER);

        // the tax-documents area, from the back office's menu: it says plainly that invoices wait
        await page.getByRole('navigation', { name: STAFF_TEXT[lang].nav }).getByRole('link', { name: text.area, exact: true }).click();
        await expect(page).toHaveURL(/\/staff\/tax-documents$/);
        await expect(page.getByRole('heading', { level: 1, name: text.area })).toBeVisible();
        const notSet = page.getByRole('status').filter({ hasText: text.notSet });
        await expect(notSet).toBeVisible();
        await expectAccessible(page, `tax documents, seller not set ${testInfo.project.name} ${lang}`);
        await shot(page, testInfo, `tax-documents-not-set-${lang}`);

        // its link leads to the form in Settings
        await notSet.getByRole('link', { name: text.setThem }).click();
        await expect(page).toHaveURL(/\/staff\/settings#seller-details$/);
        const form = page.getByRole('form', { name: text.seller.title });
        await expect(form).toBeVisible();
        await form.getByLabel(text.seller.nameTh).fill(SELLER.nameTh);
        await form.getByLabel(text.seller.nameEn).fill(SELLER.nameEn);
        await form.getByLabel(text.seller.address).fill(SELLER.address);
        await form.getByLabel(text.seller.taxId).fill('0994000617722');
        await form.getByRole('radio', { name: text.seller.branch, exact: true }).check();
        await form.getByRole('button', { name: text.seller.save }).click();

        // a wrong check digit and a missing branch number are said at their fields, nothing is saved
        await expect(form.getByLabel(text.seller.taxId)).toHaveAccessibleDescription(new RegExp(text.seller.badTaxId));
        await expect(form.getByLabel(text.seller.branchNo)).toHaveAttribute('aria-invalid', 'true');
        await expectAccessible(page, `seller details refused ${testInfo.project.name} ${lang}`);
        await form.scrollIntoViewIfNeeded();
        await shot(page, testInfo, `seller-details-refused-${lang}`);

        // head office after all, the right tax id, by keyboard to the save
        await form.getByLabel(text.seller.taxId).fill(SELLER.taxId);
        await form.getByRole('radio', { name: text.seller.headOffice, exact: true }).check();
        await expect(form.getByLabel(text.seller.branchNo)).toBeHidden();
        await form.getByLabel(text.seller.vatRate).fill('7');
        await form.getByLabel(text.seller.vatRate).press('Enter');
        await expect(form.getByRole('status').filter({ hasText: text.seller.saved })).toBeVisible();

        // back to the list by the menu, without a reload: it no longer says invoices wait
        await page.getByRole('navigation', { name: STAFF_TEXT[lang].nav }).getByRole('link', { name: text.area, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: text.area })).toBeVisible();
        await expect(page.getByText(text.empty)).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: text.notSet })).toHaveCount(0);

        // kept: the form shows them again after a fresh load
        await openStaffPage(page, '/staff/settings#seller-details', lang);
        const again = page.getByRole('form', { name: text.seller.title });
        await expect(again.getByLabel(text.seller.nameEn)).toHaveValue(SELLER.nameEn);
        await expect(again.getByLabel(text.seller.taxId)).toHaveValue(SELLER.taxId);
        await expect(again.getByRole('radio', { name: text.seller.headOffice, exact: true })).toBeChecked();
        await expect(again.getByLabel(text.seller.vatRate)).toHaveValue('7');
      } finally {
        await context.close();
      }
    });
  }
});

test.describe('invoices and credit notes', () => {
  const shop = privateShopForFile();

  for (const lang of ['th', 'en'] as const) {
    test(`a member pays an order that asked for a tax invoice and downloads it from the order detail (${lang})`, async ({ browser }, testInfo) => {
      oneScreenPerLanguage(lang, testInfo, 'desktop');
      const text = TAX_TEXT[lang];
      const { context, page } = await shop.open(browser, testInfo);
      try {
        await setSellerDetails(page);
        const placed = await paidInvoicedOrder(shop, page, testInfo, lang, `tax-invoice-${lang}`);

        // the order detail: the invoice issued on payment, its PDF fetched with the member's token
        await openPage(page, `/user/purchase/order/${placed.orderId}?orderNo=${encodeURIComponent(placed.orderNo)}`, lang);
        const panel = page.getByRole('region', { name: text.panel, exact: true });
        await expect(panel).toContainText(new RegExp(`${text.invoice} INV-\\d{4}-\\d{6}`));
        const number = (await panel
          .getByText(/INV-\d{4}-\d{6}/)
          .first()
          .textContent())!.match(/INV-\d{4}-\d{6}/)![0];
        await expect(panel).toContainText(ORDER_DEMO.netTotal);
        await expect(panel.getByRole('button', { name: text.request })).toHaveCount(0);
        await expectAccessible(page, `member order with invoice ${testInfo.project.name} ${lang}`);
        await panel.scrollIntoViewIfNeeded();
        await shot(page, testInfo, `member-tax-invoice-${lang}`);

        const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: `${text.download} ${number}` }).click()]);
        await expectPdf(download, number);
      } finally {
        await context.close();
      }
    });

    test(`a member asks afterwards for the invoice of a paid order that did not ask, naming an address of the book, and downloads it (${lang})`, async ({
      browser,
    }, testInfo) => {
      oneScreenPerLanguage(lang, testInfo, 'phone');
      const text = TAX_TEXT[lang];
      const { context, page } = await shop.open(browser, testInfo);
      try {
        await setSellerDetails(page);
        const placed = await paidInvoicedOrder(shop, page, testInfo, lang, `tax-request-${lang}`, { asked: false });
        await addAddressByApi(page.request, placed.token, 'receipt', { name: 'Somsri', companyName: 'Happy Paws Farm Co., Ltd.', branchNo: '00007' });
        await addAddressByApi(page.request, placed.token, 'receipt', { name: 'Nok', isDefault: true });

        // no invoice yet: the request, from the member's tax-invoice addresses (the default chosen first)
        await openPage(page, `/user/purchase/order/${placed.orderId}?orderNo=${encodeURIComponent(placed.orderNo)}`, lang);
        const panel = page.getByRole('region', { name: text.panel, exact: true });
        await expect(panel.getByRole('button', { name: text.request })).toBeVisible();
        await expect(panel.getByRole('radio')).toHaveCount(2);
        await expect(panel.getByRole('radio', { name: /Nok/ })).toBeChecked();
        await expectAccessible(page, `member asks for an invoice ${testInfo.project.name} ${lang}`);
        await panel.scrollIntoViewIfNeeded();
        await shot(page, testInfo, `member-tax-invoice-request-${lang}`);

        // the company's address (its card, as a finger picks it), then the request by keyboard
        await panel.getByText('Happy Paws Farm Co., Ltd.').click();
        await expect(panel.getByRole('radio', { name: /Happy Paws Farm/ })).toBeChecked();
        await panel.getByRole('button', { name: text.request }).focus();
        await page.keyboard.press('Enter');
        await expect(panel).toContainText(new RegExp(`${text.invoice} INV-\\d{4}-\\d{6}`));
        await expect(panel.getByRole('button', { name: text.request })).toHaveCount(0);
        const number = (await panel.textContent())!.match(/INV-\d{4}-\d{6}/)![0];
        const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: `${text.download} ${number}` }).click()]);
        await expectPdf(download, number);
      } finally {
        await context.close();
      }
    });

    test(`a refund of an invoiced order issues a credit note staff download from the order and find in the month's list with its CSV (${lang})`, async ({
      browser,
    }, testInfo) => {
      oneScreenPerLanguage(lang, testInfo, 'phone');
      const text = TAX_TEXT[lang];
      const { context, page } = await shop.open(browser, testInfo);
      try {
        await setSellerDetails(page);
        const placed = await paidInvoicedOrder(shop, page, testInfo, lang, `tax-credit-${lang}`);
        await refundOrderByApi(page, placed.orderNo);

        // the order's page in the back office: the invoice and the credit note, each with its PDF
        await openStaffPage(page, '/staff/signin', lang);
        await signInStaff(page, lang, MANAGER);
        await openStaffPage(page, `/staff/orders/${encodeURIComponent(placed.orderNo)}`, lang);
        const panel = page.getByRole('region', { name: text.orderPanel, exact: true });
        await expect(panel).toContainText(/INV-\d{4}-\d{6}/);
        await expect(panel).toContainText(/CN-\d{4}-\d{6}/);
        const credit = (await panel.textContent())!.match(/CN-\d{4}-\d{6}/)![0];
        await expectAccessible(page, `staff order with credit note ${testInfo.project.name} ${lang}`);
        await panel.scrollIntoViewIfNeeded();
        await shot(page, testInfo, `staff-order-tax-documents-${lang}`);
        const [pdf] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: `${text.download} ${credit}` }).click()]);
        await expectPdf(pdf, credit);

        // the month's list names both, the credit note reducing the invoice; the CSV carries them with a BOM
        await openStaffPage(page, '/staff/tax-documents', lang);
        const list = page.getByRole(testInfo.project.name === 'phone' ? 'list' : 'table', { name: new RegExp(text.issuedIn) });
        await expect(list).toContainText(credit);
        await expect(list).toContainText(placed.orderNo);
        await expect(list).toContainText(text.creditNote);
        await expectAccessible(page, `tax documents month ${testInfo.project.name} ${lang}`);
        await shot(page, testInfo, `tax-documents-month-${lang}`);
        const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: new RegExp(`^${text.csv}`) }).click()]);
        expect(csv.suggestedFilename()).toMatch(/\.csv$/);
        const bytes = readFileSync(await csv.path());
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(bytes.toString('utf8')).toContain(credit);
      } finally {
        await context.close();
      }
    });
  }
});
