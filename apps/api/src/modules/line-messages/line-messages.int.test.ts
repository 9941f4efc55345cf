import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLineMessagingStandIn } from '../../../test/line-messaging-stand-in';
import { ordersFixture, type Shopper } from '../../../test/orders-fixture';
import { PAYMENT_TEST_SKU, startPaymentsShop } from '../../../test/payments-shop';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { members } from '../members/members.tables';
import { signNotification, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../payments/notification-signature';
import { lineMessageJobs } from './line-messages.tables';
import { lineSignature } from './line-webhook';

const SECRET = 'payment-notify-secret-of-the-line-messages-0123456789';
const STAFF_TOKEN = 'staff-token-of-the-line-messages-test-0123456789';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
let server: TestServer;
let line: Awaited<ReturnType<typeof startLineMessagingStandIn>>;

beforeAll(async () => {
  line = await startLineMessagingStandIn();
  server = await startPaymentsShop({ PAYMENT_NOTIFY_SECRET: SECRET, STAFF_API_TOKEN: STAFF_TOKEN, LINE_OA_ID: '@pawsook', ...line.env });
});
afterAll(async () => {
  await server.close();
  await line.close();
});

const { shopper, orderBody, place } = ordersFixture(() => server, staff);
const db = () => server.app.database.db;

let events = 0;
function pay(orderNo: string, amount: string) {
  const raw = JSON.stringify({ eventId: `line-evt-${++events}`, orderNo, amount, currency: 'THB', status: 'paid', providerReference: 'SBX-LINE' });
  const timestamp = Math.floor(Date.now() / 1000);
  return server.request('/api/v1/payments/qr/notify', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signNotification(SECRET, timestamp, raw) },
    body: raw,
  });
}

async function moveTo(orderNo: string, ...statusIds: number[]) {
  for (const statusId of statusIds) {
    const res = await server.request(`/api/v1/staff/orders/${orderNo}/status`, { method: 'PATCH', headers: staff, json: { statusId } });
    expect(res.status, res.text).toBe(200);
  }
}

let lineUsers = 0;
/** A shopper whose LINE account is linked (linking itself is auth's test) and who switched order messages on. */
async function lineShopper(language: 'th' | 'en' = 'th'): Promise<Shopper & { lineId: string }> {
  const m = await shopper([{ skuId: PAYMENT_TEST_SKU.id, amount: 2 }]);
  const lineId = `U${String(++lineUsers).padStart(8, '0')}${Date.now().toString(16).padStart(24, '0')}`;
  await db().update(members).set({ lineId, language }).where(eq(members.id, m.id));
  const on = await server.request('/api/v1/members/me/line-messages', { method: 'PUT', headers: m.auth, json: { messagesOn: true } });
  expect(on.status, on.text).toBe(200);
  return { ...m, lineId };
}

async function paidOrder(m: Shopper) {
  const res = await place(m, await orderBody(m));
  expect(res.status, res.text).toBe(200);
  const { orderId, orderNo, netTotalPrice } = res.body.result as { orderId: number; orderNo: string; netTotalPrice: number };
  expect((await pay(orderNo, netTotalPrice.toFixed(2))).status).toBe(200);
  return { orderId, orderNo };
}

const pushesTo = (lineId: string) => line.delivered.filter((p) => p.to === lineId);
const jobsOf = (orderId: number) => db().select().from(lineMessageJobs).where(eq(lineMessageJobs.orderId, orderId));

function webhook(body: object, secret = line.env.LINE_MESSAGING_CHANNEL_SECRET) {
  const raw = JSON.stringify(body);
  return server.request('/api/v1/line/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-line-signature': lineSignature(secret, raw) },
    body: raw,
  });
}

describe('order messages on LINE', () => {
  it('are switched on only with LINE linked, and name the shop’s official account', async () => {
    const m = await shopper([]);
    const refused = await server.request('/api/v1/members/me/line-messages', { method: 'PUT', headers: m.auth, json: { messagesOn: true }, lang: 'th' });
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toBe('กรุณาเชื่อมบัญชี LINE ก่อน แล้วจึงเปิดการแจ้งเตือนคำสั่งซื้อ');
    expect((await server.request('/api/v1/members/me/line-messages', { headers: m.auth })).body.result).toEqual({
      messagesOn: false,
      lineLinked: false,
      officialAccount: { id: '@pawsook', addFriendUrl: 'https://line.me/R/ti/p/@pawsook' },
    });
  });

  it('tell the member of the payment, the parcel, the delivery and the refund, once each, in their language', async () => {
    const m = await lineShopper('en');
    const order = await paidOrder(m);
    await server.app.lineMessages!.runDue();
    expect(pushesTo(m.lineId).map((p) => p.messages[0]!.template.text)).toEqual([
      expect.stringMatching(new RegExp(`^Thank you! We have received ฿\\d.*for order ${order.orderNo}`)),
    ]);
    expect(pushesTo(m.lineId)[0]!.messages[0]!.template.actions[0]!.uri).toMatch(
      new RegExp(`/user/purchase/order/${order.orderId}\\?orderNo=${order.orderNo}&lang=en$`),
    );

    const shipment = await server.request(`/api/v1/staff/orders/${order.orderNo}/shipment`, {
      method: 'PUT',
      headers: staff,
      json: { carrier: 'flash', parcelNo: 'TH0123456789A' },
    });
    expect(shipment.status, shipment.text).toBe(200);
    await moveTo(order.orderNo, 3, 4);
    await server.app.lineMessages!.runDue();
    const shipped = pushesTo(m.lineId)[1]!.messages[0]!;
    expect(shipped.template.text).toBe(`Order ${order.orderNo} is on its way with Flash Express, parcel number TH0123456789A.`);
    expect(shipped.template.actions.map((a) => a.label)).toEqual(['Track parcel', 'View order']);

    await moveTo(order.orderNo, 5, 6, 7, 8);
    await server.app.lineMessages!.runDue();
    expect(pushesTo(m.lineId)).toHaveLength(3);
    expect(pushesTo(m.lineId)[2]!.messages[0]!.template.text).toContain('has been delivered');

    // moving back and forth adds nothing: one message per order and event
    await server.app.lineMessages!.runDue();
    expect(pushesTo(m.lineId)).toHaveLength(3);
  });

  it('tell of a refund in Thai', async () => {
    const m = await lineShopper('th');
    // paid by a transfer staff recorded: its refund is the transfer back, which staff name
    const placed = await place(m, await orderBody(m));
    const { orderNo, netTotalPrice } = placed.body.result as { orderNo: string; netTotalPrice: number };
    const paid = await server.request(`/api/v1/staff/orders/${orderNo}/payment`, {
      method: 'POST',
      headers: staff,
      json: { amount: netTotalPrice.toFixed(2), reference: `slip-${orderNo}` },
    });
    expect(paid.body.result, paid.text).toMatchObject({ outcome: 'applied' });
    await moveTo(orderNo, 9);
    const refund = await server.request(`/api/v1/staff/orders/${orderNo}/refund`, { method: 'POST', headers: staff, json: { reference: `back-${orderNo}` } });
    expect(refund.status, refund.text).toBe(200);
    await server.app.lineMessages!.runDue();
    expect(pushesTo(m.lineId).map((p) => p.messages[0]!.template.text)).toEqual([
      expect.stringContaining(`สำหรับคำสั่งซื้อ ${orderNo} แล้ว และจะแจ้งที่นี่เมื่อจัดส่ง`),
      expect.stringMatching(new RegExp(`^เราได้คืนเงิน ฿[\\d,.]+ สำหรับคำสั่งซื้อ ${orderNo} แล้ว$`)),
    ]);
  });

  it('go to nobody without LINE or with messages off, and never hold up the order when LINE is down', async () => {
    const without = await shopper([{ skuId: PAYMENT_TEST_SKU.id, amount: 2 }]);
    const first = await paidOrder(without);
    const off = await lineShopper();
    expect((await server.request('/api/v1/members/me/line-messages', { method: 'PUT', headers: off.auth, json: { messagesOn: false } })).status).toBe(200);
    const second = await paidOrder(off);
    expect(await jobsOf(first.orderId)).toEqual([]);
    expect(await jobsOf(second.orderId)).toEqual([]);

    // LINE down: the order is paid all the same, and its message waits to be tried again
    const on = await lineShopper();
    line.failNextPushes(100);
    const third = await paidOrder(on);
    await server.app.lineMessages!.runDue();
    line.failNextPushes(0);
    const detail = await server.request(`/api/v1/orders/web/${third.orderId}?orderNo=${third.orderNo}`, { headers: on.auth });
    expect(detail.body.result.statusId, detail.text).toBe(2);
    expect((await jobsOf(third.orderId))[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('500') });
    expect(pushesTo(on.lineId)).toEqual([]);
  });

  it('are sent once by two instances, retried after LINE fails, and not sent again when a retry finds LINE already has them', async () => {
    const second = await startTestServer(
      { DEMO_DATA: 'false', ...line.env },
      server.config.databaseUrl ? { databaseUrl: server.config.databaseUrl } : {},
      server.config.databaseUrl ? {} : { database: server.app.database },
    );
    try {
      const shoppers = await Promise.all(Array.from({ length: 8 }, () => lineShopper()));
      line.failNextPushes(2);
      const orders = await Promise.all(shoppers.map((m) => paidOrder(m)));
      await Promise.all([server.app.lineMessages!.runDue(), second.app.lineMessages!.runDue()]);
      // the two that failed wait for their back-off: due now
      await db()
        .update(lineMessageJobs)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(lineMessageJobs.status, 'pending'));
      await Promise.all([server.app.lineMessages!.runDue(), second.app.lineMessages!.runDue()]);
      for (const m of shoppers) expect(pushesTo(m.lineId)).toHaveLength(1);
      const jobs = await Promise.all(orders.map(async (o) => (await jobsOf(o.orderId))[0]!));
      expect(jobs.map((j) => j.status)).toEqual(Array(8).fill('sent'));
      expect(jobs.filter((j) => j.attempts === 2)).toHaveLength(2);

      // a lease that ran out after LINE took the message (a crash before it was marked): sent again with its key, LINE says it has it
      await db()
        .update(lineMessageJobs)
        .set({ status: 'pending', nextAttemptAt: sql`now()` })
        .where(eq(lineMessageJobs.id, jobs[0]!.id));
      await second.app.lineMessages!.runDue();
      expect(pushesTo(shoppers[0]!.lineId)).toHaveLength(1);
      expect((await jobsOf(orders[0]!.orderId))[0]!.status).toBe('sent');
    } finally {
      await second.close();
    }
  });

  it('give up on a member LINE cannot reach, without retrying', async () => {
    const m = await lineShopper();
    line.cannotReach(m.lineId);
    const order = await paidOrder(m);
    await server.app.lineMessages!.runDue();
    expect((await jobsOf(order.orderId))[0]).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('400') });
  });
});

describe("LINE's webhook", () => {
  it('refuses a forged signature and changes nothing', async () => {
    const m = await lineShopper();
    const forged = await webhook({ destination: 'U0', events: [{ type: 'unfollow', source: { type: 'user', userId: m.lineId } }] }, 'guessed-secret');
    expect(forged.status).toBe(401);
    const unsigned = await server.request('/api/v1/line/webhook', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"events":[]}' });
    expect(unsigned.status).toBe(401);
    expect((await server.request('/api/v1/members/me/line-messages', { headers: m.auth })).body.result.messagesOn).toBe(true);
  });

  it('turns messages off on an unfollow (a block) and on again on a follow', async () => {
    const m = await lineShopper();
    const event = (type: string) => ({
      destination: 'U0',
      events: [{ type, timestamp: Date.now(), source: { type: 'user', userId: m.lineId }, mode: 'active' }],
    });
    expect((await webhook(event('unfollow'))).status).toBe(200);
    expect((await server.request('/api/v1/members/me/line-messages', { headers: m.auth })).body.result.messagesOn).toBe(false);
    const order = await paidOrder(m);
    expect(await jobsOf(order.orderId)).toEqual([]);
    expect((await webhook(event('follow'))).status).toBe(200);
    expect((await server.request('/api/v1/members/me/line-messages', { headers: m.auth })).body.result.messagesOn).toBe(true);
    // LINE's check of the address, and people the shop does not know, are answered and ignored
    expect((await webhook({ destination: 'U0', events: [] })).status).toBe(200);
    expect((await webhook({ destination: 'U0', events: [{ type: 'follow', source: { type: 'user', userId: 'Uunknown' } }] })).status).toBe(200);
  });
});
