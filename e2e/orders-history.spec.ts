import { expect, test, type Locator, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { cartButton } from './support/cart';
import { createConfirmedMember, DEMO_MEMBER, MEMBER_TEXT, openAccountMenuLink, signInByApi, submitLogin, toast } from './support/members';
import { ORDER_DEMO, ORDER_TEXT, moveOrder, orderEntry, placeOrderByApi, shipOrder } from './support/orders';
import { describeOneScreenPerLanguage, isPhone, openPage, screenshot, TEXT } from './support/shop';

/** Visible texts of my orders, the order detail, old orders and tracking (features/orders/locales), per language. */
const HISTORY_TEXT = {
  th: {
    tabs: 'คำสั่งซื้อตามสถานะ',
    tab: { all: 'ทั้งหมด', waiting: 'รอชำระเงิน', processing: 'กำลังดำเนินการ', old: 'คำสั่งซื้อเก่า' },
    searchBox: 'หมายเลขคำสั่งซื้อ',
    searchButton: 'ค้นหา',
    sort: 'เรียงตาม',
    noHit: (part: string) => `ไม่พบหมายเลขคำสั่งซื้อที่มี “${part}”`,
    detailTitle: (orderNo: string) => `คำสั่งซื้อ ${orderNo}`,
    status: { 1: 'รอชำระเงิน', 2: 'ยืนยันการชำระเงินแล้ว', 3: 'กำลังเตรียมสินค้า', 4: 'อยู่ระหว่างการจัดส่ง' } as Record<number, string>,
    shipping: 'ที่อยู่จัดส่ง',
    region: 'แขวงพระบรมมหาราชวัง เขตพระนคร กรุงเทพมหานคร 10200',
    products: 'รายการสินค้า',
    totals: 'ยอดรวมคำสั่งซื้อ',
    grandTotal: 'ยอดชำระทั้งหมด',
    buyAgain: (name: string) => `ซื้ออีกครั้ง ${name}`,
    boughtAgain: 'ซื้อซ้ำสำเร็จ:',
    trackThis: 'ติดตามคำสั่งซื้อนี้',
    trackingTitle: (orderNo: string) => `ติดตามพัสดุ ${orderNo}`,
    progress: 'สถานะคำสั่งซื้อ',
    carrier: 'แฟลช เอ็กซ์เพรส',
    carrierLink: 'ติดตามพัสดุบนเว็บไซต์ แฟลช เอ็กซ์เพรส (เปิดในแท็บใหม่)',
    expected: '01/12/2569',
    trackingList: 'ติดตามพัสดุ',
    track: (orderNo: string) => `ติดตาม ${orderNo}`,
    noTransitTitle: 'ไม่มีคำสั่งซื้อที่กำลังจัดส่ง',
    notFound: 'ไม่พบคำสั่งซื้อนี้',
    backToOrders: 'คำสั่งซื้อของฉัน',
    oldIntro: 'คำสั่งซื้อจากร้านค้าเดิมของเรา',
  },
  en: {
    tabs: 'Orders by status',
    tab: { all: 'All', waiting: 'Waiting for payment', processing: 'Processing', old: 'Old orders' },
    searchBox: 'Order number',
    searchButton: 'Search',
    sort: 'Sort',
    noHit: (part: string) => `No order number contains “${part}”`,
    detailTitle: (orderNo: string) => `Order ${orderNo}`,
    status: { 1: 'Waiting for payment', 2: 'Payment confirmation', 3: 'Prepare products', 4: 'In process of delivery' } as Record<number, string>,
    shipping: 'Shipping address',
    region: 'Phra Borom Maha Ratchawang, Khet Phra Nakhon, Bangkok 10200',
    products: 'Products',
    totals: 'Order total',
    grandTotal: 'Grand total',
    buyAgain: (name: string) => `Buy again ${name}`,
    boughtAgain: 'Successful purchase again:',
    trackThis: 'Track this order',
    trackingTitle: (orderNo: string) => `Tracking ${orderNo}`,
    progress: 'Order progress',
    carrier: 'Flash Express',
    carrierLink: 'Follow the parcel on the Flash Express website (opens in a new tab)',
    expected: '01/12/2026',
    trackingList: 'Order tracking',
    track: (orderNo: string) => `Track ${orderNo}`,
    noTransitTitle: 'No orders on their way',
    notFound: 'Order not found',
    backToOrders: 'My orders',
    oldIntro: 'An order from our previous shop',
  },
} as const;

/** The side menu's names of the two order pages (members feature). */
const MENU = { th: { orders: 'คำสั่งซื้อของฉัน', tracking: 'ติดตามพัสดุ' }, en: { orders: 'My orders', tracking: 'Order tracking' } } as const;

/** The demo member's old orders (apps/api/src/db/demo-data/old-orders.ts). */
const OLD_ORDER = {
  orderNo: 'PCG2307150012',
  status: 'จัดส่งสำเร็จ / Delivered',
  remark: 'ฝากไว้กับ รปภ. ได้ครับ',
  item: 'อาหารสุนัขโต รสไก่ 3 กก.',
  total: '฿1,347.00',
};

/** The value beside a term of an order page's labelled rows. */
function fact(scope: Locator, term: string) {
  return scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** Presses Tab from the page's first heading until `target` has the focus: it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`not reached by Tab in ${most} presses`);
}

for (const lang of ['th', 'en'] as const) {
  const text = HISTORY_TEXT[lang];
  const order = ORDER_TEXT[lang];
  const productName = lang === 'th' ? ORDER_DEMO.nameTh : ORDER_DEMO.nameEn;

  test.describe(`my orders, order detail and tracking (${lang})`, () => {
    describeOneScreenPerLanguage(lang, 'desktop');
    test('find an order by number, switch tabs, open its detail, re-order it and follow its parcel', async ({ page }, testInfo) => {
      const member = await createConfirmedMember(page.request, testInfo, `history-${lang}`);
      await signInByApi(page, testInfo, member.email, member.password);
      const waiting = await placeOrderByApi(page);
      const shipped = await placeOrderByApi(page);
      // staff: paid, preparing, handed to Flash Express, on its way
      await moveOrder(page, shipped.orderNo, 2);
      await moveOrder(page, shipped.orderNo, 3);
      await shipOrder(page, shipped.orderNo, { carrier: 'flash', parcelNo: 'TH0123456789A', expectedDeliveryOn: '2026-12-01' });
      await moveOrder(page, shipped.orderNo, 4);

      // my orders: every order, newest first, in a table (desktop) or cards (phone)
      await openPage(page, '/user/purchase/order', lang);
      await expect(page.getByRole('heading', { level: 1, name: order.myOrders })).toBeVisible();
      const tabs = page.getByRole('tablist', { name: text.tabs });
      await expect(tabs.getByRole('tab', { name: text.tab.all })).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.getByRole('tab')).toHaveCount(6);
      await expect(orderEntry(page, waiting.orderNo)).toContainText(text.status[1]!);
      const shippedEntry = orderEntry(page, shipped.orderNo);
      await expect(shippedEntry).toContainText(text.status[4]!);
      await expect(shippedEntry).toContainText(ORDER_DEMO.netTotal);
      await expect(shippedEntry.getByRole('link', { name: order.trackingAction(shipped.orderNo) })).toBeVisible();
      await expectAccessible(page, `my orders ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `orders-history-list-${lang}`);

      // find by part of the number, with Enter; a part no order has says so
      const main = page.getByRole('main');
      const search = main.getByRole('searchbox', { name: text.searchBox });
      const part = shipped.orderNo.slice(-6);
      await search.fill(part);
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`[?&]orderNo=${part}`));
      await expect(orderEntry(page, shipped.orderNo)).toBeVisible();
      await expect(orderEntry(page, waiting.orderNo)).toHaveCount(0);
      await search.fill('NO-SUCH-ORDER');
      await main.getByRole('search').getByRole('button', { name: text.searchButton }).click();
      await expect(main.getByText(text.noHit('NO-SUCH-ORDER'))).toBeVisible();
      await expectAccessible(page, `my orders, no hit ${lang} ${testInfo.project.name}`);
      await search.fill('');
      await search.press('Enter');
      await expect(orderEntry(page, waiting.orderNo)).toBeVisible();

      // the processing tab, by keyboard: Tab reaches the chosen tab, the arrows move, Enter opens
      const allTab = tabs.getByRole('tab', { name: text.tab.all });
      await tabTo(page, allTab);
      await page.keyboard.press('ArrowRight');
      await expect(tabs.getByRole('tab', { name: text.tab.waiting })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      const processing = tabs.getByRole('tab', { name: text.tab.processing });
      await expect(processing).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/[?&]tab=2(&|$)/);
      await expect(orderEntry(page, shipped.orderNo)).toBeVisible();
      await expect(orderEntry(page, waiting.orderNo)).toHaveCount(0);
      await expect(page.getByRole('tabpanel', { name: text.tab.processing })).toBeVisible();
      // back and forward walk through the tabs
      await page.goBack();
      await expect(allTab).toHaveAttribute('aria-selected', 'true');
      await page.goForward();
      await expect(processing).toHaveAttribute('aria-selected', 'true');
      // remembered for the session: after a reload, and on the side menu's plain link
      await page.reload();
      await expect(processing).toHaveAttribute('aria-selected', 'true');
      await openPage(page, '/user/account/profile', lang);
      await openAccountMenuLink(page, lang, MENU[lang].orders);
      await expect(page).toHaveURL('/user/purchase/order');
      await expect(processing).toHaveAttribute('aria-selected', 'true');
      await expect(orderEntry(page, waiting.orderNo)).toHaveCount(0);

      // the order detail, from its number
      await orderEntry(page, shipped.orderNo).getByRole('link', { name: shipped.orderNo, exact: true }).click();
      await expect(page).toHaveURL(`/user/purchase/order/${shipped.orderId}?orderNo=${shipped.orderNo}`);
      await expect(page.getByRole('heading', { level: 1, name: text.detailTitle(shipped.orderNo) })).toBeVisible();
      await expect(fact(main, order.orderNo)).toHaveText(shipped.orderNo);
      await expect(fact(main, order.status)).toHaveText(text.status[4]!);
      const shippingRegion = main.getByRole('region', { name: text.shipping });
      await expect(shippingRegion).toContainText(`${member.name} ${member.surname}`);
      await expect(shippingRegion).toContainText(text.region);
      await expect(main.getByRole('region', { name: text.products })).toContainText(productName);
      await expect(fact(main.getByRole('region', { name: text.totals }), text.grandTotal)).toHaveText(ORDER_DEMO.netTotal);
      await expect(page.locator('.animate-pulse')).toHaveCount(0);
      await expectAccessible(page, `order detail ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `orders-history-detail-${lang}`);

      // order everything again, then one line again: the cart fills, the member stays on the order
      await expect(cartButton(page, lang, 0)).toBeVisible();
      await main.getByRole('button', { name: order.reorder }).click();
      await expect(toast(page, order.reordered)).toBeVisible();
      await expect(cartButton(page, lang, 1)).toBeVisible();
      const buyAgain = main.getByRole('button', { name: text.buyAgain(productName) });
      await tabTo(page, buyAgain);
      await page.keyboard.press('Enter');
      await expect(toast(page, text.boughtAgain)).toBeVisible();
      await expect(cartButton(page, lang, 2)).toBeVisible();
      await expect(page).toHaveURL(`/user/purchase/order/${shipped.orderId}?orderNo=${shipped.orderNo}`);

      // its tracking: every status change, the current one marked, the carrier's page in a new tab
      await main.getByRole('link', { name: text.trackThis }).click();
      await expect(page).toHaveURL(`/user/purchase/tracking/${shipped.orderId}?orderNo=${shipped.orderNo}`);
      await expect(page.getByRole('heading', { level: 1, name: text.trackingTitle(shipped.orderNo) })).toBeVisible();
      const timeline = main.getByRole('region', { name: text.progress }).getByRole('list');
      await expect(timeline.getByRole('listitem')).toHaveCount(4);
      for (const [index, statusId] of [1, 2, 3, 4].entries()) {
        await expect(timeline.getByRole('listitem').nth(index)).toContainText(text.status[statusId]!);
      }
      await expect(timeline.locator('[aria-current="step"]')).toContainText(text.status[4]!);
      await expect(timeline.getByRole('listitem').first()).toContainText(
        lang === 'th' ? /\d{2}\/\d{2}\/25\d{2} \d{2}:\d{2}/ : /\d{2}\/\d{2}\/20\d{2} \d{2}:\d{2}/,
      );
      await expect(main).toContainText(text.carrier);
      await expect(main).toContainText('TH0123456789A');
      await expect(main).toContainText(text.expected);
      const carrierLink = main.getByRole('link', { name: text.carrierLink });
      await expect(carrierLink).toHaveAttribute('href', 'https://www.flashexpress.co.th/fle/tracking?se=TH0123456789A');
      await expect(carrierLink).toHaveAttribute('target', '_blank');
      await expect(carrierLink).toHaveAttribute('rel', /noopener/);
      await expectAccessible(page, `tracking ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `orders-history-tracking-${lang}`);
      await tabTo(page, carrierLink);

      // the tracking list: the orders on their way, not the one still waiting for payment
      await openAccountMenuLink(page, lang, MENU[lang].tracking);
      await expect(page).toHaveURL('/user/purchase/tracking');
      await expect(page.getByRole('heading', { level: 1, name: text.trackingList })).toBeVisible();
      const track = main.getByRole('link', { name: text.track(shipped.orderNo) });
      await expect(track).toBeVisible();
      await expect(main).toContainText(text.expected);
      await expect(main.getByRole('link', { name: text.track(waiting.orderNo) })).toHaveCount(0);
      await expect(page.locator('.animate-pulse')).toHaveCount(0);
      await expectAccessible(page, `tracking list ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `orders-history-tracking-list-${lang}`);
      await track.click();
      await expect(page).toHaveURL(`/user/purchase/tracking/${shipped.orderId}?orderNo=${shipped.orderNo}`);
    });

    test('the old orders tab and an old order in its own layout, as the demo member', async ({ page }, testInfo) => {
      await signInByApi(page, testInfo, DEMO_MEMBER.email, DEMO_MEMBER.password);
      await openPage(page, '/user/purchase/order', lang);
      const tabs = page.getByRole('tablist', { name: text.tabs });
      await tabs.getByRole('tab', { name: text.tab.old }).click();
      await expect(page).toHaveURL(/[?&]tab=5(&|$)/);
      const entry = orderEntry(page, OLD_ORDER.orderNo);
      await expect(entry).toContainText(OLD_ORDER.status);
      await expect(entry).toContainText(OLD_ORDER.total);
      await expect(entry).toContainText(lang === 'th' ? '15/07/2566 10:24' : '15/07/2023 10:24');
      await expect(
        page
          .getByRole('main')
          .locator('tr:visible, li:visible')
          .filter({ hasText: /PCG\d{10}/ }),
      ).toHaveCount(3);
      await expect(page.locator('.animate-pulse')).toHaveCount(0);
      await expectAccessible(page, `old orders ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `orders-history-old-list-${lang}`);

      await entry.getByRole('link', { name: OLD_ORDER.orderNo, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/user/purchase/order/old/\\d+\\?orderNo=${OLD_ORDER.orderNo}$`));
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1, name: text.detailTitle(OLD_ORDER.orderNo) })).toBeVisible();
      await expect(main).toContainText(text.oldIntro);
      await expect(fact(main, order.status)).toHaveText(OLD_ORDER.status);
      await expect(main).toContainText(OLD_ORDER.remark);
      // the item table on a wide screen, a list on a phone
      const items = main.getByRole('region', { name: text.products });
      await expect(items).toContainText(OLD_ORDER.item);
      await expect(items).toContainText(OLD_ORDER.total);
      await expectAccessible(page, `old order ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `orders-history-old-order-${lang}`);
      // its way back is the old orders tab
      await main.getByRole('link', { name: text.tab.old }).click();
      await expect(tabs.getByRole('tab', { name: text.tab.old })).toHaveAttribute('aria-selected', 'true');
    });

    test('a visitor following the header’s tracking link signs in and comes back to it; an order not theirs is not found', async ({ page }, testInfo) => {
      const member = await createConfirmedMember(page.request, testInfo, `history-visitor-${lang}`);
      await openPage(page, '/', lang);
      if (isPhone(testInfo)) {
        await page.getByRole('banner').getByRole('button', { name: TEXT[lang].openMenu }).click();
        await page.getByRole('dialog').getByRole('navigation', { name: TEXT[lang].mainNav }).getByRole('link', { name: text.trackingList }).click();
      } else {
        await page.getByRole('navigation', { name: TEXT[lang].mainNav }).getByRole('link', { name: text.trackingList }).click();
      }
      await expect(page).toHaveURL('/user/purchase/tracking');
      const dialog = page.getByRole('dialog', { name: MEMBER_TEXT[lang].logIn });
      await expect(dialog).toBeVisible();
      await submitLogin(dialog, lang, member.email, member.password);
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL('/user/purchase/tracking');
      await expect(page.getByRole('heading', { level: 1, name: text.trackingList })).toBeVisible();
      await expect(page.getByRole('main').getByText(text.noTransitTitle)).toBeVisible();
      await expectAccessible(page, `tracking list, empty ${lang} ${testInfo.project.name}`);

      // a detail, old order and tracking of no order of this member's
      for (const path of [
        '/user/purchase/order/999999?orderNo=PS000000NOPE00',
        '/user/purchase/order/old/999999?orderNo=OLD1',
        '/user/purchase/tracking/999999?orderNo=PS1',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: text.notFound }), path).toBeVisible();
      }
      await page.goto('/user/purchase/order/999999?orderNo=PS000000NOPE00');
      await expect(page.getByRole('main')).toContainText('PS000000NOPE00');
      await expectAccessible(page, `order not found ${lang} ${testInfo.project.name}`);
      await page.locator('[data-order="not-found"]').getByRole('link', { name: text.backToOrders }).click();
      await expect(page).toHaveURL('/user/purchase/order');
    });
  });
}
