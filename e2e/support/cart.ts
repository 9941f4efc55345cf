import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from './shop';

/** Visible texts of the cart (features/cart/locales), per language. */
export const CART_TEXT = {
  th: {
    cartButton: (count: number) => (count === 0 ? 'ตะกร้าสินค้า' : `ตะกร้าสินค้า ${count} ชิ้น`),
    miniTitle: (count: number) => `ตะกร้าของฉัน (${count})`,
    empty: '-- ไม่มีสินค้าในตะกร้า --',
    quantity: (count: number) => `จำนวน ${count}`,
    goToCheckout: 'ไปที่หน้าสั่งซื้อ',
    title: 'ตะกร้าสินค้า',
    general: 'สินค้าทั่วไป',
    donation: (place: string) => `บริจาคให้ ${place}`,
    more: (name: string) => `เพิ่มจำนวน ${name}`,
    fewer: (name: string) => `ลดจำนวน ${name}`,
    delete: (name: string) => `ลบ ${name}`,
    cannotReduce: 'ไม่สามารถลดจำนวนได้อีก หากไม่ต้องการสินค้านี้ กรุณาลบออกจากตะกร้า',
    cannotIncrease: 'ไม่สามารถเพิ่มจำนวนได้ เนื่องจากเกินจำนวนสินค้าคงเหลือ',
    deleted: 'ลบเรียบร้อยแล้ว',
    summary: 'สรุปคำสั่งซื้อ',
    shipping: 'ค่าจัดส่ง',
    grandTotal: 'ยอดรวมทั้งสิ้น',
    promotionDiscount: 'ส่วนลดโปรโมชั่น',
    total: 'ราคาสินค้า',
    free: 'ฟรี',
    shippingDonation: 'ส่งฟรีถึงสถานที่รับบริจาค',
    buy: 'สั่งซื้อสินค้า',
    selectProduct: 'กรุณาเลือกสินค้า',
    unavailable: /มีสินค้าที่หมด งดจำหน่าย/,
    stepDetails: 'การจัดส่งและชำระเงิน',
    detailsProducts: 'สินค้าในคำสั่งซื้อนี้',
    backToCart: 'แก้ไขสินค้าในตะกร้า',
    coins: (n: number) => `${n} เหรียญ`,
    coinsLabel: 'เหรียญ PCG ของคุณ',
    rewards: 'แลกเหรียญเป็นของรางวัล',
    coinReward: 'ของรางวัลจากเหรียญ',
    outOfStock: 'สินค้าหมด',
    notDisplayed: 'งดจำหน่าย',
    complimentary: 'ของแถม',
    guestTitle: 'เข้าสู่ระบบเพื่อสั่งซื้อ',
    deletePlace: (place: string) => `ลบสินค้าบริจาคของ ${place}`,
    inactivePlace: /ยังไม่เปิดรับบริจาคในขณะนี้/,
    showItems: (place: string) => `แสดงสินค้าของ ${place}`,
  },
  en: {
    cartButton: (count: number) => (count === 0 ? 'Cart' : count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`),
    miniTitle: (count: number) => `My cart (${count})`,
    empty: '-- Cart is empty --',
    quantity: (count: number) => `Quantity ${count}`,
    goToCheckout: 'Go to checkout',
    title: 'My cart',
    general: 'General products',
    donation: (place: string) => `Donation to ${place}`,
    more: (name: string) => `One more ${name}`,
    fewer: (name: string) => `One fewer ${name}`,
    delete: (name: string) => `Delete ${name}`,
    cannotReduce: 'The quantity cannot be reduced any further. Please delete the item if you no longer want it.',
    cannotIncrease: 'The quantity cannot be increased because it exceeds the total stock.',
    deleted: 'Deleted successfully',
    summary: 'Order summary',
    shipping: 'Shipping',
    grandTotal: 'Grand total',
    promotionDiscount: 'Promotion discount',
    total: 'Total',
    free: 'Free',
    shippingDonation: 'Free to the donation place',
    buy: 'Buy',
    selectProduct: 'Please select a product.',
    unavailable: /Some items are out of stock, no longer on sale/,
    stepDetails: 'Delivery and payment',
    detailsProducts: 'Products in this order',
    backToCart: 'Change the items in my cart',
    coins: (n: number) => `${n} coins`,
    coinsLabel: 'Your PCG coins',
    rewards: 'Exchange coins for rewards',
    coinReward: 'Coin reward',
    outOfStock: 'Out of stock',
    notDisplayed: 'Not available',
    complimentary: 'Free gift',
    guestTitle: 'Log in to check out',
    deletePlace: (place: string) => `Delete the items for ${place}`,
    inactivePlace: /not taking donations at the moment/,
    showItems: (place: string) => `Show the items for ${place}`,
  },
} as const;

/** Demo catalogue records the cart journeys use (apps/api seed). */
export const CART_DEMO = {
  /** Versele-Laga Omni-Vit 25 g: one SKU, ฿290.00, 9 in stock: one is under the ฿499 free-shipping line, two are over it */
  vitamins: {
    productId: 920000117,
    skuId: 930000193,
    stock: 9,
    nameTh: 'เวอร์เซเล-ลากา โอโรฟาร์มา วิตามินรวมสำหรับนก Omni-Vit 25 กรัม',
    nameEn: 'Versele-Laga Oropharma Omni-Vit Bird Multivitamin 25 g',
  },
  /** Royal Canin Mini Adult 800 g, ฿395.00 */
  royalCaninSmall: { skuId: 930000001, nameTh: 'รอยัล คานิน อาหารสุนัขพันธุ์เล็ก ชนิดเม็ด สูตรสุนัขโต', nameEn: 'Royal Canin Mini Adult Dry Dog Food' },
  /** demo promotions: Royal Canin Kitten 400 g (฿275.00) comes with a Trixie bell ball; ฿250 off from ฿5,000 */
  kitten: { skuId: 930000086, nameTh: 'รอยัล คานิน อาหารลูกแมว ชนิดเม็ด Kitten', nameEn: 'Royal Canin Kitten Dry Cat Food' },
  bellBall: { nameTh: 'ทริกซี่ ลูกบอลกระดิ่งของเล่นแมว (ของแถม)', nameEn: 'Trixie Cat Bell Ball (Free Gift)' },
  /** Royal Canin Maxi Adult 15 kg, ฿3,159.00 on special price; two pass the ฿5,000 discount line */
  maxi: { skuId: 930000008 },
  /** Me-O Adult Cat Food 7 kg (Donation), tuna, ฿699.00, for the Sukjai Animal Shelter */
  donation: { skuId: 930000237, placeId: 940000002, placeTh: 'ศูนย์พักพิงสัตว์สุขใจ', placeEn: 'Sukjai Animal Shelter' },
} as const;

export function vitaminsName(lang: Lang): string {
  return lang === 'th' ? CART_DEMO.vitamins.nameTh : CART_DEMO.vitamins.nameEn;
}

/** The signed-in page's bearer token (the web app keeps it in a cookie). */
export async function bearer(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'pawsook_access_token');
  expect(cookie, 'signed in').toBeDefined();
  return decodeURIComponent(cookie!.value);
}

/** Puts a line in the signed-in member's cart through the API (POST /api/v1/carts). */
export async function addToCartByApi(
  page: Page,
  line: { skuId: number; amount: number; orderProductTypeId?: 1 | 2; donationId?: number | null },
): Promise<void> {
  const response = await page.request.post('/api/v1/carts', {
    data: { orderProductTypeId: 1, donationId: null, ...line },
    headers: { Authorization: `Bearer ${await bearer(page)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The header's cart button (its name says the count). */
export function cartButton(page: Page, lang: Lang, count: number): Locator {
  return page.getByRole('banner').getByRole('button', { name: CART_TEXT[lang].cartButton(count), exact: true });
}

/** Opens the mini-cart popover and returns it. */
export async function openMiniCart(page: Page, lang: Lang, count: number): Promise<Locator> {
  await cartButton(page, lang, count).click();
  const popover = page.getByRole('dialog', { name: CART_TEXT[lang].miniTitle(count) });
  await expect(popover).toBeVisible();
  return popover;
}

/** The order-summary panel of step 1. */
export function orderSummary(page: Page, lang: Lang): Locator {
  return page.getByRole('region', { name: CART_TEXT[lang].summary });
}

/** The value beside a term of the order summary ("Shipping" → "฿50.00"). */
export function summaryValue(page: Page, lang: Lang, term: string): Locator {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return orderSummary(page, lang)
    .locator('dt', { hasText: new RegExp(`^${escaped}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** A group of step 1 (a section named by its title). */
export function cartGroup(page: Page, title: string): Locator {
  return page
    .getByRole('main')
    .getByRole('region', { name: title, exact: false })
    .filter({ has: page.getByRole('radio') });
}
