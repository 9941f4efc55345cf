import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { Lang } from './shop';

/** Visible texts of the Thai QR modal (features/payments/locales), per language. */
export const PAYMENT_TEXT = {
  th: {
    title: 'ชำระเงินด้วยไทยคิวอาร์',
    open: 'ชำระเงินด้วยไทยคิวอาร์',
    qrLabel: (orderNo: string) => `ไทยคิวอาร์โค้ดสำหรับคำสั่งซื้อ ${orderNo}`,
    amount: 'ยอดที่ต้องชำระ',
    billerName: 'ชำระให้',
    billerId: 'รหัสผู้รับชำระ (Biller ID)',
    ref1: 'หมายเลขอ้างอิง 1',
    ref2: 'หมายเลขอ้างอิง 2 (หมายเลขคำสั่งซื้อ)',
    payBy: 'ชำระภายใน',
    payByValue: (dateTime: string) => `${dateTime} น.`,
    close: 'ปิด',
    expired: 'QR CODE หมดอายุแล้ว',
    sandboxLabel: 'ตัวช่วยทดสอบ',
    sandboxLink: 'ชำระในแอปธนาคารจำลอง',
  },
  en: {
    title: 'Pay with Thai QR',
    open: 'Pay with Thai QR',
    qrLabel: (orderNo: string) => `Thai QR code for order ${orderNo}`,
    amount: 'Amount to pay',
    billerName: 'Pay to',
    billerId: 'Biller ID',
    ref1: 'Reference 1',
    ref2: 'Reference 2 (order number)',
    payBy: 'Pay by',
    payByValue: (dateTime: string) => `${dateTime} (Thailand time)`,
    close: 'Close',
    expired: 'QR CODE has expired.',
    sandboxLabel: 'Test helper',
    sandboxLink: 'Pay in the sandbox bank app',
  },
} as const;

/** What GET /api/v1/orders/{orderNo}/payment answers (packages/shared/src/schemas/orders.ts). */
export interface OrderPayment {
  orderNo: string;
  orderId: number;
  statusId: number;
  kind: string;
  netTotalPrice: number;
  expiryDate: string;
  qr: { payload: string; billerId: string; billerName: string; ref1: string; ref2: string } | null;
  sandboxUrl: string | null;
  card: { action: string; fields: Record<string, string> } | null;
}

/** The order's payment as the member's API call answers it. */
export async function orderPaymentByApi(request: APIRequestContext, token: string, orderNo: string): Promise<OrderPayment> {
  const response = await request.get(`/api/v1/orders/${encodeURIComponent(orderNo)}/payment`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: OrderPayment }).result;
}

/** The Thai QR modal, a dialog named by its title. */
export function qrModal(page: Page, lang: Lang): Locator {
  return page.getByRole('dialog', { name: PAYMENT_TEXT[lang].title });
}

/** The value beside a term of the modal ("Reference 1" → "REGULAR"). */
export function modalFact(modal: Locator, term: string): Locator {
  return modal.locator('dt', { hasText: new RegExp(`^${escapeRegExp(term)}$`) }).locator('xpath=following-sibling::dd[1]');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Closes the QR modal with its Close button (the one that says so, not the corner's ✕) and waits until it has gone. */
export async function closeQrModal(page: Page, lang: Lang): Promise<void> {
  const modal = qrModal(page, lang);
  const close = PAYMENT_TEXT[lang].close;
  await modal.getByRole('button', { name: close, exact: true }).filter({ hasText: close }).click();
  await expect(modal).toBeHidden();
}

/**
 * Pays the bill in the shop's sandbox bank, which the modal's test-helper link opens in a new tab:
 * Pay there, and the bank says "Paid". Returns when the bank has answered; the tab is closed.
 */
export async function payInSandboxBank(context: BrowserContext, modal: Locator, lang: Lang): Promise<void> {
  const link = modal.getByRole('link', { name: new RegExp(`^${escapeRegExp(PAYMENT_TEXT[lang].sandboxLink)}`) });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  const [bank] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await bank.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(bank.getByRole('status')).toContainText('Paid');
  await bank.close();
}

/**
 * An instant as the QR modal writes its pay-by time, worked out here on its own: DD/MM/YYYY
 * HH:mm:ss in Bangkok time (UTC+7, no daylight saving), the year in the Buddhist era (+543) in Thai.
 */
export function shopDateTimeSeconds(iso: string, lang: Lang): string {
  const bangkok = new Date(new Date(iso).getTime() + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const year = bangkok.getUTCFullYear() + (lang === 'th' ? 543 : 0);
  return `${two(bangkok.getUTCDate())}/${two(bangkok.getUTCMonth() + 1)}/${year} ${two(bangkok.getUTCHours())}:${two(bangkok.getUTCMinutes())}:${two(bangkok.getUTCSeconds())}`;
}

/** What the tab keeps of the order (features/orders/placed-order.ts). */
export function rememberedOrder(page: Page): Promise<{ orderNo: string; statusId: number; orderId?: number; payNow?: boolean } | null> {
  return page.evaluate(() => JSON.parse(window.sessionStorage.getItem('pawsook.order.placed') ?? 'null'));
}

/** The payment channels' names at step 2 (the shop's channel rows, apps/api/src/modules/payments/payment-channel-seed.ts). */
export const CHANNEL_NAME = {
  th: { card: 'บัตรเครดิต / บัตรเดบิต', wallet: 'วอลเล็ท (e-Wallet)', transfer: 'โอนผ่าน QR โค้ด' },
  en: { card: 'Credit / debit card', wallet: 'e-Wallet', transfer: 'QR code transfer' },
} as const;

/** Visible texts of the bank transfer's order-info dialog (features/payments/locales), per language. */
export const TRANSFER_TEXT = {
  th: {
    open: 'ข้อมูลการชำระเงิน',
    title: 'ชำระเงินด้วยการโอน',
    orderNo: 'หมายเลขคำสั่งซื้อ',
    amount: 'ยอดที่ต้องชำระ',
    payBy: 'ชำระภายใน',
    payByValue: (dateTime: string) => `${dateTime} น.`,
    close: 'ปิด',
  },
  en: {
    open: 'Payment details',
    title: 'Pay by bank transfer',
    orderNo: 'Order number',
    amount: 'Amount to pay',
    payBy: 'Pay by',
    payByValue: (dateTime: string) => `${dateTime} (Thailand time)`,
    close: 'Close',
  },
} as const;

/** The error toast for an order whose channel the web app does not know (cart spec §4, §8). */
export const NOT_AVAILABLE_TEXT = {
  th: (orderNo: string) => `คำสั่งซื้อ ${orderNo} ยังไม่เปิดให้ชำระเงินผ่านช่องทางนี้`,
  en: (orderNo: string) => `Payment for order ${orderNo} is not available yet.`,
} as const;

/** Visible texts of the card payment on step 3 (features/payments/locales), per language. */
export const CARD_TEXT = {
  th: { open: 'ชำระเงินด้วยบัตร', leaving: 'กำลังพาคุณไปยังหน้าชำระเงินที่ปลอดภัยของธนาคาร…' },
  en: { open: 'Pay by card', leaving: "Taking you to your bank's secure payment page…" },
} as const;

/** The sandbox card gateway's test cards (apps/api/src/modules/payments/card-sandbox-script.ts). */
export const TEST_CARD = { pays: '4111 1111 1111 1111', declined: '4000 0000 0000 0002', threeDSecure: '4000 0000 0000 3220', otp: '123456' } as const;

/**
 * The sandbox card gateway's page (English only: it stands in for the bank's): the hosted form's
 * at /sandbox/card/pay, or with `checkout` the payment-link provider's checkout page.
 */
export async function expectCardGateway(page: Page, orderNo: string, amount: string, { checkout = false }: { checkout?: boolean } = {}): Promise<void> {
  await expect(page).toHaveURL(checkout ? /\/sandbox\/card\/checkout\?session=/ : /\/sandbox\/card\/pay$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox card gateway' })).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: orderNo })).toBeVisible();
  await expect(page.locator('dd.amount')).toHaveText(amount);
}

/**
 * Types a test card on the sandbox gateway's page and pays; with `otp`, answers its 3-D Secure step.
 * The gateway then sends the shopper back to step 3.
 */
export async function payOnCardGateway(page: Page, card: string, { otp }: { otp?: string } = {}): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  if (otp !== undefined) {
    await expect(page.getByRole('heading', { name: '3-D Secure' })).toBeVisible();
    await expect(page.getByLabel('One-time password')).toBeFocused();
    await page.getByLabel('One-time password').fill(otp);
    await page.getByRole('button', { name: 'Confirm' }).click();
  }
}

/** Visible texts of the e-wallet modal (features/payments/locales), per language. */
export const WALLET_TEXT = {
  th: {
    open: 'ชำระเงินด้วย e-Wallet',
    title: 'ชำระเงินด้วย e-Wallet',
    qrLabel: (orderNo: string) => `คิวอาร์โค้ด e-Wallet สำหรับคำสั่งซื้อ ${orderNo}`,
    amount: 'ยอดที่ต้องชำระ',
    orderNo: 'หมายเลขคำสั่งซื้อ',
    expired: 'QR CODE หมดอายุแล้ว',
    renew: 'ขอคิวอาร์โค้ดใหม่',
    openApp: 'เปิดแอป e-Wallet',
    close: 'ปิด',
    sandboxLabel: 'ตัวช่วยทดสอบ',
    sandboxLink: 'ชำระในแอปวอลเล็ทจำลอง',
    providerUnavailable: 'ไม่สามารถติดต่อ e-Wallet ได้ในขณะนี้ กรุณาลองใหม่อีกครั้งในอีกสักครู่',
    retry: 'ลองอีกครั้ง',
  },
  en: {
    open: 'Pay with e-wallet',
    title: 'Pay with e-wallet',
    qrLabel: (orderNo: string) => `e-Wallet QR code for order ${orderNo}`,
    amount: 'Amount to pay',
    orderNo: 'Order number',
    expired: 'QR CODE has expired.',
    renew: 'Get a new QR',
    openApp: 'Open e-wallet app',
    close: 'Close',
    sandboxLabel: 'Test helper',
    sandboxLink: 'Pay in the sandbox wallet',
    providerUnavailable: 'The e-wallet cannot be reached at the moment. Please try again in a little while.',
    retry: 'Try again',
  },
} as const;

/** The e-wallet modal, a dialog named by its title. */
export function walletModal(page: Page, lang: Lang): Locator {
  return page.getByRole('dialog', { name: WALLET_TEXT[lang].title });
}

/**
 * Pays the wallet's QR in the shop's sandbox wallet, opened in a new tab: on a phone by the modal's
 * "Open e-wallet app" button (the wallet's link), elsewhere by the test-helper link. Returns when
 * the wallet has answered; the tab is closed.
 */
export async function payInSandboxWallet(context: BrowserContext, modal: Locator, lang: Lang, { phone }: { phone: boolean }): Promise<void> {
  const text = WALLET_TEXT[lang];
  const link = phone
    ? modal.getByRole('link', { name: new RegExp(`^${escapeRegExp(text.openApp)}`) })
    : modal.getByRole('link', { name: new RegExp(`^${escapeRegExp(text.sandboxLink)}`) });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', /^\/sandbox\/wallet\/pay\?token=/);
  const [wallet] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(wallet.getByRole('heading', { name: 'Sandbox wallet' })).toBeVisible();
  await wallet.getByRole('button', { name: /^Pay / }).click();
  await expect(wallet.getByRole('status')).toContainText('Paid');
  await wallet.close();
}
