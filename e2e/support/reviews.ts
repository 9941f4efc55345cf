import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { bearer } from './cart';
import { moveOrder, placeOrderByApi, type PlacedOrder } from './orders';
import type { Lang } from './shop';

/** Visible texts of the review page, the review dialog and the product page's reviews (features/reviews/locales, the server's messages). */
export const REVIEW_TEXT = {
  th: {
    title: 'รีวิวสินค้า',
    menuLink: 'รีวิวสินค้า',
    waitingTab: 'รอรีวิว',
    writtenTab: 'รีวิวของฉัน',
    write: 'เขียนรีวิว',
    dialog: 'เขียนรีวิว',
    star: (n: number) => (n === 1 ? '1 ดาว' : `${n} ดาว`),
    starsChosen: (n: number) => `คุณให้ ${n} ดาว`,
    text: 'รีวิวของคุณ',
    counter: (length: number) => `${length}/1000 ตัวอักษร`,
    hideName: 'ซ่อนชื่อของฉัน',
    addPhotos: 'เพิ่มรูปภาพ',
    photoAlt: (n: number) => `รูปที่ ${n} ที่คุณเลือก`,
    removePhoto: (n: number, name: string) => `ลบรูปที่ ${n}: ${name}`,
    photoType: 'รูปภาพต้องเป็นไฟล์ .png, .jpg หรือ .jpeg เท่านั้น',
    photosRequired: 'กรุณาเพิ่มรูปภาพอย่างน้อย 1 รูป',
    starsRequired: 'กรุณาให้คะแนน 1 ถึง 5 ดาว',
    send: 'ส่งรีวิว',
    sent: 'ส่งรีวิวของคุณเรียบร้อยแล้ว',
    coins: (n: number, orderNo: string) => `คุณได้รับ ${n} เหรียญจากการรีวิวคำสั่งซื้อ ${orderNo}`,
    ok: 'ตกลง',
    nothingWaiting: 'ไม่มีสินค้าที่รอรีวิว',
    nameHidden: 'ซ่อนชื่อ',
    productReviews: 'รีวิว',
    stars: (n: number) => `${n} จาก 5 ดาว`,
  },
  en: {
    title: 'Review products',
    menuLink: 'Review products',
    waitingTab: 'Waiting for review',
    writtenTab: 'My reviews',
    write: 'Write a review',
    dialog: 'Write a review',
    star: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
    starsChosen: (n: number) => (n === 1 ? 'You gave 1 star' : `You gave ${n} stars`),
    text: 'Your review',
    counter: (length: number) => `${length}/1000 characters`,
    hideName: 'Hide my name',
    addPhotos: 'Add photos',
    photoAlt: (n: number) => `Photo ${n} you chose`,
    removePhoto: (n: number, name: string) => `Remove photo ${n}: ${name}`,
    photoType: 'Photos must be .png, .jpg or .jpeg images.',
    photosRequired: 'Please add at least 1 photo.',
    starsRequired: 'Please choose 1 to 5 stars.',
    send: 'Send review',
    sent: 'Your review has been submitted.',
    coins: (n: number, orderNo: string) => `You earned ${n} coins for reviewing order ${orderNo}.`,
    ok: 'OK',
    nothingWaiting: 'Nothing waiting for a review',
    nameHidden: 'Name hidden',
    productReviews: 'Reviews',
    stars: (n: number) => (n === 1 ? '1 out of 5 stars' : `${n} out of 5 stars`),
  },
} as const satisfies Record<Lang, unknown>;

/** An order of the journeys' demo SKU, placed and delivered (status 8) through the API. */
export async function deliveredOrderByApi(page: Page): Promise<PlacedOrder & { productId: number }> {
  const order = await placeOrderByApi(page);
  for (const statusId of [2, 3, 4, 5, 6, 7, 8]) await moveOrder(page, order.orderNo, statusId);
  const waiting = await page.request.get('/api/v1/reviews/web/waiting', { headers: { Authorization: `Bearer ${await bearer(page)}` } });
  expect(waiting.status()).toBe(200);
  const line = ((await waiting.json()) as { result: { orderNo: string; productId: number }[] }).result.find((l) => l.orderNo === order.orderNo);
  expect(line, 'the delivered line waits for a review').toBeDefined();
  return { ...order, productId: line!.productId };
}

/** A real picture as the file picker would hand it over. */
export async function photoFile(name: string, format: 'png' | 'jpeg' = 'png') {
  const image = sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 240, g: 150, b: 60 } } });
  const buffer = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return { name, mimeType: format === 'png' ? 'image/png' : 'image/jpeg', buffer };
}

/** The review dialog. */
export function reviewDialog(page: Page, lang: Lang): Locator {
  return page.getByRole('dialog', { name: REVIEW_TEXT[lang].dialog });
}
