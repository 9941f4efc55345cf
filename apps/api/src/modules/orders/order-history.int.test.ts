import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { signedInMember } from '../../../test/members-fixture';
import { BANGKOK_ADDRESS, ordersFixture, type Shopper } from '../../../test/orders-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { promotions } from '../promotions/promotions.tables';
import { importOldOrders, type OldOrderRecord } from './old-orders-import';
import { oldOrders } from './old-orders.tables';
import { orderStatusHistory, orders } from './orders.tables';

const STAFF_TOKEN = 'staff-token-for-the-history-test-0123456789';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
let server: TestServer;
const [miniAdult, , ball] = fixtureProducts;
const small = miniAdult!.skus[0]!; // 235.00
const rubberBall = ball!.skus[0]!; // 99.00

beforeAll(async () => {
  server = await startTestServer({
    DEMO_DATA: 'false',
    STAFF_API_TOKEN: STAFF_TOKEN,
    RATE_LIMIT_PER_MINUTE: '1000000',
    SIGNIN_ATTEMPTS_PER_MINUTE: '1000000',
    ORDER_EXPIRY_SWEEP_SECONDS: '60',
    DELIVERY_DAYS: '3',
  });
  await loadCatalogFixture(server.app.database);
  await server.app.database.db.insert(promotions).values({
    code: 'HISTORY-20-OFF',
    kind: 'discount',
    nameTh: 'ลด 20 บาทเมื่อซื้อครบ 400',
    nameEn: '฿20 off from ฿400',
    minSpendSatang: 40_000,
    discountSatang: 2_000,
    startsAt: new Date('2026-01-01'),
  });
  await server.app.livePromotions.settle();
  await server.app.liveCatalog.settle();
});
afterAll(() => server.close());

const { shopper, orderBody, place } = ordersFixture(() => server, staff);

async function placed(m: Shopper): Promise<{ orderNo: string; orderId: number }> {
  const res = await place(m, await orderBody(m));
  expect(res.status, res.text).toBe(200);
  return res.body.result;
}

/** A new order of a member with a fresh cart: the fixture's shopper fills the cart once. */
async function anotherOrder(m: Shopper, skuId = rubberBall.id, amount = 1) {
  expect((await server.request('/api/v1/carts', { method: 'POST', headers: m.auth, json: { skuId, amount } })).status).toBe(200);
  return placed(m);
}

async function moveTo(orderNo: string, ...statusIds: number[]) {
  for (const statusId of statusIds) {
    const res = await server.request(`/api/v1/staff/orders/${orderNo}/status`, { method: 'PATCH', headers: staff, json: { statusId } });
    expect(res.status, res.text).toBe(200);
  }
}

const list = (m: { auth: Record<string, string> }, query = '') => server.request(`/api/v1/orders/get-order${query}`, { headers: m.auth });

describe('my orders', () => {
  let m: Shopper;
  const made: { orderNo: string; orderId: number }[] = [];

  beforeAll(async () => {
    m = await shopper([{ skuId: small.id, amount: 2 }]);
    made.push(await placed(m)); // stays waiting (tab 1)
    made.push(await anotherOrder(m)); // paid, then prepared (tab 2)
    made.push(await anotherOrder(m)); // cancelled (tab 4)
    made.push(await anotherOrder(m)); // delivered (tab 3)
    await moveTo(made[1]!.orderNo, 2, 3);
    await moveTo(made[2]!.orderNo, 9);
    await moveTo(made[3]!.orderNo, 2, 3, 4, 5, 6, 7, 8);
  });

  it('lists every order, newest first, with the units, names of the status and the review state', async () => {
    const res = await list(m);
    expect(res.status, res.text).toBe(200);
    expect(res.body.totalRecord).toBe(4);
    expect(res.body.result.map((o: { orderNo: string }) => o.orderNo)).toEqual(made.map((o) => o.orderNo).reverse());
    expect(res.body.result[3]).toMatchObject({
      orderNo: made[0]!.orderNo,
      statusId: 1,
      statusTh: 'รอชำระเงิน',
      statusEn: 'Waiting for payment',
      total: 2,
      allReview: false,
    });
    expect(res.body.result[0]).toMatchObject({ statusId: 8, statusEn: 'Successful delivery', total: 1, allReview: false });
  });

  it('answers each order in the spec’s names (member-area §3 "Order list item"), the status in the asked language (issue 38)', async () => {
    const [en, th] = await Promise.all([
      server.request('/api/v1/orders/get-order?sort=asc', { headers: m.auth, lang: 'en' }),
      server.request('/api/v1/orders/get-order?sort=asc', { headers: m.auth, lang: 'th' }),
    ]);
    expect(en.status, en.text).toBe(200);
    const waiting = en.body.result[0];
    for (const field of [
      'id',
      'orderNo',
      'createDate',
      'total',
      'grandTotalPrice',
      'statusId',
      'statusTh',
      'statusEn',
      'status',
      'paymentId',
      'expireDate',
      'isDonation',
      'allReview',
    ]) {
      expect(waiting, field).toHaveProperty(field);
    }
    expect(waiting).toMatchObject({
      id: made[0]!.orderId,
      orderNo: made[0]!.orderNo,
      createDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // 2 × 235.00 − 20.00 promotion + 50.00 shipping
      total: 2,
      grandTotalPrice: 500,
      statusId: 1,
      status: 'Waiting for payment',
      paymentId: 4,
      expireDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      isDonation: false,
      allReview: false,
    });
    expect(Date.parse(waiting.expireDate)).toBeGreaterThan(Date.parse(waiting.createDate));
    // the names this shop used before are gone
    for (const renamed of ['orderId', 'orderDate', 'netTotalPrice', 'paymentChannelId', 'expiryDate']) expect(waiting, renamed).not.toHaveProperty(renamed);
    expect(th.body.result[0]).toMatchObject({ id: made[0]!.orderId, status: 'รอชำระเงิน', statusEn: 'Waiting for payment' });
  });

  it('maps the tabs to their statuses (1 waiting, 2 processing, 3 done, 4 failed), or takes statusIds', async () => {
    const orderNos = async (query: string) => (await list(m, query)).body.result.map((o: { orderNo: string }) => o.orderNo);
    expect(await orderNos('?tab=1')).toEqual([made[0]!.orderNo]);
    expect(await orderNos('?tab=2')).toEqual([made[1]!.orderNo]);
    expect(await orderNos('?tab=3')).toEqual([made[3]!.orderNo]);
    expect(await orderNos('?tab=4')).toEqual([made[2]!.orderNo]);
    expect(await orderNos('?tab=0')).toHaveLength(4);
    expect(await orderNos('?statusIds=1,9')).toEqual([made[2]!.orderNo, made[0]!.orderNo]);
  });

  it('finds by part of the order number in any case, sorts oldest first, pages', async () => {
    const part = made[1]!.orderNo.slice(-5).toLowerCase();
    const found = await list(m, `?orderNo=${part}`);
    expect(found.body.result.map((o: { orderNo: string }) => o.orderNo)).toEqual([made[1]!.orderNo]);
    expect((await list(m, '?orderNo=%25')).body.totalRecord).toBe(0);
    const oldest = await list(m, '?sort=asc&limit=3&page=1');
    expect(oldest.body.totalRecord).toBe(4);
    expect(oldest.body.result.map((o: { orderNo: string }) => o.orderNo)).toEqual(made.slice(0, 3).map((o) => o.orderNo));
    const second = await list(m, '?sort=asc&limit=3&page=2');
    expect(second.body.result.map((o: { orderNo: string }) => o.orderNo)).toEqual([made[3]!.orderNo]);
  });

  it('refuses a tab, status or sort it does not know, in the shopper’s language', async () => {
    for (const query of ['?tab=7', '?statusIds=13', '?statusIds=1;2', '?sort=sideways', '?limit=0']) {
      const res = await server.request(`/api/v1/orders/get-order${query}`, { headers: m.auth, lang: 'th' });
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body.errorMessage), query).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('shows another member nothing of it', async () => {
    const other = await signedInMember(server);
    expect((await list(other)).body.totalRecord).toBe(0);
    for (const path of [
      `/api/v1/orders/web/${made[0]!.orderId}`,
      `/api/v1/orders/web/get-order-status/${made[0]!.orderId}`,
      `/api/v1/orders/web/${made[0]!.orderId}/tracking`,
    ]) {
      expect((await server.request(path, { headers: other.auth })).status, path).toBe(404);
    }
    const reorder = await server.request('/api/v1/orders/re-order-item', {
      method: 'POST',
      headers: other.auth,
      json: { orderId: made[0]!.orderId, skuCode: small.skuCode },
    });
    expect(reorder.status).toBe(404);
    expect((await server.request('/api/v1/orders/web/999999999', { headers: m.auth })).status).toBe(404);
    expect((await server.request('/api/v1/orders/web/abc', { headers: m.auth })).status).toBe(400);
    expect((await server.request(`/api/v1/orders/web/${made[0]!.orderId}`)).status).toBe(401);
  });

  it('answers one order: status with its names, the lines as ordered, the promotion it earned, totals and coins', async () => {
    const status = await server.request(`/api/v1/orders/web/get-order-status/${made[0]!.orderId}`, { headers: m.auth });
    expect(status.body.result).toEqual({ statusId: 1, statusTh: 'รอชำระเงิน', statusEn: 'Waiting for payment', status: 'รอชำระเงิน' });

    const res = await server.request(`/api/v1/orders/web/${made[0]!.orderId}`, { headers: m.auth, lang: 'en' });
    expect(res.status, res.text).toBe(200);
    const detail = res.body.result;
    expect(detail).toMatchObject({
      id: made[0]!.orderId,
      orderNo: made[0]!.orderNo,
      statusId: 1,
      paymentDateSuccess: null,
      paymentId: 4,
      paymentChannelKind: 'qr',
      isDonation: false,
      orderShippingAddress: { name: 'Malee', surname: 'Srisuk', postelCode: '10500', provinceEn: 'Bangkok', provinceTh: 'กรุงเทพมหานคร', companyName: null },
      orderReceiptAddress: null,
      promotionsApplied: [{ nameTh: 'ลด 20 บาทเมื่อซื้อครบ 400', nameEn: '฿20 off from ฿400' }],
      // 2 × 235.00 = 470.00, 20.00 off, 50.00 shipping
      totalPrice: 470,
      discountPromotion: 20,
      discountPromoCode: 0,
      discountCoin: 0,
      shippingPrice: 50,
      grandTotalPrice: 500,
      amount: 2,
      coinReview: 0,
      allReview: false,
      canReview: false,
      canTrack: false,
      shipment: { carrier: null, parcelNo: null, trackingUrl: null, expectedDeliveryOn: null, expectedIsEstimate: false },
    });
    expect(detail.listSku).toEqual([
      expect.objectContaining({
        skuCode: small.skuCode,
        nameEn: 'Royal Canin Mini Adult Dry Dog Food',
        choiceEn: '400 g',
        choiceTh: '400 กรัม',
        price: 235,
        amount: 2,
        totalPrice: 470,
        orderProductTypeId: 1,
        reviewed: false,
      }),
    ]);
    expect(detail.listSku[0].nameTh).toBe('รอยัล คานิน อาหารสุนัขพันธุ์เล็ก สูตรสุนัขโต');
  });

  it('answers one order in the spec’s names and shapes (member-area §3 "Order detail"), texts in the asked language (issue 38)', async () => {
    const detailIn = async (lang: 'th' | 'en') => {
      const res = await server.request(`/api/v1/orders/web/${made[0]!.orderId}`, { headers: m.auth, lang });
      expect(res.status, res.text).toBe(200);
      return res.body.result;
    };
    const [en, th] = await Promise.all([detailIn('en'), detailIn('th')]);
    const channel = { th: en.paymentChannelTh as string, en: en.paymentChannelEn as string };
    expect(channel.en).not.toBe('');
    const payment = {
      createDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      paymentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      paymentDateSuccess: null,
      paymentChannel: channel.en,
      status: 'Waiting for payment',
      statusId: 1,
      coinGain: expect.any(Number),
      coinReview: 0,
      listPromotionDisplay: ['฿20 off from ฿400'],
      totalPrice: 470,
      discountPromotion: 20,
      discountPromoCode: 0,
      discountCoin: 0,
      shippingPrice: 50,
      grandTotalPrice: 500,
      amount: 2,
    };
    // the spec lists the detail's fields, and describes them grouped as paymentOrderDetail: both are there
    expect(en).toMatchObject(payment);
    expect(en.paymentOrderDetail).toMatchObject(payment);
    expect(en.orderShippingAddress).toMatchObject({
      fullName: 'Malee Srisuk',
      phone: expect.any(String),
      address: expect.any(String),
      subDistrict: expect.any(String),
      district: expect.any(String),
      province: 'Bangkok',
      postelCode: '10500',
      remark: null,
    });
    expect(en.orderShippingAddress.subDistrict).toBe(en.orderShippingAddress.subDistrictEn);
    expect(en.orderReceiptAddress).toBeNull();
    expect(en.listSku).toEqual([
      expect.objectContaining({
        productName: 'Royal Canin Mini Adult Dry Dog Food',
        imageKey: expect.toBeOneOf([expect.any(String), null]),
        price: 235,
        amount: 2,
        totalPrice: 470,
        skuCode: small.skuCode,
        orderProductTypeId: 1,
      }),
    ]);
    // the names this shop used before are gone
    for (const renamed of ['shippingAddress', 'receiptAddress']) expect(en, renamed).not.toHaveProperty(renamed);

    expect(th).toMatchObject({ status: 'รอชำระเงิน', paymentChannel: channel.th || channel.en, listPromotionDisplay: ['ลด 20 บาทเมื่อซื้อครบ 400'] });
    expect(th.orderShippingAddress).toMatchObject({ fullName: 'Malee Srisuk', province: 'กรุงเทพมหานคร' });
    expect(th.listSku[0].productName).toBe('รอยัล คานิน อาหารสุนัขพันธุ์เล็ก สูตรสุนัขโต');
  });

  it('gives the receipt address of an order that asked for a tax receipt as the spec’s orderReceiptAddress', async () => {
    const buyer = await shopper([{ skuId: rubberBall.id, amount: 1 }]);
    const receipt = await server.request('/api/v1/order-receipt-address', {
      method: 'POST',
      headers: buyer.auth,
      json: {
        name: 'Somchai',
        surname: 'Jaidee',
        phone: '0812345678',
        address: '99 Rama IV Road',
        province: BANGKOK_ADDRESS.province,
        district: BANGKOK_ADDRESS.district,
        subDistrict: BANGKOK_ADDRESS.subDistrict,
        postelCode: '10500',
        taxPayerId: '1234567890121',
        companyName: 'Pawsook Test Co., Ltd.',
        isAddToAccount: false,
        isDefault: true,
      },
    });
    expect(receipt.status, receipt.text).toBe(200);
    const res = await place(buyer, { ...(await orderBody(buyer)), receiptNeed: true, receiptAddressSame: false, receiptAddressId: receipt.body.result });
    expect(res.status, res.text).toBe(200);
    const detail = (await server.request(`/api/v1/orders/web/${res.body.result.orderId}`, { headers: buyer.auth, lang: 'en' })).body.result;
    expect(detail.orderReceiptAddress).toMatchObject({
      companyName: 'Pawsook Test Co., Ltd.',
      fullName: 'Somchai Jaidee',
      taxPayerId: '1234567890121',
      address: '99 Rama IV Road',
      phone: '0812345678',
    });
  });

  it('opens the review and the tracking only when they make sense', async () => {
    const delivered = (await server.request(`/api/v1/orders/web/${made[3]!.orderId}`, { headers: m.auth })).body.result;
    expect(delivered).toMatchObject({ statusId: 8, canReview: true, canTrack: true, allReview: false });
    expect(delivered.paymentDateSuccess).toEqual(expect.any(String));
    const cancelled = (await server.request(`/api/v1/orders/web/${made[2]!.orderId}`, { headers: m.auth })).body.result;
    expect(cancelled).toMatchObject({ statusId: 9, canReview: false, canTrack: false });
    const preparing = (await server.request(`/api/v1/orders/web/${made[1]!.orderId}`, { headers: m.auth })).body.result;
    expect(preparing).toMatchObject({ statusId: 3, canReview: false, canTrack: true });
  });
});

describe('tracking', () => {
  it('lists every status change with its time, estimates the day, then shows the carrier staff entered', async () => {
    const m = await shopper([{ skuId: rubberBall.id, amount: 1 }]);
    const order = await placed(m);
    // staff cannot ship what is not paid
    const early = await server.request(`/api/v1/staff/orders/${order.orderNo}/shipment`, {
      method: 'PUT',
      headers: staff,
      json: { carrier: 'flash', parcelNo: 'TH0123456789A' },
      lang: 'en',
    });
    expect(early.status).toBe(400);
    expect(early.body.errorMessage).toBe('Delivery details can be set only for a paid order that has not been closed.');
    await moveTo(order.orderNo, 2, 3);

    const before = (await server.request(`/api/v1/orders/web/${order.orderId}/tracking`, { headers: m.auth })).body.result;
    expect(before.history.map((h: { statusId: number }) => h.statusId)).toEqual([1, 2, 3]);
    expect(before.history[1]).toEqual({
      statusId: 2,
      statusTh: 'ยืนยันการชำระเงินแล้ว',
      statusEn: 'Payment confirmation',
      status: 'ยืนยันการชำระเงินแล้ว',
      at: expect.any(String),
    });
    expect(before.shipment).toMatchObject({ carrier: null, expectedIsEstimate: true, expectedDeliveryOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

    for (const body of [
      { carrier: 'pigeon', parcelNo: 'X1234' },
      { carrier: 'flash', parcelNo: '<script>' },
      { carrier: 'flash', expectedDeliveryOn: '30/11/2026' },
    ]) {
      const bad = await server.request(`/api/v1/staff/orders/${order.orderNo}/shipment`, { method: 'PUT', headers: staff, json: body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const shipped = await server.request(`/api/v1/staff/orders/${order.orderNo}/shipment`, {
      method: 'PUT',
      headers: staff,
      json: { carrier: 'flash', parcelNo: 'TH0123456789A', expectedDeliveryOn: '2026-12-01' },
    });
    expect(shipped.status, shipped.text).toBe(200);
    await moveTo(order.orderNo, 4);
    const after = (await server.request(`/api/v1/orders/web/${order.orderId}/tracking`, { headers: m.auth })).body.result;
    expect(after).toMatchObject({ statusId: 4, statusEn: 'In process of delivery', orderNo: order.orderNo });
    expect(after.history.map((h: { statusId: number }) => h.statusId)).toEqual([1, 2, 3, 4]);
    expect(after.shipment).toEqual({
      carrier: 'flash',
      carrierTh: 'แฟลช เอ็กซ์เพรส',
      carrierEn: 'Flash Express',
      parcelNo: 'TH0123456789A',
      trackingUrl: 'https://www.flashexpress.co.th/fle/tracking?se=TH0123456789A',
      expectedDeliveryOn: '2026-12-01',
      expectedIsEstimate: false,
      deliveredOn: null,
    });
    // the tracking list: the orders on their way
    const inTransit = await list(m, '?statusIds=2,3,4,5,6,7');
    expect(inTransit.body.result.map((o: { orderNo: string }) => o.orderNo)).toEqual([order.orderNo]);
    expect(inTransit.body.result[0].shipment).toEqual(after.shipment);
  });
});

describe('a delivered order', () => {
  it('names the day it was delivered (Bangkok), in its tracking, its detail and my orders, not "no delivery date" (issue 38)', async () => {
    const m = await shopper([{ skuId: rubberBall.id, amount: 1 }]);
    const order = await placed(m);
    await moveTo(order.orderNo, 2, 3, 4, 5, 6, 7, 8);

    const tracking = (await server.request(`/api/v1/orders/web/${order.orderId}/tracking`, { headers: m.auth, lang: 'en' })).body.result;
    const deliveredAt = tracking.history.at(-1);
    expect(deliveredAt.statusId).toBe(8);
    const bangkokDay = new Date(Date.parse(deliveredAt.at) + 7 * 3_600_000).toISOString().slice(0, 10);
    expect(tracking.shipment).toMatchObject({ deliveredOn: bangkokDay, expectedDeliveryOn: null, expectedIsEstimate: false });

    const detail = (await server.request(`/api/v1/orders/web/${order.orderId}`, { headers: m.auth })).body.result;
    expect(detail.shipment.deliveredOn).toBe(bangkokDay);
    const listed = (await list(m, '?tab=3')).body.result;
    expect(listed.map((o: { orderNo: string }) => o.orderNo)).toEqual([order.orderNo]);
    expect(listed[0].shipment).toEqual(tracking.shipment);
  });

  it('is the Bangkok day: a delivery at 23:30 UTC is the next day in Thailand', async () => {
    const m = await shopper([{ skuId: rubberBall.id, amount: 1 }]);
    const order = await placed(m);
    await moveTo(order.orderNo, 2, 3, 4, 5, 6, 7, 8);
    await server.app.database.db
      .update(orderStatusHistory)
      .set({ createdAt: new Date('2026-11-20T23:30:00Z') })
      .where(and(eq(orderStatusHistory.orderId, order.orderId), eq(orderStatusHistory.toStatusId, 8)));
    const tracking = (await server.request(`/api/v1/orders/web/${order.orderId}/tracking`, { headers: m.auth })).body.result;
    expect(tracking.shipment.deliveredOn).toBe('2026-11-21');
  });
});

describe('old orders', () => {
  const record = (memberEmail: string, orderNo: string, createDate: string): OldOrderRecord => ({
    memberEmail,
    orderNo,
    createDate,
    paymentDate: createDate,
    paymentType: 'บัตรเครดิต / Credit card',
    orderStatus: 'จัดส่งสำเร็จ / Delivered',
    shippingFullName: 'มาลี ศรีสุข',
    shippingPhoneNumber: '0891234567',
    shippingAddress: '99/1 สุขุมวิท กรุงเทพฯ 10110',
    senderRemark: null,
    amount: 3,
    priceTotal: 1_347.5,
    listSku: [
      { itemName: 'อาหารสุนัข 3 กก.', unitPrice: 549.25, amount: 2, totalPrice: 1_098.5 },
      { itemName: 'ขนมขัดฟัน', unitPrice: 249, amount: 1, totalPrice: 249 },
    ],
  });

  it('imports the previous system’s export once, lists it (paged, sorted, searched) and shows each in its own layout, to its member only', async () => {
    const m = await signedInMember(server);
    const other = await signedInMember(server);
    const file = [
      record(m.email.toUpperCase(), `OLD-${m.id}-1`, '2023-07-15T10:24:00+07:00'),
      record(m.email, `OLD-${m.id}-2`, '2023-11-02T19:05:00+07:00'),
      record(m.email, `OLD-${m.id}-3`, '2024-02-11T08:40:00+07:00'),
      record('nobody-here@example.com', `OLD-${m.id}-4`, '2024-02-11T08:40:00+07:00'),
    ];
    const db = server.app.database.db;
    expect(await importOldOrders(db, file)).toEqual({ imported: 3, alreadyThere: 0, unknownMembers: ['nobody-here@example.com'] });
    expect(await importOldOrders(db, file)).toEqual({ imported: 0, alreadyThere: 3, unknownMembers: ['nobody-here@example.com'] });

    const res = await server.request('/api/v1/orders/old/get-order?limit=2', { headers: m.auth, lang: 'en' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.totalRecord).toBe(3);
    // the spec's names (member-area §3 "Order list item", status as the old system's text), nothing else (issue 38)
    expect(res.body.result).toEqual([
      {
        id: expect.any(Number),
        orderNo: `OLD-${m.id}-3`,
        createDate: '2024-02-11T01:40:00.000Z',
        total: 3,
        grandTotalPrice: 1347.5,
        status: 'จัดส่งสำเร็จ / Delivered',
      },
      expect.objectContaining({ orderNo: `OLD-${m.id}-2` }),
    ]);
    const oldest = await server.request(`/api/v1/orders/old/get-order?sort=asc&orderNo=${m.id}-1`, { headers: m.auth });
    expect(oldest.body.result.map((o: { orderNo: string }) => o.orderNo)).toEqual([`OLD-${m.id}-1`]);

    const id = res.body.result[0].id as number;
    const detail = await server.request(`/api/v1/orders/web/old/${id}`, { headers: m.auth });
    expect(detail.body.result).toMatchObject({
      orderNo: `OLD-${m.id}-3`,
      createDate: '2024-02-11T01:40:00.000Z',
      paymentDate: '2024-02-11T01:40:00.000Z',
      orderStatus: 'จัดส่งสำเร็จ / Delivered',
      paymentType: 'บัตรเครดิต / Credit card',
      shippingFullName: 'มาลี ศรีสุข',
      company: null,
      priceTotal: 1347.5,
      listSku: [
        { itemName: 'อาหารสุนัข 3 กก.', unitPrice: 549.25, amount: 2, totalPrice: 1098.5 },
        { itemName: 'ขนมขัดฟัน', unitPrice: 249, amount: 1, totalPrice: 249 },
      ],
    });
    expect((await server.request(`/api/v1/orders/web/old/${id}`, { headers: other.auth })).status).toBe(404);
    expect((await server.request('/api/v1/orders/old/get-order', { headers: other.auth })).body.totalRecord).toBe(0);
  });

  it('checks the whole file first: one bad record imports nothing', async () => {
    const m = await signedInMember(server);
    const good = record(m.email, `BAD-FILE-${m.id}-1`, '2023-07-15T10:24:00+07:00');
    const bad = { ...record(m.email, `BAD-FILE-${m.id}-2`, 'yesterday'), listSku: [] };
    await expect(importOldOrders(server.app.database.db, [good, bad])).rejects.toBeInstanceOf(ZodError);
    expect(await server.app.database.db.select().from(oldOrders).where(eq(oldOrders.memberId, m.id))).toEqual([]);
  });
});

describe('the order a staff member ships', () => {
  it('keeps carrier and parcel on the order row', async () => {
    const m = await shopper([{ skuId: rubberBall.id, amount: 1 }]);
    const order = await placed(m);
    await moveTo(order.orderNo, 2);
    await server.request(`/api/v1/staff/orders/${order.orderNo}/shipment`, { method: 'PUT', headers: staff, json: { carrier: 'shop-delivery' } });
    const [row] = await server.app.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ carrier: 'shop-delivery', parcelNo: null, expectedDeliveryOn: null });
    const tracking = (await server.request(`/api/v1/orders/web/${order.orderId}/tracking`, { headers: m.auth })).body.result;
    expect(tracking.shipment).toMatchObject({ carrier: 'shop-delivery', carrierEn: 'Pawsook delivery', trackingUrl: null, expectedIsEstimate: true });
  });
});
