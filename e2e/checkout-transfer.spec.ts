import { expect, test } from './support/test';
import { transferSlipImage } from '../apps/api/test/transfer-slip-image';
import { expectAccessible } from './support/axe';
import { createConfirmedMember, signInByApi } from './support/members';
import { ORDER_DEMO, ORDER_TEXT, placeOrderByApi, resultCard, resultPath } from './support/orders';
import { modalFact, TRANSFER_TEXT } from './support/payments';
import { oneScreenPerLanguage, openPage, screenshot } from './support/shop';
import { signInStaffAs, STAFF_ORDER_TEXT } from './support/staff';

/** The transfer dialog's and the back office's slip texts (features/payments and features/staff locales), per language. */
const SLIP_TEXT = {
  th: {
    qrLabel: (orderNo: string) => `QR พร้อมเพย์สำหรับชำระ ${ORDER_DEMO.netTotal} ของคำสั่งซื้อ ${orderNo}`,
    bank: 'ธนาคาร',
    bankName: 'ธนาคารกสิกรไทย',
    accountNumber: 'เลขที่บัญชี',
    send: 'ส่งสลิปการโอนเงิน',
    sent: 'ส่งสลิปแล้ว เราจะตรวจสอบและยืนยันการชำระเงินให้',
    checking: 'เราได้รับสลิปแล้วและกำลังตรวจสอบ คำสั่งซื้อจะไม่หมดอายุระหว่างนี้',
    slipChecking: 'กำลังตรวจสอบ',
    notPicture: 'สลิปต้องเป็นรูปภาพ .png, .jpg หรือ .jpeg เท่านั้น',
    slipWaiting: 'สลิปรอตรวจ',
    slipsTitle: 'สลิปการโอนเงิน',
    confirm: `ยืนยันการชำระเงิน ${ORDER_DEMO.netTotal}`,
  },
  en: {
    qrLabel: (orderNo: string) => `PromptPay QR to pay ${ORDER_DEMO.netTotal} for order ${orderNo}`,
    bank: 'Bank',
    bankName: 'Kasikornbank',
    accountNumber: 'Account number',
    send: 'Send transfer slip',
    sent: 'Slip sent. We will check it and confirm your payment.',
    checking: 'We received your slip and are checking it. Your order will not expire meanwhile.',
    slipChecking: 'Checking',
    notPicture: 'A slip must be a .png, .jpg or .jpeg picture.',
    slipWaiting: 'Slip waiting',
    slipsTitle: 'Transfer slips',
    confirm: `Confirm payment of ${ORDER_DEMO.netTotal}`,
  },
} as const;

for (const lang of ['th', 'en'] as const) {
  test(`a bank transfer paid with a slip: the PromptPay QR with the amount, the slip sent, staff confirm it, the member sees it paid (${lang})`, async ({
    page,
  }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    const text = SLIP_TEXT[lang];
    const transfer = TRANSFER_TEXT[lang];
    const reference = `E2E${Date.now()}${lang.toUpperCase()}`;

    const member = await createConfirmedMember(page.request, testInfo, `transfer-slip-${lang}`);
    await signInByApi(page, testInfo, member.email, member.password);
    const placed = await placeOrderByApi(page, 1, { kind: 'transfer' });

    // step 3: the dialog carries the QR with the amount and the shop's account
    await openPage(page, resultPath(placed.orderNo), lang);
    await resultCard(page, ORDER_TEXT[lang].waiting).getByRole('button', { name: transfer.open }).click();
    const dialog = page.getByRole('dialog', { name: transfer.title });
    await expect(dialog.getByRole('img', { name: text.qrLabel(placed.orderNo) })).toBeVisible();
    await expect(modalFact(dialog, transfer.amount)).toHaveText(ORDER_DEMO.netTotal);
    await expect(modalFact(dialog, text.bank)).toHaveText(text.bankName);
    await expect(modalFact(dialog, text.accountNumber)).toHaveText('0481234567');
    await expect(dialog.getByRole('timer')).toBeVisible();
    await expectAccessible(page, `transfer dialog with QR ${lang} ${testInfo.project.name}`);

    // something that is not a picture is refused in the shopper's language, and nothing is sent
    const input = dialog.getByTestId('transfer-slip-input');
    await input.setInputFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
    await expect(dialog.getByRole('alert')).toHaveText(text.notPicture);

    // the slip: sent as soon as it is chosen, then listed as being checked, and the order held
    await input.setInputFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: await transferSlipImage({ reference }) });
    await expect(dialog.getByRole('status').filter({ hasText: text.sent })).toBeVisible();
    await expect(dialog.getByText(text.checking)).toBeVisible();
    await expect(dialog.getByText(text.slipChecking, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: text.send })).toHaveCount(0);
    await expectAccessible(page, `transfer dialog with a slip ${lang} ${testInfo.project.name}`);
    await screenshot(page, testInfo, `transfer-slip-sent-${lang}`);

    // an operator finds it among the slips waiting, sees the reference the slip's QR carries, and confirms it
    await signInStaffAs(page, 'operator', lang);
    await page.goto('/staff/orders?slipWaiting=true');
    const row = page.getByRole('link', { name: placed.orderNo, exact: true }).filter({ visible: true }).first();
    await expect(row).toBeVisible();
    await expect(page.getByText(text.slipWaiting).filter({ visible: true }).first()).toBeVisible();
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: STAFF_ORDER_TEXT[lang].orderTitle(placed.orderNo) })).toBeVisible();
    const slips = page.getByRole('region', { name: text.slipsTitle });
    await expect(slips).toContainText(reference);
    await expect(slips.getByRole('img')).toBeVisible();
    await expectAccessible(page, `staff transfer slips ${lang} ${testInfo.project.name}`);
    await screenshot(page, testInfo, `staff-transfer-slip-${lang}`);
    await slips.getByRole('button', { name: text.confirm }).click();
    const facts = page.getByRole('region', { name: lang === 'th' ? 'คำสั่งซื้อ' : 'Order', exact: true });
    await expect(facts).toContainText(STAFF_ORDER_TEXT[lang].statusName[2]!);
    await expect(slips.getByRole('button', { name: text.confirm })).toHaveCount(0);

    // the member's step 3 says it is paid
    await openPage(page, resultPath(placed.orderNo), lang);
    await expect(resultCard(page, ORDER_TEXT[lang].paid)).toBeVisible();
  });
}
