// Callbacks passed to page.evaluate() run in the browser: type-check them against the DOM.
/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';
import type { Lang } from './shop';

/** Demo catalogue records the journeys use (apps/api seed: 156 products from 920000001). */
export const DEMO = {
  member: { email: 'somchai@example.com', password: 'Pawsook#2026' },
  /** Royal Canin Mini Adult: 800 g ฿395.00 (115 in stock), 2 kg ฿850.00 (12), 4 kg ฿1,490.00 */
  variantProduct: {
    id: 920000001,
    nameTh: 'รอยัล คานิน อาหารสุนัขพันธุ์เล็ก ชนิดเม็ด สูตรสุนัขโต',
    nameEn: 'Royal Canin Mini Adult Dry Dog Food',
    smallSku: 930000001,
    largeSku: 930000002,
  },
  /** Trixie Premium Dog Collar: each colour has its own picture */
  colourProduct: { id: 920000041, blueSku: 930000072, blueImage: '920000041-trx-collar-m-blue.webp' },
  /** Me-O Adult Cat Food 7 kg (Donation), five donation places */
  donationProduct: { id: 920000151, nameEn: 'Me-O Adult Cat Food 7 kg (Donation)' },
  /** every option sold out */
  outOfStockProduct: 920000030,
  /** inactive: shown in its not-displayed state */
  hiddenProduct: 920000028,
  royalCaninBrandId: 910000001,
  catsCategoryId: 900000881,
} as const;

export const CATALOG_TEXT = {
  th: {
    addToCart: 'เพิ่มลงตะกร้า',
    added: 'เพิ่มสินค้าลงในตะกร้าเรียบร้อยแล้ว',
    exceeds: 'ไม่สามารถเพิ่มสินค้าลงในตะกร้าได้ เนื่องจากจำนวนเกินกว่าสินค้าที่มีอยู่',
    refused: 'ไม่สามารถเพิ่มสินค้าลงในตะกร้าได้',
    heart: 'บันทึกเป็นรายการโปรด',
    filters: 'ตัวกรอง',
    showResults: 'ดูผลลัพธ์',
    sortBy: 'เรียงตาม',
    quantity: 'จำนวน',
  },
  en: {
    addToCart: 'Add to cart',
    added: 'Item has been added to your shopping cart.',
    exceeds: 'The item cannot be added to the cart because it exceeds the total number of products.',
    refused: 'Cannot be added to the shopping cart.',
    heart: 'Save to favourites',
    filters: 'Filters',
    showResults: 'Show results',
    sortBy: 'Sort by',
    quantity: 'Quantity',
  },
} as const;

export function productPath(lang: Lang, productId: number): string {
  return `/${lang}/product/${productId}`;
}

/**
 * Signs the demo member in through the API and puts the session cookies on the page's origin
 * (lib/session-storage.ts), so the journeys do not depend on the login modal.
 */
export async function signInAsDemoMember(page: Page, baseURL: string): Promise<void> {
  const response = await page.request.post('/api/v1/auth/email-signin', { data: DEMO.member });
  expect(response.ok(), 'demo member sign-in').toBe(true);
  const { result } = (await response.json()) as { result: { token: string; user: { id: number } } };
  await page.context().addCookies([
    { name: 'pawsook_member_id', value: String(result.user.id), url: baseURL },
    { name: 'pawsook_access_token', value: result.token, url: baseURL },
  ]);
}

/** The bearer token the page's cookies hold (for API calls made by a test). */
export async function memberToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'pawsook_access_token');
  if (!cookie) throw new Error('not signed in');
  return cookie.value;
}

/** Takes a product off the member's favourites (a 404 when it is not there is fine). */
export async function clearFromWishlist(page: Page, productId: number): Promise<void> {
  const token = await memberToken(page);
  await page.request.delete(`/api/v1/wishlist/${productId}`, { headers: { Authorization: `Bearer ${token}` } });
}

/** From now on, every "please sign in" the shop asks for (lib/auth-events.ts) is kept on window. */
export async function recordSignInRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const requests: unknown[] = [];
    Object.assign(window, { __signInRequests: requests });
    window.addEventListener('pawsook:sign-in-requested', (event) => requests.push((event as CustomEvent).detail ?? {}));
  });
}

export async function signInRequests(page: Page): Promise<Array<{ returnTo?: string }>> {
  return page.evaluate(() => (window as unknown as { __signInRequests?: Array<{ returnTo?: string }> }).__signInRequests ?? []);
}

/** The members feature answers a sign-in request with its login dialog; close it to carry on. */
export async function closeSignInDialogIfOpen(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false)) {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

/** totalRecord of GET /api/v1/products for a query, to compare with what the page says. */
export async function apiTotal(page: Page, query: Record<string, string | number>): Promise<number> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await page.request.get(`/api/v1/products?${params.toString()}`);
  const body = (await response.json()) as { totalRecord: number };
  return body.totalRecord;
}

/** "฿1,234.00" → 1234 */
export function baht(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

/** The product cards of the listing's result grid. */
export function resultCards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

/** The count line of a listing ("พบสินค้า 45 รายการ" / "45 products"), as a number. */
export async function shownCount(page: Page): Promise<number> {
  const status = page.getByRole('main').getByRole('status').filter({ hasText: /\d/ }).first();
  await expect(status).toHaveText(/\d/);
  return Number((await status.innerText()).replace(/[^\d]/g, ''));
}
