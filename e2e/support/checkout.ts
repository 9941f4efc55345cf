import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { createConfirmedMember } from './members';
import type { PrivateShop } from './private-shop';
import type { Lang } from './shop';

/** Visible texts of checkout step 2's side panel and order (features/checkout/locales, the server's messages). */
export const CHECKOUT_TEXT = {
  th: {
    title: 'จัดส่งและชำระเงิน',
    placeOrder: 'ยืนยันคำสั่งซื้อ',
    missingTitle: 'ข้อมูลยังไม่ครบ',
    noShipping: 'กรุณาเพิ่มที่อยู่จัดส่ง',
    noReceipt: 'กรุณาเพิ่มที่อยู่สำหรับออกใบกำกับภาษี',
    noPayment: 'กรุณาเลือกช่องทางการชำระเงิน',
    ok: 'ตกลง',
    qr: 'ไทยคิวอาร์ (พร้อมเพย์)',
    receiptNeed: 'ต้องการใบกำกับภาษี',
    receiptSame: 'ใช้ที่อยู่เดียวกับที่อยู่จัดส่ง',
    receiptOther: 'ใช้ที่อยู่อื่น',
    taxPayerId: 'เลขประจำตัวผู้เสียภาษี',
    companyName: 'ชื่อบริษัท',
    required: 'กรุณากรอกข้อมูลให้ครบถ้วน',
    promoTitle: 'โค้ดส่วนลด',
    promoLabel: 'กรอกโค้ดส่วนลด',
    apply: 'ใช้โค้ด',
    removeCode: (code: string) => `ยกเลิกโค้ด ${code}`,
    enterCode: 'กรุณากรอกโค้ด',
    notFound: 'ไม่พบโค้ดส่วนลดนี้ กรุณาตรวจสอบแล้วลองอีกครั้ง',
    expired: 'โค้ดนี้หมดอายุแล้ว',
    notStarted: 'โค้ดนี้ยังไม่เริ่มใช้งาน',
    usedUp: 'โค้ดนี้ถูกใช้ครบจำนวนแล้ว',
    coinsTitle: 'ใช้เหรียญเป็นส่วนลด',
    useCoins: 'ใช้เหรียญ',
    coinModal: 'ใช้เหรียญเป็นส่วนลด',
    coins: (n: number) => `${n} เหรียญ`,
    coinsUsed: (n: number) => `ใช้ ${n} เหรียญ`,
    removeCoins: (n: number) => `ยกเลิกการใช้ ${n} เหรียญ`,
    rate: '1 เหรียญ = ฿1.00',
    confirm: 'ยืนยัน',
    coinsTakenOff: 'ส่วนลดจากเหรียญถูกยกเลิกเมื่อใช้โค้ดส่วนลด คุณสามารถใช้เหรียญได้อีกครั้ง',
    codeDiscount: 'ส่วนลดจากโค้ด',
    coinDiscount: 'ส่วนลดจากเหรียญ',
    net: 'ยอดชำระสุทธิ',
    notPlaced: 'ไม่สามารถสั่งซื้อได้',
    cartChanged: 'ตะกร้าสินค้าของคุณมีการเปลี่ยนแปลง กรุณาตรวจสอบอีกครั้ง',
  },
  en: {
    title: 'Delivery and payment',
    placeOrder: 'Place order',
    missingTitle: 'Some details are missing',
    noShipping: 'Please add delivery address.',
    noReceipt: 'Please add the receipt address.',
    noPayment: 'Please select payment method.',
    ok: 'OK',
    qr: 'Thai QR (PromptPay)',
    receiptNeed: 'I need a tax invoice',
    receiptSame: 'Same as the delivery address',
    receiptOther: 'Another address',
    taxPayerId: 'Tax ID',
    companyName: 'Company name',
    required: 'Please complete the information',
    promoTitle: 'Promo code',
    promoLabel: 'Enter a promo code',
    apply: 'Apply',
    removeCode: (code: string) => `Remove code ${code}`,
    enterCode: 'Please enter code.',
    notFound: 'This code does not exist. Please check it and try again.',
    expired: 'This code has expired.',
    notStarted: 'This code cannot be used yet.',
    usedUp: 'This code has been fully used.',
    coinsTitle: 'Coin discount',
    useCoins: 'Use coins',
    coinModal: 'Use coins for a discount',
    coins: (n: number) => `${n} coins`,
    coinsUsed: (n: number) => `${n} coins used`,
    removeCoins: (n: number) => `Stop using ${n} coins`,
    rate: '1 coin = ฿1.00',
    confirm: 'Confirm',
    coinsTakenOff: 'Your coin discount was taken off when the code was applied. You can use coins again.',
    codeDiscount: 'Promo code discount',
    coinDiscount: 'Coin discount',
    net: 'Total to pay',
    notPlaced: 'Your order was not placed',
    cartChanged: 'Your cart has changed. Please check it again.',
  },
} as const;

/** What placing an order leads to: step 3 with the order number as Ref. */
export const STEP_THREE_URL = /\/cart\/checkout\?step=3&Ref=(PS\d{6}[0-9A-Z]{6})$/;

export interface ShopMember {
  token: string;
  add(line: { skuId: number; amount: number; donationId?: number }): Promise<void>;
  /** GET /api/v1/orders/{orderNo}/status as the member */
  orderStatus(orderNo: string): Promise<number>;
  /** the member's orders, newest first */
  orders(): Promise<Array<{ orderNo: string; grandTotalPrice: number; isDonation: boolean }>>;
}

/** A new member of the private shop, signed in on its page (the session's two cookies), with API calls as them. */
export async function memberOfShop(page: Page, shop: PrivateShop, testInfo: TestInfo, label: string): Promise<ShopMember> {
  const member = await createConfirmedMember(page.request, testInfo, label);
  const signedIn = await page.request.post('/api/v1/auth/email-signin', { data: { email: member.email, password: member.password } });
  expect(signedIn.status()).toBe(200);
  const { result } = (await signedIn.json()) as { result: { token: string; user: { id: number } } };
  await page.context().addCookies([
    { name: 'pawsook_member_id', value: String(result.user.id), url: shop.url },
    { name: 'pawsook_access_token', value: encodeURIComponent(result.token), url: shop.url },
  ]);
  const headers = { Authorization: `Bearer ${result.token}` };
  return {
    token: result.token,
    async add({ skuId, amount, donationId }) {
      const response = await page.request.post('/api/v1/carts', {
        headers,
        data: { skuId, amount, orderProductTypeId: donationId ? 2 : 1, donationId: donationId ?? null },
      });
      expect(response.status(), await response.text()).toBe(200);
    },
    async orderStatus(orderNo) {
      const response = await page.request.get(`/api/v1/orders/${encodeURIComponent(orderNo)}/status`, { headers });
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { result: { statusId: number } }).result.statusId;
    },
    async orders() {
      const response = await page.request.get('/api/v1/orders/get-order', { headers });
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { result: Array<{ orderNo: string; grandTotalPrice: number; isDonation: boolean }> }).result;
    },
  };
}

/** A box of step 2's side panel, or its summary (a region named by its heading). */
export function panel(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

/** Presses the place-order button and expects the missing-details alert with `message`, then closes it. */
export async function expectMissing(page: Page, lang: Lang, message: string): Promise<void> {
  const text = CHECKOUT_TEXT[lang];
  await page.getByRole('button', { name: text.placeOrder }).click();
  const alert = page.getByRole('alertdialog', { name: text.missingTitle });
  await expect(alert).toContainText(message);
  await alert.getByRole('button', { name: text.ok }).click();
  await expect(alert).toBeHidden();
}

/** Types a code into the promo box and presses Apply. */
export async function applyCode(page: Page, lang: Lang, code: string): Promise<void> {
  const text = CHECKOUT_TEXT[lang];
  const box = panel(page, text.promoTitle);
  await box.getByLabel(text.promoLabel, { exact: true }).fill(code);
  await box.getByRole('button', { name: text.apply, exact: true }).click();
}

/** Opens the coin modal, chooses `coins` and confirms. */
export async function spendCoins(page: Page, lang: Lang, coins: number): Promise<void> {
  const text = CHECKOUT_TEXT[lang];
  await panel(page, text.coinsTitle).getByRole('button', { name: text.useCoins, exact: true }).click();
  const modal = page.getByRole('dialog', { name: text.coinModal });
  await modal.getByRole('radio', { name: new RegExp(`^${text.coins(coins)} `) }).check();
  await modal.getByRole('button', { name: text.confirm, exact: true }).click();
  await expect(modal).toBeHidden();
}
