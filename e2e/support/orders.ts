import { expect, type Page } from '@playwright/test';
import { STAFF_API_TOKEN } from '../../playwright.config';
import { addToCartByApi, bearer } from './cart';
import type { Lang } from './shop';

/** Visible texts of step 3 and my orders (features/orders/locales and the server's messages), per language. */
export const ORDER_TEXT = {
  th: {
    resultTitle: 'ผลการสั่งซื้อ',
    waiting: 'รอการชำระเงิน',
    paid: 'ชำระเงินสำเร็จ',
    cancelled: 'คำสั่งซื้อนี้ถูกยกเลิกแล้ว',
    notFound: 'ไม่พบคำสั่งซื้อนี้',
    notFoundNo: (orderNo: string) => `ไม่พบคำสั่งซื้อหมายเลข ${orderNo} ในบัญชีของคุณ`,
    notFoundNoRef: 'ลิงก์นี้ไม่มีหมายเลขคำสั่งซื้อ',
    orderNo: 'หมายเลขคำสั่งซื้อ',
    amountDue: 'ยอดที่ต้องชำระ',
    payBy: 'ชำระภายใน',
    payByValue: (dateTime: string) => `${dateTime} น.`,
    status: 'สถานะ',
    toHistory: 'ดูประวัติคำสั่งซื้อ',
    toTracking: 'ติดตามพัสดุ',
    reorder: 'สั่งซื้อทั้งหมดอีกครั้ง',
    reordered: 'สั่งซื้อซ้ำสำเร็จทั้งหมด',
    statusName: { 1: 'รอชำระเงิน', 2: 'ยืนยันการชำระเงินแล้ว', 9: 'ยกเลิก' } as Record<number, string>,
    myOrders: 'คำสั่งซื้อของฉัน',
    payNow: (orderNo: string) => `ชำระเงิน ${orderNo}`,
    trackingAction: (orderNo: string) => `ติดตามพัสดุ ${orderNo}`,
    payAtCounter: 'ชำระเงินที่เคาน์เตอร์เซอร์วิสด้วยบาร์โค้ดที่เราส่งให้ทางอีเมล',
    checking: 'กำลังตรวจสอบการชำระเงิน',
    notConfirmed: /^ธนาคารยังไม่ได้ยืนยันการชำระเงินสำหรับคำสั่งซื้อนี้/,
    declined: 'บัตรของคุณถูกปฏิเสธ',
    declinedText: 'การชำระเงินด้วยบัตรสำหรับคำสั่งซื้อนี้ไม่สำเร็จ และไม่มีการตัดเงิน',
    empty: 'คุณยังไม่มีคำสั่งซื้อ',
    cartTitle: 'ตะกร้าสินค้า',
  },
  en: {
    resultTitle: 'Order result',
    waiting: 'Waiting for payment',
    paid: 'Payment successful',
    cancelled: 'This order was cancelled',
    notFound: 'Order not found',
    notFoundNo: (orderNo: string) => `We couldn't find order ${orderNo} in your account.`,
    notFoundNoRef: 'This link does not name an order.',
    orderNo: 'Order number',
    amountDue: 'Amount to pay',
    payBy: 'Pay by',
    payByValue: (dateTime: string) => `${dateTime} (Thailand time)`,
    status: 'Status',
    toHistory: 'Order history',
    toTracking: 'Track my order',
    reorder: 'Order everything again',
    reordered: 'Successfully re-ordered all',
    statusName: { 1: 'Waiting for payment', 2: 'Payment confirmation', 9: 'Cancel' } as Record<number, string>,
    myOrders: 'My orders',
    payNow: (orderNo: string) => `Pay now ${orderNo}`,
    trackingAction: (orderNo: string) => `Tracking ${orderNo}`,
    payAtCounter: 'Pay at a counter service with the barcode we e-mailed you.',
    checking: 'Checking your payment',
    notConfirmed: /^Your bank has not confirmed a payment for this order\./,
    declined: 'Your card was declined',
    declinedText: 'The card payment for this order did not go through, and no money was taken.',
    empty: 'You have no orders yet',
    cartTitle: 'My cart',
  },
} as const;

/**
 * The demo SKU the order journeys buy: Versele-Laga Prestige Tropical Finches 1 kg, ฿229.00, 180 in
 * stock, which no other journey counts on (an order reserves its stock on the shared shop).
 * One is under the ฿499 free-shipping line: ฿50.00 shipping, ฿279.00 to pay.
 */
export const ORDER_DEMO = {
  skuId: 930000192,
  skuCode: 'VL-PRES-FINCH-1KG',
  nameTh: 'เวอร์เซเล-ลากา เพรสทีจ อาหารนกฟินช์ 1 กก.',
  nameEn: 'Versele-Laga Prestige Tropical Finches 1 kg',
  netTotal: '฿279.00',
} as const;

export interface PlacedOrder {
  orderNo: string;
  orderId: number;
  netTotalPrice: number;
  expiryDate: string;
  productType: string;
}

interface CartLine {
  totalAmount: number;
  product: { skuId: number; price: number; orderProductTypeId: number };
}

interface CartGroup {
  totalAmount: number;
  totalPrice: number;
  totalShippingPrice: number;
  totalDiscountPromotion: number;
  grandTotalPrice: number;
  receiveCoin: number;
  products: CartLine[];
}

/**
 * Places an order of the signed-in member's general products through the API, as step 2 would
 * (cart line, shipping-address copy, the first active payment channel or the first of `kind`, an
 * Idempotency-Key), without step 2's screen.
 */
export async function placeOrderByApi(
  page: Page,
  amount = 1,
  { kind, receipt }: { kind?: 'qr' | 'card' | 'wallet' | 'counter' | 'transfer'; receipt?: Record<string, unknown> } = {},
): Promise<PlacedOrder> {
  const auth = { Authorization: `Bearer ${await bearer(page)}` };
  await addToCartByApi(page, { skuId: ORDER_DEMO.skuId, amount });

  const address = await page.request.post('/api/v1/order-shipping-address', {
    headers: auth,
    data: {
      name: 'Malee',
      surname: 'Rakmaew',
      address: '1 Soi Ratchadamnoen',
      province: 1,
      district: 1001,
      subDistrict: 100101,
      postelCode: '10200',
      phone: '0891234567',
      isAddToAccount: false,
      isDefault: true,
    },
  });
  expect(address.status(), await address.text()).toBe(200);
  const shippingAddressId = ((await address.json()) as { result: number }).result;

  // a tax invoice asked for at step 2: the order's own copy of the tax-invoice address
  let receiptAddressId: number | null = null;
  if (receipt) {
    const copy = await page.request.post('/api/v1/order-receipt-address', { headers: auth, data: { isAddToAccount: false, isDefault: true, ...receipt } });
    expect(copy.status(), await copy.text()).toBe(200);
    receiptAddressId = ((await copy.json()) as { result: number }).result;
  }

  const channels = await page.request.get('/api/v1/payment-channel');
  expect(channels.status()).toBe(200);
  const channel = ((await channels.json()) as { result: Array<{ id: number; status: string; kind: string }> }).result.find(
    (c) => c.status === 'active' && (kind === undefined || c.kind === kind),
  );
  expect(channel, `an active payment channel${kind ? ` of kind ${kind}` : ''}`).toBeDefined();

  const cart = await page.request.get('/api/v1/carts', { headers: auth });
  expect(cart.status()).toBe(200);
  const group = ((await cart.json()) as { result: { cart: { generalProduct: CartGroup } } }).result.cart.generalProduct;
  const products = group.products
    .filter((line) => line.product.orderProductTypeId === 1)
    .map((line) => ({ skuId: line.product.skuId, price: line.product.price, amount: line.totalAmount }));

  const placed = await page.request.post('/api/v1/orders', {
    headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      products,
      productAmount: group.totalAmount,
      productPrice: group.totalPrice,
      netTotalPrice: group.grandTotalPrice,
      promoCode: null,
      coinUsed: 0,
      shippingAddressId,
      receiptAddressSame: false,
      receiptAddressId,
      paymentChannelId: channel!.id,
      receiptNeed: receipt !== undefined,
      isDonation: false,
      donationId: null,
      shippingPrice: group.totalShippingPrice,
      discountPromotion: group.totalDiscountPromotion,
      receiveCoin: group.receiveCoin,
      discountPromoCode: 0,
      discountCoin: 0,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return ((await placed.json()) as { result: PlacedOrder }).result;
}

/** Moves an order on through the staff call (PATCH /api/v1/staff/orders/{orderNo}/status). */
export async function moveOrder(page: Page, orderNo: string, statusId: number): Promise<void> {
  const response = await page.request.patch(`/api/v1/staff/orders/${encodeURIComponent(orderNo)}/status`, {
    headers: { Authorization: `Bearer ${STAFF_API_TOKEN}` },
    data: { statusId },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * An instant as the shop writes it on screen, worked out here on its own: DD/MM/YYYY HH:mm in
 * Bangkok time (UTC+7, no daylight saving), the year in the Buddhist era (+543) in Thai.
 */
export function shopDateTime(iso: string, lang: Lang): string {
  const bangkok = new Date(new Date(iso).getTime() + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const year = bangkok.getUTCFullYear() + (lang === 'th' ? 543 : 0);
  return `${two(bangkok.getUTCDate())}/${two(bangkok.getUTCMonth() + 1)}/${year} ${two(bangkok.getUTCHours())}:${two(bangkok.getUTCMinutes())}`;
}

/** Step 3's address for an order. */
export function resultPath(orderNo: string): string {
  return `/cart/checkout?step=3&Ref=${encodeURIComponent(orderNo)}`;
}

/** The order-history tab step 3 remembered (session storage). */
export function rememberedHistoryTab(page: Page): Promise<string | null> {
  return page.evaluate(() => window.sessionStorage.getItem('pawsook.orders.historyTab'));
}

/**
 * An order of my orders: its table row on a wide screen, its card on a phone (whichever shows),
 * found by the link its number is.
 */
export function orderEntry(page: Page, orderNo: string) {
  return page
    .getByRole('main')
    .locator('tr:visible, li:visible')
    .filter({ has: page.getByRole('link', { name: orderNo, exact: true }) });
}

/** Hands an order's parcel to a carrier through the staff call (PUT /api/v1/staff/orders/{orderNo}/shipment). */
export async function shipOrder(page: Page, orderNo: string, shipment: { carrier: string; parcelNo?: string; expectedDeliveryOn?: string }): Promise<void> {
  const response = await page.request.put(`/api/v1/staff/orders/${encodeURIComponent(orderNo)}/shipment`, {
    headers: { Authorization: `Bearer ${STAFF_API_TOKEN}` },
    data: shipment,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Step 3's result card, a region named by its headline. */
export function resultCard(page: Page, title: string) {
  return page.getByRole('main').getByRole('region', { name: title });
}
