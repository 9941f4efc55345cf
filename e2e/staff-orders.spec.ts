import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { createConfirmedMember, signInByApi } from './support/members';
import { placeOrderByApi } from './support/orders';
import { describeOneScreenPerLanguage, openPage, screenshot } from './support/shop';
import { signInStaffAs, STAFF_ORDER_TEXT, STAFF_TEXT } from './support/staff';

/** The member's tracking page (features/orders), per language. */
const TRACKING = {
  th: { title: (orderNo: string) => `ติดตามพัสดุ ${orderNo}`, carrierLink: 'ติดตามพัสดุบนเว็บไซต์ KEX Express (เปิดในแท็บใหม่)' },
  en: { title: (orderNo: string) => `Tracking ${orderNo}`, carrierLink: 'Follow the parcel on the KEX Express website (opens in a new tab)' },
} as const;

/** The packing slip's and the notes' texts (features/staff/locales: staff.slip, staff.order). */
const SLIP = {
  th: {
    open: 'ใบแพ็กสินค้า',
    title: (orderNo: string) => `ใบแพ็กสินค้า ${orderNo}`,
    notesTitle: 'บันทึกของทีมงาน',
    noteLabel: 'บันทึกใหม่',
    addNote: 'เพิ่มบันทึก',
    note: 'ลูกค้าโทรมา ฝากไว้กับ รปภ.',
  },
  en: {
    open: 'Packing slip',
    title: (orderNo: string) => `Packing slip ${orderNo}`,
    notesTitle: 'Staff notes',
    noteLabel: 'New note',
    addNote: 'Add note',
    note: 'The member called: leave it with the guard.',
  },
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lang of ['th', 'en'] as const) {
  test.describe(`the back office's dashboard and orders board, in ${lang === 'th' ? 'Thai' : 'English'}`, () => {
    describeOneScreenPerLanguage(lang, 'desktop');
    const text = STAFF_ORDER_TEXT[lang];
    const staff = STAFF_TEXT[lang];

    test('an operator finds a member’s new order, confirms the bank transfer, prepares it, notes it, hands it to KEX and prints the packing slip; the member follows the parcel', async ({
      page,
    }, testInfo) => {
      // a member places an order, waiting for payment
      const member = await createConfirmedMember(page.request, testInfo, `staff-orders-${lang}`);
      await signInByApi(page, testInfo, member.email, member.password);
      const placed = await placeOrderByApi(page);

      // the operator's home: the welcome and today's dashboard, the orders waiting for payment counted
      await signInStaffAs(page, 'operator', lang);
      const nav = page.getByRole('navigation', { name: staff.nav });
      await expect(nav.getByRole('link')).toHaveText([staff.home, text.orders, staff.taxDocuments, staff.catalog]);
      await expect(page.getByRole('heading', { level: 2, name: text.dashboard })).toBeVisible();
      const waiting = page
        .getByRole('region', { name: text.waitingTitle })
        .getByRole('link', { name: new RegExp(`^${escapeRegExp(text.statusName[1]!)}: \\d+`) });
      await expect(waiting).toBeVisible();
      expect(Number(/: (\d+)/.exec(await waiting.innerText())?.[1])).toBeGreaterThanOrEqual(1);
      await expectAccessible(page, `staff dashboard ${testInfo.project.name} ${lang}`);
      await screenshot(page, testInfo, `staff-dashboard-${lang}`);

      // the waiting count opens the board filtered by that status, in the address
      await waiting.click();
      await expect(page).toHaveURL(/\/staff\/orders\?statusId=1$/);
      await expect(page.getByRole('heading', { level: 1, name: text.orders })).toBeVisible();
      await expect(page.getByLabel(text.status, { exact: true })).toHaveValue('1');

      // filtered by its number: only this order
      await page.getByLabel(text.search, { exact: true }).fill(placed.orderNo);
      await page.getByLabel(text.search, { exact: true }).press('Enter');
      await expect(page).toHaveURL(new RegExp(`/staff/orders\\?statusId=1&q=${escapeRegExp(encodeURIComponent(placed.orderNo))}$`));
      const orderLink = page.getByRole('main').getByRole('link', { name: placed.orderNo, exact: true });
      await expect(orderLink).toHaveCount(1);
      await expectAccessible(page, `staff orders board ${testInfo.project.name} ${lang}`);
      await screenshot(page, testInfo, `staff-orders-board-${lang}`);

      // the same filters as CSV, saved under the server's name
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text.download }).click()]);
      expect(download.suggestedFilename()).toMatch(/^pawsook-orders-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv).toContain(placed.orderNo);
      expect(csv.trim().split('\r\n')).toHaveLength(2);

      // the order: confirm the bank transfer of its total
      await orderLink.click();
      await expect(page).toHaveURL(`/staff/orders/${encodeURIComponent(placed.orderNo)}`);
      await expect(page.getByRole('heading', { level: 1, name: text.orderTitle(placed.orderNo) })).toBeVisible();
      await expect(page.getByLabel(text.paymentAmount, { exact: true })).toHaveValue(placed.netTotalPrice.toFixed(2));
      await expectAccessible(page, `staff order waiting ${testInfo.project.name} ${lang}`);

      // cancelling asks first; keeping the order changes nothing
      await page.getByRole('button', { name: text.statusName[9], exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: text.confirmCancelTitle(placed.orderNo) });
      await expect(confirm).toBeVisible();
      await expectAccessible(page, `staff order cancel confirmation ${testInfo.project.name} ${lang}`);
      await confirm.getByRole('button', { name: text.keep }).click();
      await expect(confirm).toBeHidden();

      await page.getByLabel(text.paymentReference, { exact: true }).fill(`SCB${Date.now()}`);
      await page.getByRole('button', { name: text.paymentConfirm }).click();
      await expect(page.getByRole('status').filter({ hasText: text.paymentApplied })).toBeVisible();
      const facts = page.getByRole('region', { name: lang === 'th' ? 'คำสั่งซื้อ' : 'Order', exact: true });
      await expect(facts).toContainText(text.statusName[2]!);

      // prepare products, by keyboard
      const prepare = page.getByRole('button', { name: text.statusName[3], exact: true });
      await prepare.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: text.moved(text.statusName[3]!) })).toBeVisible();
      await expect(facts).toContainText(text.statusName[3]!);

      // handed to KEX with a parcel number
      const parcelNo = `KEX${Date.now()}`;
      await page.getByLabel(text.carrier, { exact: true }).selectOption({ label: 'KEX Express' });
      await page.getByLabel(text.parcelNo, { exact: true }).fill(parcelNo);
      await page.getByRole('button', { name: text.shipmentSave }).click();
      await expect(page.getByRole('status').filter({ hasText: text.shipmentSaved })).toBeVisible();
      await expect(page.getByRole('region', { name: text.shipmentTitle, exact: true })).toContainText(parcelNo);
      await expectAccessible(page, `staff order prepared ${testInfo.project.name} ${lang}`);
      await screenshot(page, testInfo, `staff-order-${lang}`);

      // a note for the team, kept on the order
      await page.getByLabel(SLIP[lang].noteLabel, { exact: true }).fill(SLIP[lang].note);
      await page.getByRole('button', { name: SLIP[lang].addNote }).click();
      await expect(page.getByRole('region', { name: SLIP[lang].notesTitle })).toContainText(SLIP[lang].note);
      await expect(page.getByLabel(SLIP[lang].noteLabel, { exact: true })).toHaveValue('');

      // the packing slip: the parcel's contents without the shop's chrome, on A5 unless A4 is chosen
      await page.getByRole('link', { name: SLIP[lang].open }).click();
      await expect(page.getByRole('heading', { level: 1, name: SLIP[lang].title(placed.orderNo) })).toBeVisible();
      const slip = page.getByRole('article', { name: SLIP[lang].title(placed.orderNo) });
      await expect(slip).toContainText(parcelNo);
      await expect(slip.getByRole('row')).not.toHaveCount(0);
      await expectAccessible(page, `staff packing slip ${testInfo.project.name} ${lang}`);
      const a5 = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      // one page of 148 × 210 mm (420 × 595 pt)
      expect(a5.toString('latin1').match(/\/MediaBox \[[^\]]*\]/g)).toEqual([expect.stringMatching(/^\/MediaBox \[0 0 4(19|20)(\.\d+)? 59[45](\.\d+)?\]$/)]);
      // the choice is the address: the radio follows once the router has moved (check() would look too early)
      await page.getByRole('radio', { name: 'A4' }).click();
      await expect(page.getByRole('radio', { name: 'A4' })).toBeChecked();
      await expect(page).toHaveURL(/\/packing-slip\?size=a4$/);
      const a4 = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      expect(a4.toString('latin1').match(/\/MediaBox \[[^\]]*\]/g)).toEqual([expect.stringMatching(/^\/MediaBox \[0 0 59[45](\.\d+)? 84[12](\.\d+)?\]$/)]);
      await page.emulateMedia({ media: 'print' });
      await expect(nav).toBeHidden();
      await screenshot(page, testInfo, `staff-packing-slip-${lang}`);
      await page.emulateMedia({ media: 'screen' });

      // the member's tracking shows the parcel and the carrier's page
      await openPage(page, `/user/purchase/tracking/${placed.orderId}?orderNo=${placed.orderNo}`, lang);
      await expect(page.getByRole('heading', { level: 1, name: TRACKING[lang].title(placed.orderNo) })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main).toContainText('KEX Express');
      await expect(main).toContainText(parcelNo);
      await expect(main.getByRole('link', { name: TRACKING[lang].carrierLink })).toHaveAttribute(
        'href',
        `https://th.kex-express.com/th/track/?track=${parcelNo}`,
      );
    });
  });
}
