import { expect, test, type Page } from './support/test';
import { addAddressByApi } from './support/addresses';
import { expectAccessible } from './support/axe';
import { CHECKOUT_TEXT, memberOfShop, STEP_THREE_URL, type ShopMember } from './support/checkout';
import { ORDER_DEMO, ORDER_TEXT, resultCard, resultPath } from './support/orders';
import { privateShopForFile } from './support/private-shop';
import { type Lang, oneScreenPerLanguage, openPage, screenshot } from './support/shop';

const LANGS = ['th', 'en'] as const;

/** The counter-service texts: the channel at step 2, step 3's button (features/payments/locales), the sandbox counter's page. */
const COUNTER_TEXT = {
  th: {
    channel: 'ชำระที่เคาน์เตอร์เซอร์วิส',
    open: 'รับบาร์โค้ดชำระเงินที่เคาน์เตอร์เซอร์วิส',
    page: 'เคาน์เตอร์เซอร์วิส (ทดสอบ)',
    barcode: (orderNo: string) => `บาร์โค้ดชำระเงินของคำสั่งซื้อ ${orderNo}`,
    ref1: 'เลขอ้างอิง 1',
    ref2: 'เลขอ้างอิง 2',
    amount: 'จำนวนเงิน',
    due: 'ชำระภายใน',
    dueValue: /^\d{2}\/\d{2}\/25\d{2} \d{2}:\d{2} น\.$/,
    pay: 'ชำระที่เคาน์เตอร์แล้ว',
    back: 'กลับไปที่ร้านค้า',
    paid: (orderNo: string) => `ชำระเงิน ${ORDER_DEMO.netTotal} สำหรับคำสั่งซื้อ ${orderNo} เรียบร้อยแล้ว`,
  },
  en: {
    channel: 'Counter service',
    open: 'Get the counter-service barcode',
    page: 'Sandbox counter service',
    barcode: (orderNo: string) => `Bill-payment barcode for order ${orderNo}`,
    ref1: 'Reference 1',
    ref2: 'Reference 2',
    amount: 'Amount',
    due: 'Pay by',
    dueValue: /^\d{2}\/\d{2}\/20\d{2} \d{2}:\d{2}$/,
    pay: 'Paid at the counter',
    back: 'Back to the shop',
    paid: (orderNo: string) => `Paid ${ORDER_DEMO.netTotal} for order ${orderNo}.`,
  },
} as const;

// Placing orders takes stock: these journeys run on a shop of their own.
const shop = privateShopForFile();

/** A fact of the counter page's bill: the value beside its label. */
function billFact(page: Page, label: string) {
  return page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

/** A member with one finch food in the cart and a delivery address places it with counter service at step 2. */
async function placeCounterOrder(page: Page, member: ShopMember, lang: Lang): Promise<void> {
  await member.add({ skuId: ORDER_DEMO.skuId, amount: 1 });
  await addAddressByApi(page.request, member.token, 'shipping', { name: 'Malee', isDefault: true });
  await openPage(page, '/cart/checkout?step=2', lang);
  await expect(page.getByRole('heading', { level: 1, name: CHECKOUT_TEXT[lang].title })).toBeVisible();
  await page.getByRole('radio', { name: COUNTER_TEXT[lang].channel }).check();
  await page.getByRole('button', { name: CHECKOUT_TEXT[lang].placeOrder }).click();
}

for (const lang of LANGS) {
  const text = COUNTER_TEXT[lang];
  const order = ORDER_TEXT[lang];

  test(`counter service: placed at step 2, the counter page shows the barcode, "paid at the counter" makes step 3 paid (${lang})`, async ({
    browser,
  }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    const { context, page } = await shop.open(browser, testInfo);
    try {
      const member = await memberOfShop(page, shop, testInfo, `counter-pay-${lang}`);
      await placeCounterOrder(page, member, lang);
      // step 3 posts the encrypted payment data to the counter page by itself
      await expect(page).toHaveURL(/\/sandbox\/counter$/);
      const [placed] = await member.orders();
      const orderNo = placed!.orderNo;
      await expect(page.getByRole('heading', { level: 1, name: text.page })).toBeVisible();
      const barcode = page.getByRole('img', { name: text.barcode(orderNo) });
      await expect(barcode).toBeVisible();
      // as wide as a phone allows (a scanner needs its bars wide enough), and a steady size on a desktop
      const viewportWidth = page.viewportSize()!.width;
      expect((await barcode.boundingBox())?.width, 'the barcode is wide enough to scan').toBeGreaterThanOrEqual(Math.min(440, viewportWidth * 0.9));
      await expect(billFact(page, text.ref1)).toHaveText('REGULAR');
      await expect(billFact(page, text.ref2)).toHaveText(orderNo);
      await expect(billFact(page, text.amount)).toHaveText(ORDER_DEMO.netTotal);
      await expect(billFact(page, text.due)).toHaveText(text.dueValue);
      await expectAccessible(page, `counter page ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `checkout-counter-barcode-${lang}`);

      // back to the shop without paying: the order waits, and its button brings the barcode again
      await page.getByRole('link', { name: text.back }).click();
      await expect(page).toHaveURL(resultPath(orderNo));
      const waiting = resultCard(page, order.waiting);
      await expect(waiting).toBeVisible();
      const again = waiting.getByRole('button', { name: text.open });
      await expect(again).toBeVisible();
      expect(await member.orderStatus(orderNo)).toBe(1);
      await expectAccessible(page, `step 3 waiting with counter service ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `checkout-counter-waiting-${lang}`);
      await again.click();
      await expect(page).toHaveURL(/\/sandbox\/counter$/);
      await expect(page.getByRole('img', { name: text.barcode(orderNo) })).toBeVisible();

      await page.getByRole('button', { name: text.pay }).click();
      await expect(page.getByRole('status')).toHaveText(text.paid(orderNo));
      expect(await member.orderStatus(orderNo)).toBe(2);
      await page.getByRole('link', { name: text.back }).click();
      await expect(page).toHaveURL(STEP_THREE_URL);
      await expect(page).toHaveURL(resultPath(orderNo));
      const paid = resultCard(page, order.paid);
      await expect(paid).toBeVisible();
      await expect(paid).toContainText(orderNo);
      await screenshot(page, testInfo, `checkout-counter-paid-${lang}`);

      // the member also got the barcode by e-mail (the development mailbox shows the mail's image)
      await page.goto('/dev/mailbox');
      await expect(page.getByRole('img', { name: text.barcode(orderNo) })).toBeVisible();
    } finally {
      await context.close();
    }
  });
}
