import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProducts, loadCatalogFixture } from '../../../test/catalog-fixture';
import { ordersFixture, withTransferAccount } from '../../../test/orders-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { productSkus } from '../catalog/catalog.tables';
import { mailOutbox } from '../mail/mail.tables';
import { orderStatusHistory, orders } from '../orders/orders.tables';
import { SIGNATURE_HEADER, signNotification, TIMESTAMP_HEADER } from './notification-signature';
import { paymentNotifications } from './payments.tables';

const SECRET = 'payment-notify-secret-of-the-test-0123456789';
const STAFF_TOKEN = 'staff-token-of-the-payment-test-0123456789';
let server: TestServer;
const small = fixtureProducts[0]!.skus[0]!; // 235.00

beforeAll(async () => {
  server = await startTestServer({
    DEMO_DATA: 'false',
    PAYMENT_NOTIFY_SECRET: SECRET,
    STAFF_API_TOKEN: STAFF_TOKEN,
    RATE_LIMIT_PER_MINUTE: '1000000',
    SIGNIN_ATTEMPTS_PER_MINUTE: '1000000',
    ORDER_EXPIRY_SWEEP_SECONDS: '60',
  });
  await loadCatalogFixture(server.app.database);
  // every test here buys two bags
  await server.app.database.db.update(productSkus).set({ stock: 1_000 }).where(eq(productSkus.id, small.id));
  await server.app.liveCatalog.settle();
  await withTransferAccount(server);
});
afterAll(() => server.close());

const { shopper, orderBody, place } = ordersFixture(() => server);

/** An unpaid order of ฿520.00 (two bags and shipping), placed in `lang`. */
async function unpaidOrder(lang: 'th' | 'en' = 'en') {
  const m = await shopper([{ skuId: small.id, amount: 2 }]);
  const res = await place(m, await orderBody(m), {}, lang);
  expect(res.status, res.text).toBe(200);
  return { ...(res.body.result as { orderNo: string; orderId: number; netTotalPrice: number }), email: m.email as string };
}

const paidMails = async (email: string) =>
  (await server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((mail) =>
    /Payment received|ชำระเงินคำสั่งซื้อ/.test(mail.subject),
  );

let events = 0;
function notification(orderNo: string, fields: Record<string, unknown> = {}) {
  return { eventId: `evt-${++events}`, orderNo, amount: '520.00', currency: 'THB', status: 'paid', providerReference: 'SBX-1', ...fields };
}

function send(body: object | string, options: { provider?: string; secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp) };
  const signature = options.signature === undefined ? signNotification(options.secret ?? SECRET, timestamp, raw) : options.signature;
  if (signature !== null) headers[SIGNATURE_HEADER] = signature;
  return server.request(`/api/v1/payments/${options.provider ?? 'qr'}/notify`, { method: 'POST', headers, body: raw });
}

const statusOf = async (orderNo: string) => (await server.app.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.statusId;
const recorded = (orderNo: string) => server.app.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo));

describe('payment notifications', () => {
  it('mark an unpaid order paid once signed for its amount, with a history row by the payment', async () => {
    const order = await unpaidOrder();
    const res = await send(notification(order.orderNo));
    expect(res.status, res.text).toBe(200);
    expect(res.text).toBe('OK');
    expect(await statusOf(order.orderNo)).toBe(2);
    const history = await server.app.database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.orderId), eq(orderStatusHistory.toStatusId, 2)));
    expect(history).toEqual([expect.objectContaining({ fromStatusId: 1, actor: 'payment' })]);
    expect(await recorded(order.orderNo)).toEqual([expect.objectContaining({ provider: 'qr', outcome: 'applied', amountSatang: 52_000, needsRefund: false })]);
    const [mail] = await paidMails(order.email);
    expect(mail?.subject).toBe(`Payment received for order ${order.orderNo}`);
    expect(mail?.text).toContain('We received your payment of ฿520.00');
    expect(mail?.links).toEqual([`${server.config.publicUrl}/cart/checkout?step=3&Ref=${order.orderNo}&lang=en`]);
  });

  it('mail the payment in the language the order was placed in', async () => {
    const order = await unpaidOrder('th');
    await send(notification(order.orderNo));
    const [mail] = await paidMails(order.email);
    expect(mail?.subject).toBe(`ชำระเงินคำสั่งซื้อ ${order.orderNo} เรียบร้อยแล้ว`);
    expect(mail?.text).toMatch(/เมื่อ \d{2}\/\d{2}\/25\d{2} \d{2}:\d{2} น\./);
    expect(mail?.links).toEqual([`${server.config.publicUrl}/cart/checkout?step=3&Ref=${order.orderNo}&lang=th`]);
  });

  it.each([
    ['no signature', { signature: null }],
    ['another secret', { secret: 'someone-else-s-secret-0123456789abcdef' }],
    ['a timestamp six minutes old', { timestamp: Math.floor(Date.now() / 1000) - 360 }],
    ['a forged signature', { signature: 'sha256=' + '0'.repeat(64) }],
  ])('refuse %s and change nothing', async (_name, options) => {
    const order = await unpaidOrder();
    const res = await send(notification(order.orderNo), options);
    expect(res.status).toBe(401);
    expect(await statusOf(order.orderNo)).toBe(1);
    expect(await recorded(order.orderNo)).toEqual([]);
  });

  it('refuse a body changed after it was signed', async () => {
    const order = await unpaidOrder();
    const timestamp = Math.floor(Date.now() / 1000);
    const signed = JSON.stringify(notification(order.orderNo, { amount: '1.00' }));
    const res = await send(notification(order.orderNo), { timestamp, signature: signNotification(SECRET, timestamp, signed) });
    expect(res.status).toBe(401);
    expect(await statusOf(order.orderNo)).toBe(1);
  });

  it('record, but do not apply, a wrong amount, another currency, a decline or an unknown order', async () => {
    const order = await unpaidOrder();
    for (const fields of [{ amount: '519.99' }, { amount: '5200.00' }, { currency: 'USD' }, { status: 'declined' }]) {
      expect((await send(notification(order.orderNo, fields))).text).toBe('OK');
    }
    expect(await statusOf(order.orderNo)).toBe(1);
    expect((await recorded(order.orderNo)).map((n) => n.outcome)).toEqual(['rejected', 'rejected', 'rejected', 'ignored']);
    expect((await send(notification('PS000000NOSUCH'))).text).toBe('OK');
    expect(await recorded('PS000000NOSUCH')).toEqual([expect.objectContaining({ outcome: 'rejected', reason: 'unknown order' })]);
  });

  it("record another channel's notification, or an order number in another case, as a mismatch flagged for staff, never paid", async () => {
    // a Thai QR order
    const order = await unpaidOrder();
    for (const provider of ['card', 'wallet', 'counter']) expect((await send(notification(order.orderNo), { provider })).text, provider).toBe('OK');
    expect((await send(notification(order.orderNo.toLowerCase()))).text).toBe('OK');
    expect(await statusOf(order.orderNo)).toBe(1);
    const rows = await recorded(order.orderNo);
    expect(rows.map((n) => [n.provider, n.outcome, n.needsRefund, n.reason])).toEqual([
      ['card', 'rejected', true, 'a card notification for an order paid by qr'],
      ['wallet', 'rejected', true, 'a wallet notification for an order paid by qr'],
      ['counter', 'rejected', true, 'a counter notification for an order paid by qr'],
      ['qr', 'rejected', true, `order number ${order.orderNo.toLowerCase()} differs from ${order.orderNo} only in letter case`],
    ]);
    // the order's own provider still pays it
    expect((await send(notification(order.orderNo))).text).toBe('OK');
    expect(await statusOf(order.orderNo)).toBe(2);
    // staff see each on the order
    const detail = await server.request(`/api/v1/staff/orders/${order.orderNo}`, { headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
    expect(detail.body.result.payments.filter((p: { needsRefund: boolean }) => p.needsRefund)).toHaveLength(4);
  });

  it('refuse what is not a notification, and an unknown provider', async () => {
    expect((await send('not json')).status).toBe(400);
    expect((await send({ orderNo: 'PS1' })).status).toBe(400);
    expect((await send(notification('PS1'), { provider: 'bitcoin' })).status).toBe(404);
  });

  it('are in the OpenAPI document as they are called: provider, signature headers, body and plain-text answers', async () => {
    const call = (await server.request('/api/docs/json')).body.paths['/api/v1/payments/{provider}/notify'].post;
    expect(call.tags).toEqual(['payments']);
    const params = Object.fromEntries(
      (call.parameters as { in: string; name: string; required?: boolean; schema: { enum?: string[] } }[]).map((p) => [`${p.in}:${p.name}`, p]),
    );
    expect(params['path:provider']?.schema.enum).toEqual(['wallet', 'card', 'counter', 'qr', 'transfer']);
    expect(params[`header:${SIGNATURE_HEADER}`]?.required).toBe(true);
    expect(params[`header:${TIMESTAMP_HEADER}`]?.required).toBe(true);
    const body = call.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['eventId', 'orderNo', 'amount', 'currency', 'status']));
    expect(body.properties.status.enum).toEqual(expect.arrayContaining(['paid']));
    for (const status of ['200', '400', '401', '404']) expect(Object.keys(call.responses[status].content)).toEqual(['text/plain']);
    // documenting it changed none of its answers: still plain text, before and after the signature
    const unsigned = await send(notification('PS000000AAAAAA'), { signature: null });
    expect([unsigned.status, unsigned.headers.get('content-type'), unsigned.text]).toEqual([401, 'text/plain; charset=utf-8', 'signature missing']);
    const unknown = await send(notification('PS000000AAAAAA'), { provider: 'paypal' });
    expect([unknown.status, unknown.text]).toEqual([404, 'unknown provider']);
    const recorded = await send(notification('PS000000AAAAAA'));
    expect([recorded.status, recorded.headers.get('content-type'), recorded.text]).toEqual([200, 'text/plain; charset=utf-8', 'OK']);
  });

  it('apply the same notification delivered ten times at once once', async () => {
    const order = await unpaidOrder();
    const body = notification(order.orderNo);
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(body)));
    expect(answers.map((a) => a.text)).toEqual(Array(10).fill('OK'));
    expect(await statusOf(order.orderNo)).toBe(2);
    expect(await recorded(order.orderNo)).toHaveLength(1);
    const paid = await server.app.database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.orderId), eq(orderStatusHistory.toStatusId, 2)));
    expect(paid).toHaveLength(1);
    expect(await paidMails(order.email)).toHaveLength(1);
    // another event for the same payment: recorded, the order already paid
    await send(notification(order.orderNo));
    expect((await recorded(order.orderNo)).map((n) => n.outcome).sort()).toEqual(['applied', 'ignored']);
  });

  it('keep a payment that came after the order expired, flagged for a refund, without reopening it', async () => {
    const order = await unpaidOrder();
    await server.app.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.orderId));
    await server.app.orders.expireDue();
    expect(await statusOf(order.orderNo)).toBe(12);
    expect((await send(notification(order.orderNo))).text).toBe('OK');
    expect(await statusOf(order.orderNo)).toBe(12);
    expect(await recorded(order.orderNo)).toEqual([expect.objectContaining({ outcome: 'late', needsRefund: true })]);
  });

  it('apply many orders’ notifications arriving together, each as it would be alone', async () => {
    const waiting = await Promise.all(Array.from({ length: 12 }, () => unpaidOrder()));
    const ended = await unpaidOrder();
    await server.app.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, ended.orderId));
    await server.app.orders.expireDue();
    const wrongAmount = await unpaidOrder();
    const notes = waiting.map((o) => notification(o.orderNo));
    const sent = [
      // every waiting order paid, every third one delivered twice
      ...notes,
      ...notes.filter((_, i) => i % 3 === 0),
      notification(ended.orderNo),
      notification(wrongAmount.orderNo, { amount: '519.99' }),
      notification('PS000000TOGETHER'),
      notification(waiting[0]!.orderNo, { status: 'declined' }),
    ];
    const answers = await Promise.all(sent.map((note) => send(note)));
    expect(answers.map((a) => a.text)).toEqual(sent.map(() => 'OK'));

    for (const order of waiting) {
      expect(await statusOf(order.orderNo), order.orderNo).toBe(2);
      const outcomes = (await recorded(order.orderNo)).map((r) => r.outcome).sort();
      // the declined one came after or before the payment: ignored either way, and nothing else recorded twice
      expect(outcomes).toEqual(order === waiting[0] ? ['applied', 'ignored'] : ['applied']);
      const history = await server.app.database.db
        .select()
        .from(orderStatusHistory)
        .where(and(eq(orderStatusHistory.orderId, order.orderId), eq(orderStatusHistory.toStatusId, 2)));
      expect(history).toHaveLength(1);
      expect(await paidMails(order.email)).toHaveLength(1);
    }
    expect(await statusOf(ended.orderNo)).toBe(12);
    expect(await recorded(ended.orderNo)).toEqual([expect.objectContaining({ outcome: 'late', needsRefund: true })]);
    expect(await statusOf(wrongAmount.orderNo)).toBe(1);
    expect(await recorded(wrongAmount.orderNo)).toEqual([expect.objectContaining({ outcome: 'rejected' })]);
    expect(await recorded('PS000000TOGETHER')).toEqual([expect.objectContaining({ outcome: 'rejected', reason: 'unknown order' })]);
  });

  it('never store card data a provider sends along', async () => {
    const order = await unpaidOrder();
    await send(notification(order.orderNo, { cardNumber: '4111111111111111', card: { pan: '4111', cvv: '123' }, payer: { name: 'Malee' } }));
    const [row] = await recorded(order.orderNo);
    expect(JSON.stringify(row!.payload)).not.toContain('4111');
    expect(row!.payload).toMatchObject({ payer: { name: 'Malee' } });
  });
});

describe('a bank transfer staff confirm', () => {
  const confirm = (orderNo: string, body: object, token: string | null = STAFF_TOKEN) =>
    server.request(`/api/v1/staff/orders/${orderNo}/payment`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, json: body });

  it('pays the order when the amount on the slip is the order’s, once per reference', async () => {
    const m = await shopper([{ skuId: small.id, amount: 2 }]);
    const res = await place(m, await orderBody(m, { paymentChannelId: 5 }));
    expect(res.status, res.text).toBe(200);
    const { orderNo } = res.body.result;
    expect((await confirm(orderNo, { amount: '520.00', reference: 'KBANK-1' }, null)).status).toBe(401);
    expect((await confirm(orderNo, { amount: '520', reference: 'KBANK-1' })).status).toBe(400);
    expect((await confirm(orderNo, { amount: '500.00', reference: 'KBANK-0' })).body.result).toMatchObject({ outcome: 'rejected' });
    expect(await statusOf(orderNo)).toBe(1);
    expect((await confirm(orderNo, { amount: '520.00', reference: 'KBANK-1' })).body.result).toEqual({ outcome: 'applied', reason: null });
    expect(await statusOf(orderNo)).toBe(2);
    expect((await confirm(orderNo, { amount: '520.00', reference: 'KBANK-1' })).body.result).toMatchObject({ outcome: 'duplicate' });
    expect(await paidMails(m.email)).toHaveLength(1);
    expect((await recorded(orderNo)).map((n) => [n.provider, n.outcome])).toEqual([
      ['transfer', 'rejected'],
      ['transfer', 'applied'],
    ]);
  });
});
