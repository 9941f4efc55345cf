import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { createConfirmedMember, signInByApi } from './support/members';
import { ORDER_DEMO, ORDER_TEXT, placeOrderByApi, resultCard, resultPath } from './support/orders';
import { CARD_TEXT, expectCardGateway, payOnCardGateway, TEST_CARD } from './support/payments';
import { oneScreenPerLanguage, openPage, screenshot } from './support/shop';
import { STAFF_ORDER_TEXT } from './support/staff';
import { signInStaffAs } from './support/staff';

/** The order page's refund and the status names it ends with (features/staff/locales, the shared status names); ฿279.00 is ORDER_DEMO's total, the card channel's name the demo's. */
const REFUND_TEXT = {
  th: {
    order: 'คำสั่งซื้อ',
    confirmCancel: 'ยกเลิกคำสั่งซื้อ',
    actions: 'การดำเนินการ',
    refund: 'คืนเงิน',
    confirmRefundTitle: 'คืนเงิน ฿279.00 ผ่านบัตรเครดิต / บัตรเดบิต ใช่ไหม',
    confirmRefund: 'คืนเงิน ฿279.00',
    notNow: 'ยังไม่คืน',
    refunded: 'ส่งคำขอคืนเงินแล้ว',
    final: 'คำสั่งซื้อนี้สิ้นสุดแล้ว (โอนเงินคืนสำเร็จ) ไม่มีสิ่งใดที่ทำกับคำสั่งซื้อนี้ได้อีก ไม่ว่าจะมีบทบาทใด',
    history: 'ประวัติ',
    refundDone: `฿279.00 · บัตร · คืนเงินแล้ว`,
    status: { 9: 'ยกเลิก', 11: 'โอนเงินคืนสำเร็จ' } as Record<number, string>,
    memberStatus: 'สถานะ',
    memberTitle: (orderNo: string) => `คำสั่งซื้อ ${orderNo}`,
  },
  en: {
    order: 'Order',
    confirmCancel: 'Cancel the order',
    actions: 'Actions',
    refund: 'Refund',
    confirmRefundTitle: 'Refund ฿279.00 to Credit / debit card?',
    confirmRefund: 'Refund ฿279.00',
    notNow: 'Not now',
    refunded: 'The refund is sent.',
    final: 'This order has reached its end (Successfully transfer money): it is final, and nothing more can be done to it, whatever the role.',
    history: 'History',
    refundDone: `฿279.00 · card · Done`,
    status: { 9: 'Cancel', 11: 'Successfully transfer money' } as Record<number, string>,
    memberStatus: 'Status',
    memberTitle: (orderNo: string) => `Order ${orderNo}`,
  },
} as const;

for (const lang of ['th', 'en'] as const) {
  test(`a card payment refunded from the back office: cancelled, handed back through the provider, refunded for the member too (${lang})`, async ({
    page,
  }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo, 'desktop');
    const text = REFUND_TEXT[lang];
    const orderText = STAFF_ORDER_TEXT[lang];

    // a member pays an order by card at the sandbox gateway
    const member = await createConfirmedMember(page.request, testInfo, `staff-refund-${lang}`);
    await signInByApi(page, testInfo, member.email, member.password);
    const placed = await placeOrderByApi(page, 1, { kind: 'card' });
    await openPage(page, resultPath(placed.orderNo), lang);
    await resultCard(page, ORDER_TEXT[lang].waiting).getByRole('button', { name: CARD_TEXT[lang].open }).click();
    await expectCardGateway(page, placed.orderNo, ORDER_DEMO.netTotal);
    await payOnCardGateway(page, TEST_CARD.pays);
    await expect(page).toHaveURL(resultPath(placed.orderNo));
    await expect(resultCard(page, ORDER_TEXT[lang].paid)).toBeVisible();

    // a manager opens it in the back office and cancels it (asked first)
    await signInStaffAs(page, 'manager', lang);
    await page.goto(`/staff/orders/${encodeURIComponent(placed.orderNo)}`);
    await expect(page.getByRole('heading', { level: 1, name: orderText.orderTitle(placed.orderNo) })).toBeVisible();
    const facts = page.getByRole('region', { name: text.order, exact: true });
    await expect(facts).toContainText(orderText.statusName[2]!);
    await page.getByRole('button', { name: text.status[9], exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: orderText.confirmCancelTitle(placed.orderNo) });
    await confirm.getByRole('button', { name: text.confirmCancel, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(facts).toContainText(text.status[9]!);

    // the refund goes through the provider that took the card: 9 → 10 → 11
    const refund = page.getByRole('button', { name: text.refund, exact: true });
    await expect(refund).toBeVisible();
    await expectAccessible(page, `staff order cancelled, to refund ${testInfo.project.name} ${lang}`);
    // it asks first, naming the amount and the channel; "not now" sends nothing
    await refund.click();
    const confirmRefund = page.getByRole('alertdialog', { name: text.confirmRefundTitle });
    await expect(confirmRefund).toBeVisible();
    await expectAccessible(page, `staff refund confirmation ${testInfo.project.name} ${lang}`);
    await confirmRefund.getByRole('button', { name: text.notNow, exact: true }).click();
    await expect(confirmRefund).toBeHidden();
    await expect(facts).toContainText(text.status[9]!);
    await refund.click();
    await confirmRefund.getByRole('button', { name: text.confirmRefund, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: text.refunded })).toBeVisible();
    await expect(facts).toContainText(text.status[11]!);
    // the history names the refund: the whole payment, back to the card, done
    await expect(page.getByRole('region', { name: text.history, exact: true })).toContainText(text.refundDone);
    await expect(refund).toHaveCount(0);
    // at its end the order says it is final, not that the role may only read it
    await expect(page.getByRole('region', { name: text.actions, exact: true })).toContainText(text.final);
    await expectAccessible(page, `staff order refunded ${testInfo.project.name} ${lang}`);
    await screenshot(page, testInfo, `staff-order-refunded-${lang}`);

    // the member's order page says so too
    await openPage(page, `/user/purchase/order/${placed.orderId}?orderNo=${placed.orderNo}`, lang);
    await expect(page.getByRole('heading', { level: 1, name: text.memberTitle(placed.orderNo) })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator('dt', { hasText: new RegExp(`^${text.memberStatus}$`) }).locator('xpath=following-sibling::dd[1]')).toHaveText(text.status[11]!);
    await expectAccessible(page, `member order refunded ${testInfo.project.name} ${lang}`);
  });
}
